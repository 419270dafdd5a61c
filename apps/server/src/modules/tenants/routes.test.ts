import { TENANT_MESSAGES as M } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests, type InvalidCase, withField } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validTenant, type World } from '../../../test/world.ts';

const { tenantId: _t, name: _n, ...updateBody } = validTenant('x');
const long = (n: number) => 'a'.repeat(n);

/** Every field rule shared by create and update (TEN-5). */
const SHARED_RULES: InvalidCase[] = [
  { field: 'city', value: '', message: M.city },
  { field: 'city', value: long(17), message: M.city },
  { field: 'city', value: undefined, message: M.city },
  { field: 'address', value: ' ', message: M.address },
  { field: 'address', value: long(51), message: M.address },
  { field: 'email', value: 'not-an-email', message: M.email },
  { field: 'email', value: undefined, message: M.email },
  { field: 'webSiteUrl', value: 'not a url', message: M.webSiteUrl },
  { field: 'webSiteUrl', value: 'ftp://files.example', message: M.webSiteUrl },
  { field: 'language', value: 'fr', message: M.language },
  { field: 'language', value: undefined, message: M.language },
];
const CREATE_RULES: InvalidCase[] = [
  ...SHARED_RULES,
  { field: 'name', value: '', message: M.name },
  { field: 'name', value: '!!! ***', message: M.name },
  { field: 'name', value: long(17), message: M.name },
  { field: 'name', value: undefined, message: M.name },
  { field: 'tenantId', value: '', message: M.tenantId },
  { field: 'tenantId', value: '-- --', message: M.tenantId },
  { field: 'tenantId', value: long(17), message: M.tenantId },
  { field: 'tenantId', value: undefined, message: M.tenantId },
];

describe.each(testDatabases)('tenant routes on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  accessTests(() => w, [
    { endpoint: 'listTenants', method: 'GET', url: () => '/api/tenants', forbidden: 'tenantAdmin' },
    { endpoint: 'createTenant', method: 'POST', url: () => '/api/tenants', payload: () => validTenant('zeta'), forbidden: 'tenantEditor' },
    {
      endpoint: 'getTenant',
      method: 'GET',
      url: () => '/api/tenants/default',
      forbidden: 'tenantAdmin',
      foreign: { actor: 'tenantEditor', url: () => '/api/tenants/beta' },
    },
    {
      endpoint: 'updateTenant',
      method: 'PUT',
      url: () => '/api/tenants/default',
      payload: () => updateBody,
      forbidden: 'tenantAdmin',
      foreign: { actor: 'tenantEditor', url: () => '/api/tenants/beta' },
    },
    {
      endpoint: 'revealTenantSecret',
      method: 'GET',
      url: () => '/api/tenants/default/appClientSecret',
      forbidden: 'tenantAdmin',
      foreign: { actor: 'tenantEditor', url: () => '/api/tenants/beta/appClientSecret' },
    },
    { endpoint: 'getOwnTenant', method: 'GET', url: () => '/api/tenant/configuration', forbidden: 'userBvd' },
    { endpoint: 'updateOwnTenant', method: 'PUT', url: () => '/api/tenant/configuration', payload: () => updateBody, forbidden: 'userBvd' },
    { endpoint: 'revealOwnTenantSecret', method: 'GET', url: () => '/api/tenant/configuration/appClientSecret', forbidden: 'userBvd' },
  ]);

  const tenantsNow = async () => dataOf<unknown[]>(await w.call('superAdmin', 'GET', '/api/tenants'));

  it.each(CREATE_RULES)('create refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await tenantsNow();
    const response = await w.call('superAdmin', 'POST', '/api/tenants', withField(validTenant('delta'), field, value));
    expectFieldError(response, `body.${field}`, message);
    expect(await tenantsNow()).toEqual(before);
  });

  it.each(SHARED_RULES)('update refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await tenantsNow();
    for (const [actor, url] of [
      ['superAdmin', '/api/tenants/beta'],
      ['tenantAdmin', '/api/tenant/configuration'],
    ] as const) {
      expectFieldError(await w.call(actor, 'PUT', url, withField(updateBody, field, value)), `body.${field}`, message);
    }
    expect(await tenantsNow()).toEqual(before);
  });

  it('publishes the sign-in settings of a tenant without a token, and 404 for an unknown one', async () => {
    const info = dataOf(await w.call(null, 'GET', '/api/tenants/auth/beta'));
    expect(info).toEqual({ region: 'local', userPoolId: 'beta', appClientId: 'console', authDomain: 'http://localhost/oidc', status: 'Enabled', idleTimeoutMinutes: 30 });
    expect((await w.call(null, 'GET', '/api/tenants/auth/ghost')).statusCode).toBe(404);
  });
});
