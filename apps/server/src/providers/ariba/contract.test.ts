import * as fixtures from '@connector/contracts/providers/fixtures/ariba';
import { ARIBA_EXPORT_FIELDS } from '@connector/contracts/providers/ariba';
import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { createAribaAdapter } from './client.ts';
import { QuotaGates } from './quota.ts';
import type { AribaSettings } from './settings.ts';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; json?: unknown; headers?: Record<string, string> };

/**
 * Ariba as its published examples show it: each call answered with the fixture of that call
 * (contracts' fixtures/ariba.ts), so the adapter is held to the published shapes and nothing else.
 */
function publishedAriba(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  const fetch = async (input: URL | string | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (init.headers as Record<string, string>)['content-type']?.includes('json') ? JSON.parse(init.body) : init.body : undefined;
    const call: Sent = { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body, headers: new Headers(init?.headers as Record<string, string>) };
    sent.push(call);
    const { status = 200, json, headers = {} } = answer(call);
    return new Response(json === undefined ? null : JSON.stringify(json), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  const adapter = (overrides: Partial<AribaSettings> = {}) =>
    createAribaAdapter({
      baseUrl: 'https://openapi.ariba.test/',
      oauthBaseUrl: 'https://oauth.ariba.test/',
      clientId: 'client',
      clientSecret: 'secret',
      apiKey: 'key',
      realm: 'acme-T',
      approver: { user: 'connector.approver', passwordAdapter: 'PasswordAdapter1' },
      breakers: new BreakerRegistry(),
      quotaGates: new QuotaGates(),
      retry: { maxAttempts: 0 },
      fetch: fetch as typeof globalThis.fetch,
      ...overrides,
    });
  return { sent, adapter };
}

/** Answers the token call with the published token answer, and `api` for the rest. */
const withToken = (api: (sent: Sent) => Answer) => (sent: Sent): Answer =>
  sent.path === '/v2/oauth/token' ? { json: sent.body === 'grant_type=refresh_token&refresh_token=' + fixtures.ARIBA_TOKEN_ANSWER.refresh_token ? fixtures.ARIBA_REFRESHED_TOKEN_ANSWER : fixtures.ARIBA_TOKEN_ANSWER } : api(sent);

describe('the Ariba adapter against the published shapes', () => {
  it('takes a token answer with scope null, and renews it with the refresh token it carried', async () => {
    let clock = Date.now();
    const { sent, adapter } = publishedAriba(withToken(() => ({ json: [] })));
    const ariba = adapter({ now: () => clock });
    await ariba.vendorPage({}, { top: 1 });
    clock += fixtures.ARIBA_TOKEN_ANSWER.expires_in * 1000;
    await ariba.vendorPage({}, { top: 1 });
    const tokenCalls = sent.filter((s) => s.path === '/v2/oauth/token');
    expect(tokenCalls.map((s) => s.body)).toEqual(['grant_type=client_credentials', `grant_type=refresh_token&refresh_token=${fixtures.ARIBA_TOKEN_ANSWER.refresh_token}`]);
    expect(tokenCalls[0]?.headers.get('authorization')).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${fixtures.ARIBA_REFRESHED_TOKEN_ANSWER.access_token}`);
  });

  it('reads a vendor page in export columns, follows nextToken, and keeps a status it does not know', async () => {
    const { sent, adapter } = publishedAriba(withToken((s) => ({ json: s.query.$skip === '0' ? fixtures.ARIBA_VENDOR_PAGE : fixtures.ARIBA_LAST_VENDOR_PAGE })));
    const vendors = await adapter().listAllVendors({ withQuestionnaire: true, updated: { from: new Date('2026-11-30T00:00:00Z') } }, { pageSize: 1 });
    expect(vendors.map((v) => [v.smVendorId, v.registrationStatus])).toEqual([
      ['S20001234', 'Registered'],
      ['S20001235', 'InQualificationReview'],
    ]);
    expect(vendors[0]).toMatchObject({
      supplierName: 'Harbour Lights Trading GmbH',
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
      taxId: 'DE811907980',
      regionCode: null,
      lastUpdated: new Date('2026-11-30T09:15:00Z'),
      questionnaires: [{ questionnaireId: 'Doc2001234', title: 'Orbis Company Data', workspaceId: 'WS2001234', workspaceType: 'SupplierRegistration' }],
    });
    const pages = sent.filter((s) => s.path.endsWith('/vendorDataRequests'));
    expect(pages.map((p) => p.query.$skip)).toEqual(['0', '1']);
    expect(pages[0]?.query).toMatchObject({ realm: 'acme-T', $top: '1', $count: 'true', $filter: "updatedDateFrom ge '2026-11-30T00:00:00Z'" });
    expect(pages[0]?.body).toEqual({ outputFormat: 'JSON', withQuestionnaire: true });
    expect(pages[0]?.headers.get('apikey')).toBe('key');
  });

  it('reads the columns a realm renamed, and says which column is missing', async () => {
    const renamed = { ...fixtures.ARIBA_VENDOR_RECORD, 'Vendor Tax Number': 'DE1' };
    const { adapter } = publishedAriba(withToken(() => ({ json: [renamed] })));
    const [vendor] = (await adapter({ exportColumns: { taxId: 'Vendor Tax Number' } }).vendorPage({})).vendors;
    expect(vendor?.taxId).toBe('DE1');
    await expect(adapter({ exportColumns: { smVendorId: 'Vendor' } }).vendorPage({})).rejects.toMatchObject({
      kind: 'bad-response',
      message: 'Ariba sent a vendor without the column "Vendor"; check the Ariba export fields of the application',
    });
    expect(ARIBA_EXPORT_FIELDS.smVendorId).toBe('SM Vendor ID');
  });

  it('reads answers through qna and writes them by correlation id', async () => {
    const at = { smVendorId: 'S20001234', workspaceId: 'WS2001234', questionnaireId: 'Doc2001234' };
    const { sent, adapter } = publishedAriba(withToken((s) => ({ json: s.method === 'GET' ? fixtures.ARIBA_QNA_PAGE : fixtures.ARIBA_WRITE_ANSWER })));
    const ariba = adapter();
    await expect(ariba.readAnswers(at)).resolves.toEqual([
      { correlationId: 'ORBIS_BVD_ID', label: 'BvD ID', answer: 'DE2345678901' },
      { correlationId: 'ORBIS_LEGAL_NAME', label: 'Legal name', answer: null },
    ]);
    await ariba.writeAnswers(at, [{ correlationId: 'ORBIS_BVD_ID', answer: 'DE2345678901' }]);
    const [read, write] = sent.filter((s) => s.path.includes('/vendors/'));
    expect(read?.path).toBe('/api/supplierdatapagination/v4/prod/vendors/S20001234/workspaces/WS2001234/questionnaires/Doc2001234/qna');
    expect(read?.query).toMatchObject({ $top: '100', $skip: '0' });
    expect(write?.path).toBe('/api/supplierdatapagination/v4/prod/vendors/S20001234/workspaces/WS2001234/questionnaires/Doc2001234/answers');
    expect(write?.body).toEqual({ answers: [fixtures.ARIBA_ANSWERS_BODY.answers[0]] });
  });

  it('tells a supplier editing its questionnaire (403) from a questionnaire Ariba does not have (421)', async () => {
    const at = { smVendorId: 'S1', workspaceId: 'WS1', questionnaireId: 'Doc1' };
    const busy = publishedAriba(withToken(() => ({ status: 403, json: fixtures.ARIBA_BEING_EDITED_ANSWER })));
    await expect(busy.adapter().writeAnswers(at, [{ correlationId: 'Q', answer: 'a' }])).rejects.toMatchObject({ kind: 'busy', status: 403 });
    const gone = publishedAriba(withToken(() => ({ status: 421, json: { status: 'Error', statusCode: 421, errorMessages: [{ message: 'Questionnaire not found' }] } })));
    await expect(gone.adapter().writeAnswers(at, [{ correlationId: 'Q', answer: 'a' }])).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Ariba has no questionnaire Doc1 in workspace WS1 of vendor S1',
    });
  });

  it('finds the supplier of a pending task through its workspace, and acts as the approver', async () => {
    const { sent, adapter } = publishedAriba(
      withToken((s) => {
        if (s.path.endsWith('/pendingApprovables')) return { json: fixtures.ARIBA_PENDING_APPROVABLES };
        if (s.path.includes('/Task/')) return { json: fixtures.ARIBA_TASK };
        if (s.path.includes('/Workspace/')) return { json: fixtures.ARIBA_WORKSPACE };
        return { json: { uniqueName: 'TSK1000042' } };
      }),
    );
    const ariba = adapter({ realm: 'contract-T' });
    await expect(ariba.approvals.pending()).resolves.toEqual([{ taskId: 'TSK1000042', title: fixtures.ARIBA_PENDING_APPROVABLES[0]?.title, smVendorId: 'S20001234' }]);
    await ariba.approvals.act('TSK1000042', 'Approve', fixtures.ARIBA_ACTION_BODY.options.comment);
    const action = sent.at(-1);
    expect(action?.body).toEqual(fixtures.ARIBA_ACTION_BODY);
    expect(action?.query).toEqual({ realm: 'contract-T', user: 'connector.approver', passwordadapter: 'PasswordAdapter1' });
    expect(sent.map((s) => s.path.split('/').slice(5, 6)[0])).toEqual([undefined, 'pendingApprovables', 'Task', 'Workspace', 'action']);
  });

  it('sets risk custom fields in batches of 100 and reads a supplier’s exposure', async () => {
    const { sent, adapter } = publishedAriba(withToken((s) => ({ json: s.method === 'GET' ? fixtures.ARIBA_SUPPLIER_EXPOSURE : fixtures.ARIBA_WRITE_ANSWER })));
    const ariba = adapter();
    const suppliers = Array.from({ length: 150 }, (_, i) => ({ smVendorId: `S${i}`, fields: { FIELD_01: 'High', FIELD_02: String(i) } }));
    await ariba.risk.writeFields(suppliers);
    const patches = sent.filter((s) => s.method === 'PATCH');
    expect(patches.map((p) => (p.body as unknown[]).length)).toEqual([100, 50]);
    expect((patches[0]?.body as unknown[])[0]).toEqual({ smVendorId: 'S0', customFields: [{ fieldName: 'FIELD_01', value: 'High' }, { fieldName: 'FIELD_02', value: '0' }] });
    await expect(ariba.risk.exposure('S20001234')).resolves.toMatchObject({ smVendorId: 'S20001234', residualExposure: 'Medium' });
  });

  it('paces itself from the rate-limit headers instead of running into a 429', async () => {
    const gates = new QuotaGates();
    const { sent, adapter } = publishedAriba(
      withToken(() => ({ json: [], headers: { ...fixtures.ARIBA_QUOTA_HEADERS, 'x-ratelimit-remaining-hour': '0', 'ratelimit-reset': '1800' } })),
    );
    const ariba = adapter({ quotaGates: gates });
    await ariba.vendorPage({});
    await expect(ariba.vendorPage({})).rejects.toMatchObject({ kind: 'quota', message: expect.stringContaining('hourly call quota is used up') });
    expect(sent.filter((s) => s.path.endsWith('/vendorDataRequests'))).toHaveLength(1);
  });

  it('turns a 429 whose quota is back only later into a pause, not a retry', async () => {
    const { sent, adapter } = publishedAriba(
      withToken(() => ({ status: 429, json: { error: 'Rate limit error', message: 'You have exceeded the maximum permitted query rate.' }, headers: { 'x-ratelimit-limit-day': '10', 'x-ratelimit-remaining-day': '0', 'ratelimit-reset': '7200' } })),
    );
    const refused = await adapter({ retry: { maxAttempts: 4 } }).vendorPage({}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'quota', resumeAt: expect.any(Date) });
    expect(sent.filter((s) => s.path.endsWith('/vendorDataRequests'))).toHaveLength(1);
  });
});
