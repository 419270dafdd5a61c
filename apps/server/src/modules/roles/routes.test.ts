import { ROLE_MESSAGES as M, type Role } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests, type InvalidCase, withField } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { BETA_ROLE, openWorld, type World } from '../../../test/world.ts';

const ROLE = { roleId: 'reader', name: 'reader', description: 'Reads users', permissions: ['Connector.Users.List'] };
const { roleId: _r, ...updateBody } = ROLE;

const SHARED_RULES: InvalidCase[] = [
  { field: 'name', value: '', message: M.name },
  { field: 'name', value: 'a'.repeat(17), message: M.name },
  { field: 'name', value: undefined, message: M.name },
  { field: 'description', value: ' ', message: M.description },
  { field: 'description', value: undefined, message: M.description },
  { field: 'permissions', value: [], message: M.permissions },
  { field: 'permissions', value: undefined, message: M.permissions },
  { field: 'permissions', value: 'Connector.Users.List', message: M.permissions },
];
const CREATE_RULES: InvalidCase[] = [
  ...SHARED_RULES,
  { field: 'roleId', value: '', message: M.roleId },
  { field: 'roleId', value: undefined, message: M.roleId },
  { field: 'roleId', value: 'a'.repeat(65), message: M.roleId },
];

describe.each(testDatabases)('role routes on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  accessTests(() => w, [
    {
      endpoint: 'getRolePermissions',
      method: 'POST',
      url: () => '/api/roles/permissions',
      payload: () => ({ roles: ['tenantAdmin'] }),
      forbidden: 'userBvd',
    },
    { endpoint: 'listRoles', method: 'GET', url: () => '/api/roles', forbidden: 'userBvd' },
    {
      endpoint: 'getRole',
      method: 'GET',
      url: () => '/api/roles/tenantAdmin',
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => `/api/roles/${BETA_ROLE.roleId}` },
    },
    { endpoint: 'createRole', method: 'POST', url: () => '/api/roles', payload: () => ROLE, forbidden: 'tenantEditor' },
    {
      endpoint: 'updateRole',
      method: 'PUT',
      url: () => '/api/roles/userBvd',
      payload: () => updateBody,
      forbidden: 'tenantEditor',
      foreign: { actor: 'tenantAdmin', url: () => `/api/roles/${BETA_ROLE.roleId}` },
    },
  ]);

  const rolesNow = async () => dataOf<Role[]>(await w.call('superAdmin', 'GET', '/api/roles'));

  it.each(CREATE_RULES)('create refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await rolesNow();
    expectFieldError(await w.call('tenantAdmin', 'POST', '/api/roles', withField(ROLE, field, value)), `body.${field}`, message);
    expect(await rolesNow()).toEqual(before);
  });

  it.each(SHARED_RULES)('update refuses $field = $value with "$message" and writes nothing', async ({ field, value, message }) => {
    const before = await rolesNow();
    expectFieldError(await w.call('tenantAdmin', 'PUT', '/api/roles/userBvd', withField(updateBody, field, value)), `body.${field}`, message);
    expect(await rolesNow()).toEqual(before);
  });

  it('refuses a permission outside the catalogue, naming the entry', async () => {
    const response = await w.call('tenantAdmin', 'POST', '/api/roles', { ...ROLE, permissions: ['Connector.Everything'] });
    expectFieldError(response, 'body.permissions.0', M.permissions);
  });

  it('creates and updates a role of the host’s tenant, and refuses a second one with the same id (409)', async () => {
    expect(dataOf<Role>(await w.call('tenantAdmin', 'POST', '/api/roles', ROLE), 201)).toEqual(ROLE);
    const again = await w.call('tenantAdmin', 'POST', '/api/roles', { ...ROLE, name: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A role with the unique name reader already exists', errors: [{ field: 'body.roleId' }] });
    const changed = { ...updateBody, description: 'Reads and edits', permissions: ['Connector.Users.List', 'Connector.Users.Edit'] };
    expect(dataOf<Role>(await w.call('tenantAdmin', 'PUT', '/api/roles/reader', changed))).toEqual({ roleId: 'reader', ...changed });
    // The same id is free in another tenant: roles belong to their tenant.
    dataOf(await w.call('betaAdmin', 'POST', '/api/roles', ROLE), 201);
  });

  it('lists another tenant’s roles to a super administrator only', async () => {
    const beta = dataOf<Role[]>(await w.call('superAdmin', 'GET', '/api/roles?tenantId=beta')).map((r) => r.roleId);
    expect(beta).toContain(BETA_ROLE.roleId);
    expect(beta).not.toContain('superAdmin');
    expect((await w.call('tenantAdmin', 'GET', '/api/roles?tenantId=beta')).statusCode).toBe(404);
    expect((await w.call('tenantAdmin', 'GET', '/api/roles?tenantId=default')).statusCode).toBe(200);
  });

  it('keeps the superAdmin role read-only and hidden from everyone else', async () => {
    const before = await rolesNow();
    const asSuper = await w.call('superAdmin', 'PUT', '/api/roles/superAdmin', { ...updateBody, name: 'superAdmin' });
    expect(asSuper.statusCode).toBe(403);
    expect((await w.call('superAdmin', 'POST', '/api/roles', { ...ROLE, roleId: 'superAdmin' })).statusCode).toBe(403);
    expect((await w.call('tenantAdmin', 'PUT', '/api/roles/superAdmin', updateBody)).statusCode).toBe(404);
    expect((await w.call('tenantAdmin', 'GET', '/api/roles/superAdmin')).statusCode).toBe(404);
    expect(await rolesNow()).toEqual(before);
    expect(before.map((r) => r.roleId)).toContain('superAdmin');
    const seen = dataOf<Role[]>(await w.call('tenantAdmin', 'GET', '/api/roles')).map((r) => r.roleId);
    expect(seen).toEqual(expect.arrayContaining(['tenantAdmin', 'userBvd']));
    expect(seen).not.toContain('superAdmin');
    expect(seen).not.toContain(BETA_ROLE.roleId);
  });

  it('refuses to grant permissions the caller does not hold (403)', async () => {
    const response = await w.call('tenantAdmin', 'POST', '/api/roles', { ...ROLE, roleId: 'creator', permissions: ['Connector.Tenants.Create'] });
    expect(response.statusCode).toBe(403);
    expect((await w.call('tenantAdmin', 'GET', '/api/roles/creator')).statusCode).toBe(404);
  });

  it('answers the permissions of the caller’s roles; others’ roles only to role readers', async () => {
    const own = dataOf<{ permissions: string[] }>(await w.call('userBvd', 'POST', '/api/roles/permissions', { roles: ['userBvd'] }));
    expect(own.permissions).toContain('Connector.Search.Menu');
    expect(own.permissions).not.toContain('Connector.Users.List');
    const admin = dataOf<{ permissions: string[] }>(await w.call('tenantAdmin', 'POST', '/api/roles/permissions', { roles: ['userBvd', 'superAdmin'] }));
    expect(admin.permissions).toEqual(own.permissions);
    const foreign = dataOf<{ permissions: string[] }>(await w.call('tenantAdmin', 'POST', '/api/roles/permissions', { roles: [BETA_ROLE.roleId] }));
    expect(foreign.permissions).toEqual([]);
  });
});
