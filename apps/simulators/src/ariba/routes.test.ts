import {
  ARIBA_EXPORT_FIELDS,
  ARIBA_QUESTIONNAIRE_TITLES,
  ARIBA_REGISTRATION_QUESTIONS,
  ARIBA_REGISTRATION_STATUSES,
  AribaForms,
  AribaStatusEnvelope,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aribaSession, F, idOf, type AribaSession, type Vendor } from '../../test/ariba.ts';
import { buildTestSimulators } from '../../test/test-app.ts';

const FORMS = '/ariba/api/supplier-forms/v1/prod/forms';

describe('Ariba vendorDataRequests', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  let everyone: Vendor[];

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
    everyone = await ariba.walk({}, 1000);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a JSON array of vendors in the standard export columns, null where a value is missing', async () => {
    const response = await ariba.vendors({}, { top: 3 });
    expect(response.statusCode).toBe(200);
    const items = response.json<unknown[]>();
    expect(Array.isArray(items)).toBe(true);
    const [first] = items as Vendor[];
    expect(Object.keys(first ?? {})).toEqual(Object.values(ARIBA_EXPORT_FIELDS));
    expect(first?.[F.smVendorId]).toBe('S10028001');
    expect(first?.[F.lastUpdated]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(everyone.every((v) => v[F.regionCode] === null)).toBe(true);
    expect(everyone.some((v) => v[F.postalCode] === null) && everyone.some((v) => v[F.taxId] === null)).toBe(true);
    expect(everyone.some((v) => v[F.erpVendorId] === null) && everyone.some((v) => typeof v[F.erpVendorId] === 'string')).toBe(true);
  });

  it('walks every page with $skip set to the nextToken, the count just before it', async () => {
    const pages = [];
    let skip: number | undefined = 0;
    while (skip !== undefined) {
      const items = (await ariba.vendors({}, { skip, top: 500, count: true })).json<unknown[]>();
      pages.push(items);
      const last = items.at(-1) as { nextToken?: number };
      skip = last.nextToken;
    }
    expect(pages).toHaveLength(3);
    expect(pages[0]?.slice(-2)).toEqual([{ count: 1300 }, { nextToken: 500 }]);
    expect(pages[2]?.at(-1)).toEqual({ count: 1300 });
    const ids = pages.flatMap((items) => (items as Vendor[]).filter((v) => F.smVendorId in v).map(idOf));
    expect(ids).toEqual(everyone.map(idOf));
    expect(new Set(ids).size).toBe(1300);
    expect((await ariba.vendors({}, { skip: 500, top: 500 })).json<unknown[]>().at(-1)).toEqual({ nextToken: 1000 });
  });

  it('answers 423 in its envelope for an invalid query parameter', async () => {
    const queries = [{ top: 1001 }, { top: 0 }, { filter: "updatedDateFrom gt '2025-01-01T00:00:00Z'" }, { filter: "updatedDateFrom ge 'yesterday'" }, { filter: 'anything' }];
    for (const query of queries) {
      const response = await ariba.vendors({}, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(423);
      const body = AribaStatusEnvelope.parse(response.json());
      expect(body).toMatchObject({ status: 'Error', statusCode: 423, errorMessages: [{ errorType: 'Error', message: 'Invalid Parameter', resolution: '', errorCode: 423 }] });
      expect(body.errorMessages?.[0]?.cause).toMatch(/\$top|\$filter/);
    }
    expect((await ariba.vendors({}, { skip: -1 })).statusCode).toBe(423);
  });

  it('answers 400 in the same envelope for an invalid body', async () => {
    for (const body of [{ withQuestionnaire: 'yes' }, { outputFormat: 'CSV' }, { smVendorIds: 'S10028001' }]) {
      const response = await ariba.vendors(body as never);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'Error', statusCode: 400, errorMessages: [{ errorCode: 400, cause: expect.any(String) }] });
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/ariba/api/supplierdatapagination/v4/prod/vendorDataRequests?realm=connector-T',
      headers: { ...ariba.headers, 'content-type': 'application/json' },
      payload: '{"withQuestionnaire":',
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { status: 'Error', statusCode: 400, errorMessages: [expect.objectContaining({ errorCode: 400 })] }]);
    expect(broken.headers['x-ratelimit-remaining-day']).toMatch(/^\d+$/);
  });

  it('filters by SM and ERP vendor ids and by statuses as plain text', async () => {
    const withErp = everyone.filter((v) => v[F.erpVendorId] !== null).slice(0, 3);
    expect((await ariba.page({ smVendorIds: ['S10028005', 'S10028002', 'S99999999'] })).vendors.map(idOf)).toEqual(['S10028002', 'S10028005']);
    expect((await ariba.page({ erpVendorIds: withErp.map((v) => String(v[F.erpVendorId])) })).vendors.map(idOf)).toEqual(withErp.map(idOf));
    const denied = everyone.filter((v) => v[F.registrationStatus] === 'RegistrationDenied');
    expect(denied.length).toBeGreaterThan(5);
    expect((await ariba.page({ registrationStatusList: ['RegistrationDenied'] })).vendors.map(idOf)).toEqual(denied.map(idOf));
    expect((await ariba.page({ registrationStatusList: ['InQualificationReview'] })).vendors).toEqual([]);
    const both = everyone.filter((v) => v[F.registrationStatus] === 'Registered' && v[F.qualificationStatus] === 'Qualified');
    expect((await ariba.page({ registrationStatusList: ['Registered'], qualificationStatusList: ['Qualified'] }, { count: true })).count).toBe(both.length);
    expect(everyone.every((v) => (ARIBA_REGISTRATION_STATUSES as readonly unknown[]).includes(v[F.registrationStatus]))).toBe(true);
  });

  it('lists where an invited vendor\u2019s questionnaires live when asked, without answers; none before an invitation', async () => {
    const invited = everyone.find((v) => v[F.registrationStatus] === 'Registered');
    const never = everyone.find((v) => v[F.registrationStatus] === 'NotInvited');
    const page = await ariba.page({ smVendorIds: [idOf(invited ?? {}), idOf(never ?? {})], withQuestionnaire: true });
    const digits = idOf(invited ?? {}).slice(1);
    const listed = page.vendors.find((v) => idOf(v) === idOf(invited ?? {}))?.questionnaires;
    expect(listed).toEqual([
      ['Doc1', 'Supplier Registration Questionnaire'],
      ['Doc2', ARIBA_QUESTIONNAIRE_TITLES.orbis],
      ['Doc3', ARIBA_QUESTIONNAIRE_TITLES.complianceCatalyst],
      ['Doc4', ARIBA_QUESTIONNAIRE_TITLES.supplyChainCatalyst],
    ].map(([doc, title]) => ({ questionnaireId: `${doc}${digits}`, questionnaireTitle: title, workspaceType: 'SupplierRegistration', workspaceId: `WS1${digits}`, matrixInfo: { Status: 'Approved' } })));
    expect(page.vendors.find((v) => idOf(v) === idOf(never ?? {}))?.questionnaires).toEqual([]);
    expect((await ariba.page({ smVendorIds: [idOf(invited ?? {})] })).vendors[0]).not.toHaveProperty('questionnaires');
  });
});

