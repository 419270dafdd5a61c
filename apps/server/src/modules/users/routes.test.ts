import { PASSWORD_CHECKLIST_MESSAGE as CHECKLIST, USER_MESSAGES as M } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests, type InvalidCase, withField } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { cognitoLocal, directoryEnv, withDirectories } from '../../../test/cognito-local.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, PASSWORD, validUser, type World } from '../../../test/world.ts';

const { email: _e, password: _p, ...updateBody } = validUser('x@default.local');

/** Rules of the user form shared by create and edit (USR-8). */
const SHARED_RULES: InvalidCase[] = [
  { field: 'firstName', value: '', message: M.firstName },
  { field: 'firstName', value: 'a'.repeat(17), message: M.firstName },
  { field: 'firstName', value: undefined, message: M.firstName },
  { field: 'lastName', value: ' ', message: M.lastName },
  { field: 'lastName', value: 'a'.repeat(17), message: M.lastName },
  { field: 'lastName', value: undefined, message: M.lastName },
  { field: 'roles', value: [], message: M.role },
  { field: 'roles', value: undefined, message: M.role },
  { field: 'roles', value: ['noSuchRole'], message: M.role },
  { field: 'language', value: 'fr', message: M.language },
  { field: 'language', value: undefined, message: M.language },
  { field: 'country', value: '', message: M.country },
  { field: 'country', value: undefined, message: M.country },
  { field: 'locale', value: '', message: M.locale },
  { field: 'locale', value: undefined, message: M.locale },
];
/** The password checklist: one case per unmet rule (lower, upper, special, number, length). */
const PASSWORD_RULES: InvalidCase[] = [
  { field: 'password', value: '', message: M.password },
  { field: 'password', value: 'UPPER!123', message: CHECKLIST },
  { field: 'password', value: 'lower!123', message: CHECKLIST },
  { field: 'password', value: 'NoSpecial123', message: CHECKLIST },
  { field: 'password', value: 'No!Number', message: CHECKLIST },
  { field: 'password', value: 'Sh0rt!a', message: CHECKLIST },
];
const CREATE_RULES: InvalidCase[] = [
  ...SHARED_RULES,
  ...PASSWORD_RULES,
  { field: 'password', value: undefined, message: M.password },
  { field: 'email', value: 'not-an-email', message: M.email },
  { field: 'email', value: '', message: M.email },
  { field: 'email', value: undefined, message: M.email },
  { field: 'tenantId', value: '', message: M.tenantId },
  { field: 'tenantId', value: undefined, message: M.tenantId },
];

const ref = (w: World, who: 'tenantEditor' | 'betaUser') => ({ tenantId: w.users[who].tenantId, userId: w.users[who].userId });

const emulator = cognitoLocal();

describe.each(withDirectories(testDatabases))('user routes on $name', ({ database, directory }) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database, { env: await directoryEnv(directory, emulator) });
  });
  afterAll(() => w?.close());

  const byRef = (method: 'PUT' | 'DELETE', url: string, extra: object = {}) => ({
    method,
    url: () => url,
    payload: (x: World) => ({ ...ref(x, 'tenantEditor'), ...extra }),
    forbidden: 'userBvd' as const,
    foreign: { actor: 'tenantAdmin' as const, url: () => url, payload: (x: World) => ({ ...ref(x, 'betaUser'), ...extra }) },
  });
  accessTests(() => w, [
    { endpoint: 'listAllUsers', method: 'GET', url: () => '/api/users', forbidden: 'userBvd' },
    {
      endpoint: 'listTenantUsers',
      method: 'GET',
      url: () => '/api/tenants/default/users',
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => '/api/tenants/beta/users' },
    },
    {
      endpoint: 'getUser',
      method: 'GET',
      url: (x) => `/api/tenants/default/users/${x.users.tenantEditor.userId}`,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: (x) => `/api/tenants/beta/users/${x.users.betaUser.userId}` },
    },
    { endpoint: 'createUser', method: 'POST', url: () => '/api/users', payload: () => validUser('new@default.local'), forbidden: 'userBvd' },
    {
      endpoint: 'updateUser',
      method: 'PUT',
      url: (x) => `/api/users/${x.users.tenantEditor.userId}`,
      payload: () => updateBody,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: (x) => `/api/users/${x.users.betaUser.userId}`, payload: () => ({ ...updateBody, tenantId: 'beta' }) },
    },
    { endpoint: 'resetUserPassword', ...byRef('PUT', '/api/users/reset', { password: PASSWORD }) },
    { endpoint: 'enableUser', ...byRef('PUT', '/api/users/enable') },
    { endpoint: 'disableUser', ...byRef('PUT', '/api/users/disable') },
    { endpoint: 'deleteUser', ...byRef('DELETE', '/api/users') },
  ]);

  /** Every user of every tenant, with every field: any write would show. */
  const usersNow = async () => dataOf(await w.call('superAdmin', 'GET', '/api/users?pageSize=0&sort=email'));

  it.each(CREATE_RULES)('create refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await usersNow();
    const response = await w.call('tenantAdmin', 'POST', '/api/users', withField(validUser('fresh@default.local'), field, value));
    expectFieldError(response, `body.${field}`, message);
    expect(await usersNow()).toEqual(before);
  });

  it.each(SHARED_RULES)('edit refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await usersNow();
    const response = await w.call('tenantAdmin', 'PUT', `/api/users/${w.users.userBvd.userId}`, withField(updateBody, field, value));
    expectFieldError(response, `body.${field}`, message);
    expect(await usersNow()).toEqual(before);
  });

  it.each(PASSWORD_RULES)('temporary password refuses $value with "$message" and writes nothing', async ({ value, message }) => {
    const before = await usersNow();
    const response = await w.call('tenantAdmin', 'PUT', '/api/users/reset', { ...ref(w, 'tenantEditor'), password: value });
    expectFieldError(response, 'body.password', message);
    expect(await usersNow()).toEqual(before);
  });

  it('refuses a page size the table does not offer', async () => {
    expectFieldError(await w.call('tenantAdmin', 'GET', '/api/tenants/default/users?pageSize=7'), 'query.pageSize', 'Page size must be one of 5, 10, 25, 0');
  });
});
