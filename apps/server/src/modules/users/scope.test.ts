import type { User } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validUser, type World } from '../../../test/world.ts';

type Page = { rows: User[]; total: number };
const { email: _e, password: _p, ...updateBody } = validUser('x@default.local');

describe.each(testDatabases)('user scope rules on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  const tenantsOf = (page: Page) => [...new Set(page.rows.map((u) => u.tenantId))].sort();

  it('shows every tenant’s users to a super administrator and only the own tenant’s to others', async () => {
    expect(tenantsOf(dataOf(await w.call('superAdmin', 'GET', '/api/users?pageSize=0')))).toEqual(['beta', 'default']);
    expect((await w.call('tenantAdmin', 'GET', '/api/users')).statusCode).toBe(403);
    expect(tenantsOf(dataOf(await w.call('tenantAdmin', 'GET', '/api/tenants/default/users?pageSize=0')))).toEqual(['default']);
    expect(tenantsOf(dataOf(await w.call('superAdmin', 'GET', '/api/tenants/beta/users?pageSize=0')))).toEqual(['beta']);
  });

  it('lets a super administrator create users in any tenant with any role', async () => {
    const root = dataOf<User>(await w.call('superAdmin', 'POST', '/api/users', { ...validUser('root2@default.local'), roles: ['superAdmin'] }), 201);
    expect(root.roles).toEqual(['superAdmin']);
    const beta = dataOf<User>(await w.call('superAdmin', 'POST', '/api/users', validUser('made@beta.local', 'beta')), 201);
    expect(beta.tenantId).toBe('beta');
  });

  it('refuses the superAdmin role and other tenants to everyone else, writing nothing', async () => {
    const before = dataOf<Page>(await w.call('superAdmin', 'GET', '/api/users?pageSize=0&sort=email'));
    const refusals = [
      w.call('tenantAdmin', 'POST', '/api/users', { ...validUser('sneaky@default.local'), roles: ['superAdmin'] }),
      w.call('tenantAdmin', 'POST', '/api/users', validUser('sneaky@beta.local', 'beta')),
      w.call('tenantAdmin', 'PUT', `/api/users/${w.users.userBvd.userId}`, { ...updateBody, roles: ['superAdmin'] }),
      w.call('tenantAdmin', 'PUT', '/api/users/disable', { tenantId: 'default', userId: w.users.superAdmin.userId }),
      w.call('tenantAdmin', 'PUT', `/api/users/${w.users.superAdmin.userId}`, { ...updateBody, roles: ['tenantAdmin'] }),
    ];
    for (const response of await Promise.all(refusals)) expect(response.statusCode, response.body).toBe(403);
    expect(dataOf(await w.call('superAdmin', 'GET', '/api/users?pageSize=0&sort=email'))).toEqual(before);
  });

  it('keeps e-mails unique per tenant, whatever their case (409)', async () => {
    dataOf(await w.call('tenantAdmin', 'POST', '/api/users', validUser('twin@default.local')), 201);
    const again = await w.call('tenantAdmin', 'POST', '/api/users', validUser('Twin@Default.local'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A user with the e-mail twin@default.local already exists in this tenant',
      errors: [{ field: 'body.email' }],
    });
    dataOf(await w.call('betaAdmin', 'POST', '/api/users', validUser('twin@default.local', 'beta')), 201);
  });

  it('edits a user without touching the e-mail; a user without edit rights changes only their own profile', async () => {
    const target = w.users.tenantEditor;
    const edited = dataOf<User>(
      await w.call('tenantAdmin', 'PUT', `/api/users/${target.userId}`, { ...updateBody, firstName: 'Renamed', email: 'other@default.local', roles: ['tenantEditor'] }),
    );
    expect(edited).toMatchObject({ firstName: 'Renamed', email: target.email, roles: ['tenantEditor'] });

    const self = w.users.userBvd;
    const application = { value: 'app-1', label: 'First application', type: 'ariba' };
    const own = dataOf<User>(
      await w.call('userBvd', 'PUT', `/api/users/${self.userId}`, { ...updateBody, lastName: 'Myself', roles: ['tenantAdmin'], lastApplication: application }),
    );
    expect(own).toMatchObject({ lastName: 'Myself', roles: ['userBvd'], lastApplication: application });
    const read = dataOf<User>(await w.call('userBvd', 'GET', `/api/tenants/default/users/${self.userId}`));
    expect(read.lastApplication).toEqual(application);
  });

  it('does not let administrators disable or delete themselves', async () => {
    const me = { tenantId: 'default', userId: w.users.tenantAdmin.userId };
    expect((await w.call('tenantAdmin', 'PUT', '/api/users/disable', me)).statusCode).toBe(403);
    expect((await w.call('tenantAdmin', 'DELETE', '/api/users', me)).statusCode).toBe(403);
  });
});
