import { ARIBA_QUESTIONNAIRE_TITLES, ARIBA_REGISTRATION_QUESTIONS } from '@connector/contracts/providers/ariba';
import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { QuotaGates } from './quota.ts';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { createAribaAdapter } from './client.ts';
import type { AribaSettings } from './settings.ts';

const sim = useSimulator();
const REALM = SIM.ariba.realms[0];

const ariba = (overrides: Partial<AribaSettings> = {}) =>
  createAribaAdapter({
    baseUrl: sim().base.ariba,
    clientId: SIM.ariba.clientId,
    clientSecret: SIM.ariba.clientSecret,
    apiKey: SIM.ariba.apiKey,
    realm: REALM,
    region: SIM.ariba.region,
    breakers: new BreakerRegistry(),
    quotaGates: new QuotaGates(),
    approver: SIM.ariba.approver,
    ...overrides,
  });

describe('Ariba adapter against the simulator', () => {
  it('walks every vendor page with the nextToken of the previous page', async () => {
    const { total } = await sim().suppliers(REALM, 0, 1);
    const pageSize = 400;
    const pages: number[] = [];
    const ids = new Set<string>();
    for await (const page of ariba().vendorPages({}, { pageSize })) {
      pages.push(page.vendors.length);
      for (const vendor of page.vendors) ids.add(vendor.smVendorId);
    }
    expect(total).toBeGreaterThan(pageSize);
    expect(pages).toHaveLength(Math.ceil(total / pageSize));
    expect(ids.size).toBe(total);
    await expect(ariba().listAllVendors({})).resolves.toHaveLength(total);
  });

  it('stops at the page bound with a clear error', async () => {
    await expect(ariba().listAllVendors({}, { pageSize: 10, maxPages: 2 })).rejects.toThrow(
      'Ariba returned more than 2 pages of vendors',
    );
  });

  it('asks one token for many calls and a new one once it expires', async () => {
    let clock = Date.now();
    const adapter = ariba({ now: () => clock });
    const before = (await sim().stats()).aribaTokensIssued;
    await Promise.all(Array.from({ length: 5 }, () => adapter.vendorPage({}, { top: 1 })));
    for (let i = 0; i < 5; i += 1) await adapter.vendorPage({}, { top: 1 });
    expect((await sim().stats()).aribaTokensIssued - before).toBe(1);

    clock += SIM.ariba.tokenTtlSeconds * 1000;
    await adapter.vendorPage({}, { top: 1 });
    await adapter.vendorPage({}, { top: 1 });
    expect((await sim().stats()).aribaTokensIssued - before).toBe(2);
  });

  it('renews a token Ariba no longer accepts and repeats the call', async () => {
    const adapter = ariba();
    await adapter.vendorPage({}, { top: 1 });
    const before = (await sim().stats()).aribaTokensIssued;
    await sim().revokeAribaTokens();
    await expect(adapter.vendorPage({}, { top: 1 })).resolves.toMatchObject({ vendors: [expect.anything()] });
    expect((await sim().stats()).aribaTokensIssued - before).toBe(1);
  });

  it('reports a missing or wrong apiKey and a foreign realm in Ariba’s own words', async () => {
    await expect(ariba({ apiKey: 'wrong' }).vendorPage({}, { top: 1 })).rejects.toMatchObject({
      kind: 'auth',
      status: 400,
      message: 'Ariba refused the call: The API key passed in the request is not valid.',
    });
    await expect(ariba({ apiKey: '' }).vendorPage({}, { top: 1 })).rejects.toMatchObject({
      kind: 'auth',
      status: 400,
      message: 'Ariba refused the call: The apiKey is missing in the header.',
    });
    await expect(ariba({ realm: 'elsewhere-T' }).vendorPage({}, { top: 1 })).rejects.toMatchObject({
      kind: 'auth',
      status: 400,
      message: 'Ariba refused the call: Realm elsewhere-T in the request does not match with realms in the token.',
    });
  });

  it('reports refused client credentials', async () => {
    await expect(ariba({ clientSecret: 'wrong' }).vendorPage({}, { top: 1 })).rejects.toMatchObject({
      kind: 'auth',
      message: 'Ariba refused the credentials',
    });
  });

  it('writes questionnaire answers, reads them back through qna, and waits while the supplier edits', async () => {
    const adapter = ariba();
    const [vendor] = (await adapter.vendorPage({ withQuestionnaire: true }, { top: 1 })).vendors;
    const questionnaire = vendor?.questionnaires.find((q) => q.title === ARIBA_QUESTIONNAIRE_TITLES.orbis);
    if (!vendor || !questionnaire?.workspaceId) throw new Error('the simulator has no vendor with an Orbis questionnaire');
    const at = { smVendorId: vendor.smVendorId, workspaceId: questionnaire.workspaceId, questionnaireId: questionnaire.questionnaireId };
    await adapter.writeAnswers(at, [{ correlationId: 'ORBIS_BVD_ID', answer: 'DE123' }]);
    const answers = await adapter.readAnswers(at);
    expect(answers.find((a) => a.correlationId === 'ORBIS_BVD_ID')).toEqual({ correlationId: 'ORBIS_BVD_ID', label: 'BvD ID', answer: 'DE123' });
    await sim().setEditing(REALM, vendor.smVendorId, true);
    await expect(adapter.writeAnswers(at, [{ correlationId: 'ORBIS_BVD_ID', answer: 'DE456' }])).rejects.toMatchObject({ kind: 'busy' });
    await sim().setEditing(REALM, vendor.smVendorId, false);
    await expect(adapter.writeAnswers({ ...at, questionnaireId: 'Doc-none' }, [{ correlationId: 'ORBIS_BVD_ID', answer: 'x' }])).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('sets risk custom fields and reads them back with the supplier’s exposure', async () => {
    const adapter = ariba();
    const [vendor] = (await adapter.vendorPage({}, { top: 1 })).vendors;
    if (!vendor) throw new Error('the simulator has no vendors');
    await adapter.risk.writeFields([{ smVendorId: vendor.smVendorId, fields: { FIELD_01: 'High' } }]);
    const exposure = await adapter.risk.exposure(vendor.smVendorId);
    expect(exposure.customFields).toEqual([{ fieldName: 'FIELD_01', value: 'High' }]);
  });

  it('finds pending approvals through their workspaces and approves one as the approver', async () => {
    const adapter = ariba();
    const [pending] = await adapter.approvals.pending();
    if (!pending?.smVendorId) throw new Error('the simulator has no pending approvals');
    await adapter.approvals.act(pending.taskId, 'Approve', 'Checked');
    const [task] = await sim().tasks(REALM, pending.smVendorId);
    expect(task).toMatchObject({ uniqueName: pending.taskId, status: 'Approved', comment: 'Checked', decidedBy: SIM.ariba.approver.user });
    await expect(adapter.approvals.act(pending.taskId, 'Deny')).rejects.toMatchObject({ kind: 'rejected', status: 400 });
    await expect(adapter.approvals.task('NO-SUCH-TASK')).rejects.toMatchObject({ kind: 'not-found', message: 'Ariba has no approval task NO-SUCH-TASK' });
    await expect(ariba({ approver: { user: 'someone.else', passwordAdapter: 'PasswordAdapter1' } }).approvals.pending()).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('lists the realm’s forms with the question ids answers are written to', async () => {
    const forms = await ariba().forms(REALM, AbortSignal.timeout(5_000));
    expect(forms.map((f) => [f.formId, f.kind, f.product])).toEqual([
      ['CF-REGISTRATION', 'customForm', undefined],
      ['TPL-ORBIS', 'questionnaire', 'orbis'],
      ['TPL-CC', 'questionnaire', 'complianceCatalyst'],
      ['TPL-SCC', 'questionnaire', 'supplyChainCatalyst'],
    ]);
    expect(forms[0]?.questions.map((q) => q.externalQuestionId)).toEqual([...ARIBA_REGISTRATION_QUESTIONS]);
  });

  it('reports a forms realm outside the token in Ariba’s own words', async () => {
    await expect(ariba().forms('elsewhere-T')).rejects.toMatchObject({
      kind: 'auth',
      status: 400,
      message: 'Ariba refused the call: Realm elsewhere-T in the request does not match with realms in the token.',
    });
  });

  it('serves the Supplier 360 page of a vendor at the built address', async () => {
    const adapter = ariba({ siteUrl: sim().base.ariba });
    const [vendor] = (await adapter.vendorPage({}, { top: 1 })).vendors;
    const url = adapter.supplier360Url(vendor?.smVendorId ?? '');
    expect(url).toBe(`${sim().base.ariba}/Supplier360/eu/${REALM}/${vendor?.smVendorId}`);
    if (!url) throw new Error('no Supplier 360 address');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
