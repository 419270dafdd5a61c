import { ARIBA_QUESTIONNAIRE_TEMPLATES, ARIBA_REGISTRATION_QUESTIONS } from '@connector/contracts/providers/ariba';
import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
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
    ...overrides,
  });

describe('Ariba adapter against the simulator', () => {
  it('walks every vendor page with the $skip token of the previous page', async () => {
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

  it('reports a missing apiKey and a foreign realm in Ariba’s own words', async () => {
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

  it('writes questionnaire answers and pushes a risk exposure', async () => {
    const adapter = ariba();
    const [vendor] = (await adapter.vendorPage({}, { top: 1 })).vendors;
    if (!vendor) throw new Error('the simulator has no vendors');
    const written = await adapter.writeQuestionnaireAnswers(vendor.smVendorId, {
      questionnaireId: 'Q-BVD',
      answers: [{ externalQuestionId: 'bvdId', answer: 'DE123' }],
    });
    expect(written).toMatchObject({ smVendorId: vendor.smVendorId, updated: 1 });
    const pushed = await adapter.pushRiskExposure(vendor.smVendorId, {
      source: 'Compliance Catalyst',
      score: 42,
      scoreLabel: 'Medium',
      alertCount: 1,
      assessedOn: new Date().toISOString(),
    });
    expect(pushed).toMatchObject({ smVendorId: vendor.smVendorId, status: 'Accepted' });
  });

  it('reads pending approvals, one task, and approves it', async () => {
    const adapter = ariba();
    const [pending] = await adapter.pendingApprovables();
    if (!pending) throw new Error('the simulator has no pending approvals');
    await expect(adapter.task(pending.taskId)).resolves.toMatchObject({ taskId: pending.taskId, status: 'Pending' });
    const done = await adapter.act({ taskId: pending.taskId, actionName: 'Approve', comment: 'Checked' });
    expect(done.status).toBe('Approved');
    await expect(adapter.act({ taskId: pending.taskId, actionName: 'Deny' })).rejects.toMatchObject({
      kind: 'rejected',
      status: 409,
      message: `Ariba approval task ${pending.taskId} is no longer pending`,
    });
    await expect(adapter.task('NO-SUCH-TASK')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Ariba has no approval task NO-SUCH-TASK',
    });
  });

  it('lists the realm’s forms with the question ids answers are written to', async () => {
    const forms = await ariba().forms(REALM, AbortSignal.timeout(5_000));
    expect(forms.map((f) => [f.formId, f.kind, f.product])).toEqual([
      ['CF-REGISTRATION', 'customForm', undefined],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.orbis, 'questionnaire', 'orbis'],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.complianceCatalyst, 'questionnaire', 'complianceCatalyst'],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.supplyChainCatalyst, 'questionnaire', 'supplyChainCatalyst'],
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
    const adapter = ariba();
    const [vendor] = (await adapter.vendorPage({}, { top: 1 })).vendors;
    const url = adapter.supplier360Url(vendor?.smVendorId ?? '');
    expect(url).toBe(`${sim().base.ariba}/Supplier360/eu/${REALM}/${vendor?.smVendorId}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
