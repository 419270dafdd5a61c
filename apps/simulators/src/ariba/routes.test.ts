import {
  ARIBA_MESSAGES,
  ARIBA_PAGE_LIMIT,
  ARIBA_QUESTIONNAIRE_TEMPLATES,
  ARIBA_REGISTRATION_QUESTIONS,
  AribaForms,
  type AribaVendor,
  type VendorDataPage,
} from '@connector/contracts/providers/ariba';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../../test/test-app.ts';

const { clientId, clientSecret, apiKey } = SIMULATOR_DEFAULTS.ariba;
const API = '/ariba/api/supplierdatapagination/v4/prod';
const APPROVAL = '/ariba/api/sourcing-approval/v2/prod';
const FORMS = '/ariba/api/supplier-forms/v1/prod/forms';

describe('Ariba simulator', () => {
  let app: FastifyInstance;
  let token: string;
  const headers = () => ({ authorization: `Bearer ${token}`, apikey: apiKey });
  const vendors = (url: string, body: object = {}) => app.inject({ method: 'POST', url: `${API}/vendorDataRequests${url}`, headers: headers(), payload: body });

  beforeAll(async () => {
    app = await buildTestSimulators();
    const response = await app.inject({
      method: 'POST',
      url: '/ariba/v2/oauth/token',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode).toBe(200);
    token = response.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('issues a bearer token for the configured realms, and refuses bad client credentials', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/ariba/v2/oauth/token',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:wrong`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(bad.statusCode).toBe(401);
    const good = await app.inject({
      method: 'POST',
      url: '/ariba/v2/oauth/token?grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    });
    expect(good.json()).toMatchObject({ token_type: 'bearer', expires_in: 1440, realms: ['connector-T', 'second-T'] });
  });

  it('answers 400 with the exact apiKey message when the header is missing', async () => {
    const response = await app.inject({ method: 'POST', url: `${API}/vendorDataRequests?realm=connector-T`, headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The apiKey is missing in the header.');
  });

  it('answers 400 with the exact realm message for a realm outside the token', async () => {
    const response = await vendors('?realm=foreign-T');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Realm foreign-T in the request does not match with realms in the token.');
    expect(ARIBA_MESSAGES.realmMismatch('foreign-T')).toBe(response.json().message);
  });

  it('answers 401 without a valid bearer token', async () => {
    const response = await app.inject({ method: 'POST', url: `${API}/vendorDataRequests?realm=connector-T`, headers: { apikey: apiKey, authorization: 'Bearer nope' }, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('walks every page with $skip set to the previous page token', async () => {
    const seen: AribaVendor[] = [];
    let skip: number | null = 0;
    let pages = 0;
    while (skip !== null) {
      const response = await vendors(`?realm=connector-T&$skip=${skip}&$count=true`);
      expect(response.statusCode).toBe(200);
      const page = response.json<VendorDataPage>();
      expect(page.vendors.length).toBeLessThanOrEqual(ARIBA_PAGE_LIMIT);
      expect(page.totalCount).toBe(1300);
      seen.push(...page.vendors);
      skip = page.pageToken;
      pages++;
    }
    expect(pages).toBe(2);
    expect(new Set(seen.map((v) => v.smVendorId)).size).toBe(1300);
    expect(seen[0]?.smVendorId).toMatch(/^S\d{8}$/);
  });

  it('refuses a page larger than the limit', async () => {
    expect((await vendors('?realm=connector-T&$top=1001')).statusCode).toBe(400);
  });

  it('writes questionnaire answers that the vendor data then shows', async () => {
    const write = await app.inject({
      method: 'POST',
      url: `${API}/vendors/S10028003/qna?realm=connector-T`,
      headers: headers(),
      payload: { questionnaireId: 'Doc2000001', answers: [{ externalQuestionId: 'BVD_ID', questionLabel: 'BvD ID', answer: 'DE123456789' }] },
    });
    expect(write.json()).toEqual({ smVendorId: 'S10028003', questionnaireId: 'Doc2000001', updated: 1 });
    const page = (await vendors('?realm=connector-T', { smVendorIds: ['S10028003'], withQuestionnaire: true })).json<VendorDataPage>();
    const questionnaire = page.vendors[0]?.questionnaires?.find((q) => q.questionnaireId === 'Doc2000001');
    expect(questionnaire?.answers).toEqual([{ externalQuestionId: 'BVD_ID', questionLabel: 'BvD ID', answer: 'DE123456789' }]);
    const unknown = await app.inject({ method: 'POST', url: `${API}/vendors/S99999999/qna?realm=connector-T`, headers: headers(), payload: { questionnaireId: 'x', answers: [{ externalQuestionId: 'a', answer: 'b' }] } });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists pending approvables, shows a task and approves it once', async () => {
    const pending = (await app.inject({ method: 'GET', url: `${APPROVAL}/pendingApprovables?realm=connector-T`, headers: headers() })).json<{ taskId: string; smVendorId: string }[]>();
    expect(pending.length).toBeGreaterThan(0);
    const [task] = pending;
    if (!task) throw new Error('no pending task');
    const shown = await app.inject({ method: 'GET', url: `${APPROVAL}/Task/${task.taskId}?realm=connector-T`, headers: headers() });
    expect(shown.json()).toMatchObject({ taskId: task.taskId, status: 'Pending' });
    const action = { method: 'POST' as const, url: `${APPROVAL}/action?realm=connector-T`, headers: headers(), payload: { taskId: task.taskId, actionName: 'Approve' } };
    expect((await app.inject(action)).json()).toMatchObject({ status: 'Approved' });
    expect((await app.inject(action)).statusCode).toBe(409);
    const vendor = (await vendors('?realm=connector-T', { smVendorIds: [task.smVendorId] })).json<VendorDataPage>().vendors[0];
    expect(vendor?.registrationStatus).toBe('Registered');
  });

  it('accepts a risk exposure push and reports it with the vendor', async () => {
    const exposure = { source: 'ComplianceCatalyst', score: 72, scoreLabel: 'High', alertCount: 4, assessedOn: '2025-01-01T00:00:00Z' };
    const push = await app.inject({ method: 'POST', url: '/ariba/api/supplier-risk/v1/prod/vendors/S10028004/riskExposure?realm=connector-T', headers: headers(), payload: exposure });
    expect(push.statusCode).toBe(202);
    const vendor = (await vendors('?realm=connector-T', { smVendorIds: ['S10028004'] })).json<VendorDataPage>().vendors[0];
    expect(vendor?.riskExposures).toEqual([exposure]);
  });

  it('serves the Supplier 360 page by region, realm and vendor', async () => {
    const page = await app.inject({ method: 'GET', url: '/ariba/Supplier360/eu/connector-T/S10028001' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('S10028001');
    expect((await app.inject({ method: 'GET', url: '/ariba/Supplier360/mars/connector-T/S10028001' })).statusCode).toBe(404);
  });

  it('lists the registration form and the three product templates of the realm', async () => {
    const response = await app.inject({ method: 'GET', url: `${FORMS}?realm=connector-T`, headers: headers() });
    expect(response.statusCode).toBe(200);
    const forms = AribaForms.parse(response.json());
    const [registration, ...templates] = forms;
    expect(registration).toMatchObject({ formId: 'CF-REGISTRATION', kind: 'customForm', title: 'Supplier Registration Questionnaire' });
    expect(registration?.questions.map((q) => q.externalQuestionId)).toEqual([...ARIBA_REGISTRATION_QUESTIONS]);
    expect(templates.map((t) => [t.formId, t.kind, t.product])).toEqual([
      [ARIBA_QUESTIONNAIRE_TEMPLATES.orbis, 'questionnaire', 'orbis'],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.complianceCatalyst, 'questionnaire', 'complianceCatalyst'],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.supplyChainCatalyst, 'questionnaire', 'supplyChainCatalyst'],
    ]);
    const prefixes = { orbis: 'ORBIS_', complianceCatalyst: 'CC_', supplyChainCatalyst: 'SCC_' } as const;
    for (const template of templates) {
      expect(template.questions.length).toBeGreaterThan(5);
      for (const q of template.questions) expect(q.externalQuestionId.startsWith(prefixes[template.product ?? 'orbis'])).toBe(true);
    }
  });

  it('labels the registration answers as the forms list does', async () => {
    const forms = AribaForms.parse((await app.inject({ method: 'GET', url: `${FORMS}?realm=connector-T`, headers: headers() })).json());
    const page = (await vendors('?realm=connector-T', { smVendorIds: ['S10028001'], withQuestionnaire: true })).json<VendorDataPage>();
    const answers = page.vendors[0]?.questionnaires?.[0]?.answers ?? [];
    expect(answers.map(({ externalQuestionId, questionLabel }) => ({ externalQuestionId, questionLabel }))).toEqual(forms[0]?.questions);
    expect(answers.find((a) => a.externalQuestionId === 'ADDRESS_LINE1')?.answer).toMatch(/\S/);
  });

  it('guards the forms list like every Ariba API call', async () => {
    expect((await app.inject({ method: 'GET', url: `${FORMS}?realm=connector-T`, headers: { apikey: apiKey } })).statusCode).toBe(401);
    const foreign = await app.inject({ method: 'GET', url: `${FORMS}?realm=foreign-T`, headers: headers() });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(ARIBA_MESSAGES.realmMismatch('foreign-T'));
    expect((await app.inject({ method: 'GET', url: `${FORMS}?realm=second-T`, headers: headers() })).statusCode).toBe(200);
  });

  it('forgets tokens when told to, so clients must fetch a new one', async () => {
    expect((await app.inject({ method: 'POST', url: '/__sim/ariba/revoke-tokens' })).statusCode).toBe(204);
    expect((await vendors('?realm=connector-T')).statusCode).toBe(401);
  });
});