describe('Ariba forms and pages', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the registration form and the three product templates of the realm', async () => {
    const response = await ariba.call('GET', FORMS);
    expect(response.statusCode).toBe(200);
    const [registration, ...templates] = AribaForms.parse(response.json());
    expect(registration).toMatchObject({ formId: 'CF-REGISTRATION', kind: 'customForm', title: 'Supplier Registration Questionnaire' });
    expect(registration?.questions.map((q) => q.externalQuestionId)).toEqual([...ARIBA_REGISTRATION_QUESTIONS]);
    expect(templates.map((t) => [t.formId, t.kind, t.product, t.title])).toEqual([
      ['TPL-ORBIS', 'questionnaire', 'orbis', ARIBA_QUESTIONNAIRE_TITLES.orbis],
      ['TPL-CC', 'questionnaire', 'complianceCatalyst', ARIBA_QUESTIONNAIRE_TITLES.complianceCatalyst],
      ['TPL-SCC', 'questionnaire', 'supplyChainCatalyst', ARIBA_QUESTIONNAIRE_TITLES.supplyChainCatalyst],
    ]);
    for (const template of templates) expect(template.questions.length).toBeGreaterThan(5);
  });

  it('serves the Supplier 360 page by region, realm and vendor, outside the gateway', async () => {
    const page = await app.inject({ method: 'GET', url: '/ariba/Supplier360/eu/connector-T/S10028001' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('S10028001');
    expect((await app.inject({ method: 'GET', url: '/ariba/Supplier360/mars/connector-T/S10028001' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/ariba/Supplier360/eu/connector-T/S99999999' })).statusCode).toBe(404);
  });
});
