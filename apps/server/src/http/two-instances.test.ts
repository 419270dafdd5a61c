import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, openPostgresDatabase, testDatabaseUrl, type Database } from '../../test/databases.ts';
import { VALID_PARAMS, updateBody } from '../../test/apps-world.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { signInKeepingBrowser, signOut } from '../../test/sign-out.ts';
import { buildTestApp, createTestUser, testTenant } from '../../test/test-app.ts';

const serverUrl = testDatabaseUrl();
const PASSWORD = 'Inst4nce!passw0rd';

/**
 * Two server instances on one PostgreSQL, as behind a load balancer. Each keeps tenants, accounts
 * and role permissions in its own memory (db/facts.ts); a change made through one must hold on the
 * other's very next request.
 */
describe.skipIf(!serverUrl)('two server instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Tokens;

  beforeAll(async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    // One after the other: the first creates the signing keys, the second finds them.
    for (const label of ['a', 'b'] as const) {
      const db = await openPostgresDatabase(fresh.url);
      databases.push(db);
      const { app } = await buildTestApp(db);
      if (label === 'a') a = app;
      else b = app;
    }
    await createTestUser(databases[0] as Database, {
      tenantId: 'default',
      email: 'owner@default.local',
      password: PASSWORD,
      roles: ['tenantAdmin'],
    });
    admin = await signIn(a, { email: 'owner@default.local', password: PASSWORD });
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const db of databases) await db.close();
    await drop?.();
  });

  const call = (app: FastifyInstance, tokens: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(tokens), ...(payload === undefined ? {} : { payload }) });

  it('a user disabled through A is refused by B on its very next call', async () => {
    const created = await call(a, admin, 'POST', '/api/users', {
      tenantId: 'default',
      firstName: 'Paused',
      lastName: 'Member',
      email: 'paused@default.local',
      password: PASSWORD,
      roles: ['userBvd'],
      language: 'en',
      country: 'ES',
      locale: 'es-ES',
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ data: { userId: string } }>().data.userId;
    const member = await signIn(a, { email: 'paused@default.local', password: PASSWORD });
    const ownRecord = () => call(b, member, 'GET', `/api/tenants/default/users/${userId}`);
    // B has the account in memory now, enabled.
    expect((await ownRecord()).statusCode).toBe(200);
    expect((await ownRecord()).statusCode).toBe(200);

    const disabled = await call(a, admin, 'PUT', '/api/users/disable', { tenantId: 'default', userId });
    expect(disabled.statusCode).toBe(200);
    expect((await ownRecord()).statusCode).toBe(401);

    // Enabled again through A: B lets a new sign-in in, and the token from before stays refused.
    expect((await call(a, admin, 'PUT', '/api/users/enable', { tenantId: 'default', userId })).statusCode).toBe(200);
    expect((await ownRecord()).statusCode).toBe(401);
    const again = await signIn(b, { email: 'paused@default.local', password: PASSWORD });
    expect((await call(b, again, 'GET', `/api/tenants/default/users/${userId}`)).statusCode).toBe(200);
  });

  it("a role's permission removed through A is refused by B", async () => {
    const role = { roleId: 'auditor', name: 'Auditor', description: 'Reads users', permissions: ['Connector.Users.List'] };
    expect((await call(a, admin, 'POST', '/api/roles', role)).statusCode).toBe(201);
    await createTestUser(databases[0] as Database, {
      tenantId: 'default',
      email: 'auditor@default.local',
      password: PASSWORD,
      roles: ['auditor'],
    });
    const auditor = await signIn(a, { email: 'auditor@default.local', password: PASSWORD });
    const listUsers = () => call(b, auditor, 'GET', '/api/tenants/default/users?pageSize=5');
    expect((await listUsers()).statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(200);

    const narrowed = await call(a, admin, 'PUT', '/api/roles/auditor', { ...role, permissions: ['Connector.Roles.List'] });
    expect(narrowed.statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(403);

    // And granted again through A: B lets the same token in at once.
    expect((await call(a, admin, 'PUT', '/api/roles/auditor', role)).statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(200);
  });

  it("a role removed from a user through A is refused with the user's old token on both, at once", async () => {
    const fields = { tenantId: 'default', firstName: 'Demoted', lastName: 'Member', email: 'demoted@default.local', enabled: true };
    const locale = { language: 'en', country: 'ES', locale: 'es-ES' };
    const roles = ['tenantAdmin', 'userBvd'];
    const created = await call(a, admin, 'POST', '/api/users', { ...fields, ...locale, password: PASSWORD, roles });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ data: { userId: string } }>().data.userId;
    const member = await signIn(a, { email: fields.email, password: PASSWORD });
    const listUsers = (app: FastifyInstance) => call(app, member, 'GET', '/api/tenants/default/users?pageSize=5');
    // Both have the account and its permissions in memory now.
    for (const app of [a, b, a, b]) expect((await listUsers(app)).statusCode).toBe(200);

    const demoted = await call(a, admin, 'PUT', `/api/users/${userId}`, { ...fields, ...locale, roles: ['userBvd'] });
    expect(demoted.statusCode).toBe(200);
    expect((await listUsers(b)).statusCode).toBe(403);
    expect((await listUsers(a)).statusCode).toBe(403);
  });

  it('signing out through A ends the access token on both, at once', async () => {
    const email = 'leaving@default.local';
    await createTestUser(databases[0] as Database, { tenantId: 'default', email, password: PASSWORD, roles: ['tenantAdmin'] });
    const { browser, tokens } = await signInKeepingBrowser(a, { email, password: PASSWORD });
    const listUsers = (app: FastifyInstance) => call(app, tokens, 'GET', '/api/tenants/default/users?pageSize=5');
    for (const app of [a, b, a, b]) expect((await listUsers(app)).statusCode).toBe(200);

    await signOut(browser, tokens);
    expect((await listUsers(b)).statusCode).toBe(401);
    expect((await listUsers(a)).statusCode).toBe(401);
  });

  it('a tenant disabled through A shuts its people out of B at once', async () => {
    const superAdmin = await signIn(a, { email: 'admin@default.local', password: 'Adm1n!passw0rd' });
    const listUsers = () => call(b, admin, 'GET', '/api/tenants/default/users?pageSize=5');
    expect((await listUsers()).statusCode).toBe(200);

    const { tenantId: _t, name: _n, ...fields } = testTenant('default');
    const body = (enabled: boolean) => ({ ...fields, enabled });
    expect((await call(a, superAdmin, 'PUT', '/api/tenants/default', body(false))).statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(401);
    expect((await call(a, superAdmin, 'PUT', '/api/tenants/default', body(true))).statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(200);
  });

  it("an application's settings changed through A are what B works with on its next call", async () => {
    const superAdmin = await signIn(a, { email: 'admin@default.local', password: 'Adm1n!passw0rd' });
    const created = await call(a, superAdmin, 'POST', '/api/apps', { appName: 'Shared_Realm' });
    expect(created.statusCode).toBe(201);
    const { appId } = created.json<{ data: { appId: string } }>().data;
    const withRealm = (realm: string) => updateBody({ ...VALID_PARAMS, general: { ...VALID_PARAMS.general, realm } });
    expect((await call(a, superAdmin, 'PUT', `/api/apps/${appId}`, withRealm('first-T'))).statusCode).toBe(200);
    const realmOnB = async () => {
      const listed = await call(b, superAdmin, 'GET', `/api/apps/${appId}/suppliers?pageSize=5`);
      expect(listed.statusCode).toBe(200);
      return listed.json<{ data: { realm: string | null } }>().data.realm;
    };
    // B has the application in memory now.
    expect(await realmOnB()).toBe('first-T');
    expect(await realmOnB()).toBe('first-T');

    expect((await call(a, superAdmin, 'PUT', `/api/apps/${appId}`, withRealm('second-T'))).statusCode).toBe(200);
    expect(await realmOnB()).toBe('second-T');
  });
});
