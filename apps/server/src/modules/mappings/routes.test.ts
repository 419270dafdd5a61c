import { MAPPING_MESSAGES, type MappingSet } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, signIn, type Tokens } from '../../../test/sign-in.ts';
import { createTestUser } from '../../../test/test-app.ts';
import { openWorld, PASSWORD, type World } from '../../../test/world.ts';

const row = (field: string, values: string[], extra: object = {}) => ({ field, label: field, values, ...extra });
const content = (rows: object[], list: object | null = null) => ({ rows, list });
const QUESTIONS = { id: 'TPL-ORBIS', name: 'Orbis Company Data', origin: 'provider', items: [{ value: 'Q1', label: 'Legal name' }, { value: 'Q2', label: 'City' }, { value: 'Q1', label: 'Legal name' }] };

describe.each(testDatabases)('mapping routes on $name', (database) => {
  let w: World;
  let own: string;
  let off: string;
  let foreign: string;
  let catalystOnly: Tokens;
  const base = (app: string, type = 'questionnaireMapping') => `/api/apps/${app}/mappings/${type}`;
  const set = async (app = own, type = 'questionnaireMapping') => dataOf<MappingSet>(await w.call('tenantAdmin', 'GET', base(app, type)));

  beforeAll(async () => {
    w = await openWorld(database);
    const create = async (actor: 'tenantAdmin' | 'betaAdmin', appName: string, on: boolean) =>
      dataOf<{ appId: string }>(
        await w.call(actor, 'POST', '/api/apps', { appName, questionnaireMapping: { enabled: on }, riskMapping: { enabled: on }, catalystMapping: { enabled: on } }),
        201,
      ).appId;
    own = await create('tenantAdmin', 'Mapped', true);
    off = await create('tenantAdmin', 'Unmapped', false);
    foreign = await create('betaAdmin', 'BetaMapped', true);
    const role = { roleId: 'catalystMapper', name: 'catalystmapper', description: 'Maps the Compliance Catalyst', permissions: ['Connector.Mappings.Catalyst'] };
    expect((await w.call('superAdmin', 'POST', '/api/roles', role)).statusCode).toBe(201);
    await createTestUser(w.db, { tenantId: 'default', email: 'mapper@default.local', password: PASSWORD, roles: ['catalystMapper'], firstName: 'Catalyst', lastName: 'Mapper' });
    catalystOnly = await signIn(w.app, { email: 'mapper@default.local', password: PASSWORD, host: 'localhost' });
  });
  afterAll(() => w?.close());

  const saved = () => ({ revision: 0, content: content([row('NAME', ['Q1'])]) });
  const ownUrl = (suffix = '') => () => `${base(own)}${suffix}`;
  const foreignUrl = (suffix = '') => () => `${base(foreign)}${suffix}`;
  const guarded = (endpoint: string, method: 'GET' | 'POST' | 'PUT', suffix = '', payload?: () => object) => ({
    endpoint,
    method,
    url: ownUrl(suffix),
    ...(payload ? { payload } : {}),
    forbidden: 'tenantEditor' as const,
    foreign: { actor: 'tenantAdmin' as const, url: foreignUrl(suffix) },
  });

  accessTests(() => w, [
    guarded('getMappingSet', 'GET'),
    guarded('createMappingVersion', 'POST', '/versions', saved),
    guarded('updateMappingVersion', 'PUT', '/versions/0', saved),
    guarded('activateMappingVersion', 'PUT', '/active', () => ({ revision: 0, version: 0 })),
    guarded('getMappingEmails', 'GET', '/emails'),
    guarded('updateMappingJob', 'PUT', '/job', () => ({ emails: ['a@default.local'] })),
    guarded('runMappingWriteBack', 'POST', '/run', () => ({})),
  ]);

  it('numbers a new version the highest plus one from 0, makes the first active, and keeps the number of an edited one', async () => {
    expect(await set()).toMatchObject({ active: null, revision: 0, enabled: true, versions: [] });
    const first = dataOf<MappingSet>(await w.call('tenantAdmin', 'POST', `${base(own)}/versions`, saved()), 201);
    expect(first).toMatchObject({ active: 0, revision: 1, versions: [{ version: 0 }] });
    const second = dataOf<MappingSet>(await w.call('tenantAdmin', 'POST', `${base(own)}/versions`, { revision: 1, content: content([row('CITY', ['Q2'])]) }), 201);
    expect(second).toMatchObject({ active: 0, revision: 2 });
    expect(second.versions.map((v) => v.version)).toEqual([0, 1]);
    const edited = dataOf<MappingSet>(await w.call('tenantAdmin', 'PUT', `${base(own)}/versions/1`, { revision: 2, content: content([row('CITY', ['Q2', 'Q1', 'Q2'])]) }));
    expect(edited.versions.map((v) => v.version)).toEqual([0, 1]);
    // Duplicate values are removed as the version is stored.
    expect(edited.versions[1]?.content.rows[0]?.values).toEqual(['Q2', 'Q1']);
    expect(edited).toMatchObject({ active: 0, revision: 3 });
  });

  it('activates one version at a time, in one step for an older one, and records who did it', async () => {
    const activated = dataOf<MappingSet>(await w.call('tenantAdmin', 'PUT', `${base(own)}/active`, { revision: 3, version: 1 }));
    expect(activated).toMatchObject({ active: 1, revision: 4 });
    const back = dataOf<MappingSet>(await w.call('tenantAdmin', 'PUT', `${base(own)}/active`, { revision: 4, version: 0 }));
    expect(back).toMatchObject({ active: 0, revision: 5 });
    const trail = dataOf<{ rows: { action: string; after: Record<string, unknown> }[] }>(await w.call('tenantAdmin', 'GET', `/api/audit/mapping/${own}:questionnaireMapping`)).rows;
    expect(trail.map((e) => e.action)).toEqual(['activate', 'activate', 'update-version', 'create-version', 'create-version']);
    expect(trail[0]?.after).toEqual({ active: 0 });
  });

  it('tells the second of two administrators saving at once that the mapping changed, and writes nothing for them', async () => {
    const before = await set();
    const body = { revision: before.revision, content: content([row('STATUS', ['Q1'])]) };
    const [a, b] = await Promise.all([
      w.call('tenantAdmin', 'POST', `${base(own)}/versions`, body),
      w.call('tenantAdmin', 'POST', `${base(own)}/versions`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ success: false, message: MAPPING_MESSAGES.versionChanged, errors: [{ field: 'body.revision' }] });
    expect((await set()).versions).toHaveLength(before.versions.length + 1);
    const stale = await w.call('tenantAdmin', 'PUT', `${base(own)}/active`, { revision: before.revision, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await set()).active).toBe(before.active);
  });

  it('answers 404 for a version that does not exist, and 400 naming the field for bad input, writing nothing', async () => {
    const { revision } = await set();
    const missing = await w.call('tenantAdmin', 'PUT', `${base(own)}/versions/99`, { revision, content: content([]) });
    expect(missing.statusCode).toBe(404);
    expect((await w.call('tenantAdmin', 'PUT', `${base(own)}/active`, { revision, version: 99 })).statusCode).toBe(404);
    const cases: [string, object, string][] = [
      [base(own), { revision, content: content([row('NAME', ['Q1']), row('NAME', ['Q2'])]) }, 'body.content.rows.1.field'],
      [base(own), { revision, content: content([row('NOT_AN_ORBIS_FIELD', ['Q1'])]) }, 'body.content.rows.0.field'],
      [base(own), { revision, content: content([row('NAME', ['Q9'])], QUESTIONS) }, 'body.content.rows.0.values'],
      [base(own, 'riskMapping'), { revision: 0, content: content([row('FIELD_01', ['chapter'], { optionRisk: 'orbis' })]) }, 'body.content.rows.0.chapter'],
      [base(own, 'riskMapping'), { revision: 0, content: content([row('FIELD_01', ['NOT_ORBIS'], { optionRisk: 'orbis' })]) }, 'body.content.rows.0.values'],
      [base(own, 'riskMapping'), { revision: 0, content: content([row('FIELD_301', ['CF_RA_Score'])]) }, 'body.content.rows.0.field'],
      [base(own), { revision: -1, content: content([]) }, 'body.revision'],
      [base(own), { revision, content: { rows: 'none' } }, 'body.content.rows'],
    ];
    for (const [url, body, field] of cases) {
      const response = await w.call('tenantAdmin', 'POST', `${url}/versions`, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field), response.body).toContain(field);
    }
    expect((await w.call('tenantAdmin', 'GET', `/api/apps/${own}/mappings/notAType`)).statusCode).toBe(400);
    expect((await set(own, 'riskMapping')).versions).toEqual([]);
    expect((await set()).revision).toBe(revision);
  });

  it('keeps a list only while its integration is on, without duplicate items', async () => {
    const on = dataOf<MappingSet>(await w.call('tenantAdmin', 'POST', `${base(own, 'catalystMapping')}/versions`, { revision: 0, content: content([row('CF_RA_Score', ['Q1'])], QUESTIONS) }), 201);
    expect(on.versions[0]?.content.list?.items.map((i) => i.value)).toEqual(['Q1', 'Q2']);
    const offSet = dataOf<MappingSet>(await w.call('tenantAdmin', 'POST', `${base(off)}/versions`, { revision: 0, content: content([row('NAME', ['Q1'])], QUESTIONS) }), 201);
    expect(offSet).toMatchObject({ enabled: false, versions: [{ content: { list: null } }] });
  });

  it('lets a person see and change only the mapping types their role grants', async () => {
    const as = (url: string) => w.app.inject({ method: 'GET', url, headers: bearer(catalystOnly, 'localhost') });
    expect((await as(base(own, 'catalystMapping'))).statusCode).toBe(200);
    expect((await as(base(own, 'supplyChainMapping'))).statusCode).toBe(200);
    const refused = await as(base(own, 'riskMapping'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MAPPING_MESSAGES.forbiddenType });
    expect((await as(base(own, 'questionnaireMapping'))).statusCode).toBe(403);
  });

  it('lists the tenant’s users to notify, and saves who hears of a write-back and a Catalyst’s model on the application', async () => {
    const emails = dataOf<{ email: string }[]>(await w.call('tenantAdmin', 'GET', `${base(own)}/emails`));
    expect(emails.map((e) => e.email)).toContain('admin2@default.local');
    expect(emails.map((e) => e.email)).not.toContain('admin@beta.local');
    const job = await w.call('tenantAdmin', 'PUT', `${base(own)}/job`, { emails: ['Admin2@default.local', 'admin2@default.local'] });
    expect(dataOf(job)).toEqual({ emails: ['admin2@default.local'] });
    const model = await w.call('tenantAdmin', 'PUT', `${base(own, 'catalystMapping')}/job`, { model: { id: 'M1', Name: 'Standard' } });
    expect(dataOf(model)).toEqual({ model: { id: 'M1', Name: 'Standard' } });
    const app = dataOf<{ orbisJobEmails: string[]; catalystModel: unknown }>(await w.call('tenantAdmin', 'GET', `/api/apps/${own}`));
    expect(app).toMatchObject({ orbisJobEmails: ['admin2@default.local'], catalystModel: { id: 'M1', Name: 'Standard' } });
    const empty = await w.call('tenantAdmin', 'PUT', `${base(own, 'riskMapping')}/job`, { emails: ['a@b.co'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: MAPPING_MESSAGES.mappingPropNotSent });
    const bad = await w.call('tenantAdmin', 'PUT', `${base(own)}/job`, { emails: ['not an address'] });
    expect(bad.statusCode).toBe(400);
  });
});
