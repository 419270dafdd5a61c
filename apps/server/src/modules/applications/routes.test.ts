import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, type World } from '../../../test/world.ts';

const NEW_APP = { appName: 'Shop' };
const UPDATE = { enabled: true, type: 'Test', params: {} };
const TEST = { parentId: 'emailsJobConfiguration', fields: {}, region: 'eu' };
const UNKNOWN_APP = '00000000-0000-4000-8000-000000000001';

describe.each(testDatabases)('application routes on $name', (database) => {
  let w: World;
  let own: string;
  let foreign: string;
  beforeAll(async () => {
    w = await openWorld(database);
    own = dataOf<{ appId: string }>(await w.call('tenantAdmin', 'POST', '/api/apps', { appName: 'Own' }), 201).appId;
    foreign = dataOf<{ appId: string }>(await w.call('betaAdmin', 'POST', '/api/apps', { appName: 'Beta' }), 201).appId;
  });
  afterAll(() => w?.close());

  const app = (id: () => string, suffix = '') => ({ url: () => `/api/apps/${own}${suffix}`, foreignUrl: () => `/api/apps/${id()}${suffix}` });
  const ownApp = app(() => foreign);
  const named = app(() => foreign, '/name');
  const tested = app(() => foreign, '/testConnection');
  const secret = app(() => foreign, '/secrets/moodys/orbisApiToken');

  accessTests(() => w, [
    { endpoint: 'listApps', method: 'GET', url: () => '/api/apps' },
    { endpoint: 'createApp', method: 'POST', url: () => '/api/apps', payload: () => NEW_APP, forbidden: 'tenantEditor' },
    { endpoint: 'getApp', method: 'GET', url: ownApp.url, forbidden: 'userBvd', foreign: { actor: 'tenantAdmin', url: ownApp.foreignUrl } },
    {
      endpoint: 'updateApp',
      method: 'PUT',
      url: ownApp.url,
      payload: () => UPDATE,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: ownApp.foreignUrl },
    },
    {
      endpoint: 'renameApp',
      method: 'PUT',
      url: named.url,
      payload: () => ({ name: 'Other' }),
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: named.foreignUrl },
    },
    {
      endpoint: 'testAppConnection',
      method: 'POST',
      url: tested.url,
      payload: () => TEST,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: tested.foreignUrl },
    },
    { endpoint: 'revealAppSecret', method: 'GET', url: secret.url, forbidden: 'userBvd', foreign: { actor: 'tenantAdmin', url: secret.foreignUrl } },
    {
      endpoint: 'getAppClient',
      method: 'GET',
      url: () => `/api/tenants/default/appClient/${own}`,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => `/api/tenants/beta/appClient/${foreign}` },
    },
    {
      endpoint: 'generateAppClient',
      method: 'POST',
      url: () => '/api/tenants/appClient',
      payload: () => ({ tenantId: 'default', appId: own }),
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => '/api/tenants/appClient', payload: () => ({ tenantId: 'beta', appId: foreign }) },
    },
    {
      endpoint: 'revealAppClientSecret',
      method: 'GET',
      url: () => `/api/tenants/default/appClient/${own}/secret`,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => `/api/tenants/beta/appClient/${foreign}/secret` },
    },
  ]);

  it('answers 404 for another tenant’s application named under the caller’s own tenant', async () => {
    for (const url of [`/api/tenants/default/appClient/${foreign}`, `/api/tenants/default/appClient/${foreign}/secret`, `/api/apps/${UNKNOWN_APP}`]) {
      const response = await w.call('tenantAdmin', 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('lists only the tenant’s own applications, as label, value, type, state and integrations on', async () => {
    const beta = dataOf<unknown[]>(await w.call('betaAdmin', 'GET', '/api/apps'));
    const off = { catalystMapping: false, orbisSearchMapping: false, supplyChainMapping: false, riskMapping: false, questionnaireMapping: false };
    expect(beta).toEqual([{ label: 'Beta', value: foreign, type: 'Test', enabled: true, flags: off }]);
    const own = dataOf<{ label: string }[]>(await w.call('tenantAdmin', 'GET', '/api/apps'));
    expect(own.map((entry) => entry.label)).not.toContain('Beta');
  });

  it('lists the applications and their integrations to a user who may not configure them, and no more', async () => {
    const flagged = dataOf<{ appId: string }>(
      await w.call('tenantAdmin', 'POST', '/api/apps', { appName: 'Flagged', catalystMapping: { enabled: true }, supplyChainMapping: { enabled: false } }),
      201,
    ).appId;
    const listed = dataOf<{ value: string; enabled: boolean; flags: Record<string, boolean> }[]>(await w.call('userBvd', 'GET', '/api/apps'));
    const entry = listed.find((e) => e.value === flagged);
    expect(entry).toMatchObject({ enabled: true, flags: { catalystMapping: true, supplyChainMapping: false } });
    expect((await w.call('userBvd', 'GET', `/api/apps/${flagged}`)).statusCode).toBe(403);
  });

  it('lets a super administrator reach another tenant’s credentials through the path', async () => {
    const response = await w.call('superAdmin', 'GET', `/api/tenants/beta/appClient/${foreign}`);
    expect(dataOf(response)).toEqual({ appClient: null });
  });

  it('describes every application call in the OpenAPI document', async () => {
    const document = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations).toEqual(expect.arrayContaining(['listApps', 'getApp', 'createApp', 'updateApp', 'renameApp', 'testAppConnection', 'revealAppSecret', 'getAppClient', 'generateAppClient', 'revealAppClientSecret']));
  });
});
