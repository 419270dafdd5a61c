import { APP_MESSAGES, FORM_MESSAGES, appNameInUseMessage, startsMessage } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld, updateBody, VALID_PARAMS } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';

type Params = Record<string, Record<string, unknown>>;
const withValue = (section: string, values: Record<string, unknown>): Params => {
  const params: Params = structuredClone(VALID_PARAMS);
  params[section] = { ...params[section], ...values };
  return params;
};

/** One broken value per rule of APP-14, each with the field and message the server names. */
const PARAM_RULES: { section: string; values: Record<string, unknown>; field: string; message: string }[] = [
  { section: 'general', values: { realm: '   ' }, field: 'realm', message: FORM_MESSAGES.required },
  { section: 'general', values: { realm: null }, field: 'realm', message: FORM_MESSAGES.required },
  { section: 'general', values: { aribaApiUrl: 'not a url' }, field: 'aribaApiUrl', message: FORM_MESSAGES.url },
  { section: 'general', values: { customOAuthUrl: true }, field: 'aribaOAuthUrl', message: FORM_MESSAGES.required },
  { section: 'moodys', values: { orbisApiToken: '' }, field: 'orbisApiToken', message: FORM_MESSAGES.required },
  { section: 'moodys', values: { matchScoreLimit: 'high' }, field: 'matchScoreLimit', message: FORM_MESSAGES.notNumber },
  { section: 'moodys', values: { maxConcurrency: '2.5' }, field: 'maxConcurrency', message: FORM_MESSAGES.notInteger },
  { section: 'supplierDataWithPagination', values: { syncFromDate: '1999-01-01' }, field: 'syncFromDate', message: startsMessage('20') },
  {
    section: 'supplierDataWithPagination',
    values: { syncFromDate: '2024-01-01', fullSync: true },
    field: 'fullSync',
    message: FORM_MESSAGES.mutualExclusive,
  },
  { section: 'organizationImport', values: { sources: [{ name: '', url: 'https://a.example' }] }, field: 'sources.0.name', message: FORM_MESSAGES.columnRequired },
  { section: 'organizationImport', values: { sources: [{ name: 'a', url: 'nope' }] }, field: 'sources.0.url', message: FORM_MESSAGES.url },
  { section: 'emailsJobConfiguration', values: { sendEmails: true, emailsNotifications: [] }, field: 'emailsNotifications', message: FORM_MESSAGES.required },
];

describe.each(testDatabases)('application rules on $name', (database) => {
  let w: AppsWorld;
  let appId: string;
  beforeAll(async () => {
    w = await openAppsWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Rules' }), 201).appId;
  });
  afterAll(() => w?.close());

  const list = async () => dataOf<{ label: string }[]>(await w.call('GET', '/api/apps'));
  const current = async () => dataOf<unknown>(await w.call('GET', `/api/apps/${appId}`));

  it.each(['', '   ', undefined])('create refuses the name %j with the message of APP-9 and writes nothing', async (appName) => {
    const before = await list();
    expectFieldError(await w.call('POST', '/api/apps', { appName }), 'body.appName', APP_MESSAGES.nameRequired);
    expect(await list()).toEqual(before);
  });

  it('creates a Test application, enabled, and turns the first space of its name into an underscore', async () => {
    const created = dataOf<Record<string, unknown>>(await w.call('POST', '/api/apps', { appName: ' New shop app ' }), 201);
    expect(created).toMatchObject({ appName: 'New_shop app', type: 'Test', enabled: true, service: 'ariba', riskMapping: { enabled: false } });
    expect(await list()).toContainEqual(expect.objectContaining({ label: 'New_shop app', value: created.appId, type: 'Test', enabled: true }));
  });

  it('refuses a name in use, whatever its case, with 409 and the name-in-use message', async () => {
    const before = await list();
    const response = await w.call('POST', '/api/apps', { appName: 'rules' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: appNameInUseMessage('rules'), errors: [{ field: 'body.appName', message: appNameInUseMessage('rules') }] });
    expect(await list()).toEqual(before);
  });

  it('renames, answering the new list and the renamed entry, and refuses a name in use', async () => {
    const other = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Other' }), 201).appId;
    const renamed = dataOf<{ newApplist: unknown[]; newSelectedApp: unknown }>(await w.call('PUT', `/api/apps/${other}/name`, { name: 'Other two' }));
    expect(renamed.newSelectedApp).toMatchObject({ label: 'Other_two', value: other, type: 'Test' });
    expect(renamed.newApplist).toContainEqual(renamed.newSelectedApp);
    const taken = await w.call('PUT', `/api/apps/${other}/name`, { name: 'Rules' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: appNameInUseMessage('Rules') });
    expectFieldError(await w.call('PUT', `/api/apps/${other}/name`, { name: ' ' }), 'body.name', APP_MESSAGES.nameRequired);
    expect((await list()).map((entry) => entry.label)).toContain('Other_two');
  });

  it.each(PARAM_RULES)('update refuses $field of $section with "$message" and writes nothing', async ({ section, values, field, message }) => {
    const before = await current();
    const response = await w.call('PUT', `/api/apps/${appId}`, updateBody(withValue(section, values)));
    expectFieldError(response, `body.params.${section}.${field}`, message);
    expect(await current()).toEqual(before);
  });

  it('checks Risk Configuration only while the risk mapping is enabled', async () => {
    const broken = withValue('riskApi', { riskFields: [{ field: 'X', label: 'x' }] });
    expect((await w.call('PUT', `/api/apps/${appId}`, updateBody(broken))).statusCode).toBe(200);
    const enabled = await w.call('PUT', `/api/apps/${appId}`, updateBody(broken, { riskMapping: { enabled: true } }));
    expectFieldError(enabled, 'body.params.riskApi.riskFields.0.field', startsMessage('FIELD_'));
  });

  it('stores what the form would: ending slashes added, numbers as numbers, unknown keys dropped', async () => {
    const params = withValue('moodys', { orbisUrl: 'https://orbis.example', matchScoreLimit: '90', stray: 'x' });
    const saved = dataOf<{ params: Params }>(await w.call('PUT', `/api/apps/${appId}`, updateBody(params, { appName: 'Ignored' })));
    expect(saved.params.moodys).toMatchObject({ orbisUrl: 'https://orbis.example/', matchScoreLimit: 90 });
    expect(saved.params.moodys).not.toHaveProperty('stray');
    expect((await list()).map((entry) => entry.label)).not.toContain('Ignored');
  });
});
