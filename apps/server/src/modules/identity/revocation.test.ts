import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, refreshTokens, signIn, type Tokens } from '../../../test/sign-in.ts';
import { signInKeepingBrowser, signOut } from '../../../test/sign-out.ts';
import { buildTestApp, createTestUser, TEST_ADMIN, testTenant } from '../../../test/test-app.ts';

const PASSWORD = 'Rev0ke!passw0rd';

/** The body of `PUT /api/users/{id}` for a test user of the default tenant, with `roles`. */
const userBody = (email: string, roles: string[]) => ({
  tenantId: 'default',
  firstName: 'Test',
  lastName: 'User',
  email,
  roles,
  enabled: true,
  language: 'en',
  country: 'ES',
  locale: 'es-ES',
});

/**
 * What a token opens is what its account holds now: the roles are the account's, read on every
 * call (through the facts cache), not those the token was minted with; and a sign-out ends the
 * access tokens already handed out (docs/decisions/014).
 */
describe.each(testDatabases)('revoking access on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let admin: Tokens;

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db));
    admin = await signIn(app, TEST_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const listUsers = (tokens: Tokens) => app.inject({ url: '/api/tenants/default/users?pageSize=5', headers: bearer(tokens) });
  /** An administrator gives the user these roles, through the API. */
  const setRoles = (user: { userId: string; email: string }, roles: string[]) =>
    app.inject({ method: 'PUT', url: `/api/users/${user.userId}`, headers: bearer(admin), payload: userBody(user.email, roles) });

  it("a role removed from a user is refused on the user's next call with the old token", async () => {
    const email = 'demoted@default.local';
    const user = await createTestUser(db, { tenantId: 'default', email, password: PASSWORD, roles: ['tenantAdmin', 'userBvd'] });
    const tokens = await signIn(app, { email, password: PASSWORD });
    // Twice: the account and the permissions are in memory now.
    expect((await listUsers(tokens)).statusCode).toBe(200);
    expect((await listUsers(tokens)).statusCode).toBe(200);

    expect((await setRoles(user, ['userBvd'])).statusCode).toBe(200);
    expect((await listUsers(tokens)).statusCode).toBe(403);
    // The removed role is no longer the caller's own: what it grants takes a permission they lack now.
    const permissionsOf = (roles: string[]) =>
      app.inject({ method: 'POST', url: '/api/roles/permissions', headers: bearer(tokens), payload: { roles } });
    expect((await permissionsOf(['tenantAdmin'])).statusCode).toBe(403);
    expect((await permissionsOf(['userBvd'])).statusCode).toBe(200);

    // And a role given back opens again at once, with the same token.
    expect((await setRoles(user, ['tenantAdmin', 'userBvd'])).statusCode).toBe(200);
    expect((await listUsers(tokens)).statusCode).toBe(200);
  });

  it('reads the account from the database only after a change: the facts cache answers otherwise', async () => {
    const email = 'cached@default.local';
    const user = await createTestUser(db, { tenantId: 'default', email, password: PASSWORD, roles: ['tenantAdmin', 'userBvd'] });
    const tokens = await signIn(app, { email, password: PASSWORD });
    const accountKey = `account:default:${user.userId}`;
    const loaded: string[] = [];
    const memo = db.facts.memo.bind(db.facts);
    const spy = vi.spyOn(db.facts, 'memo').mockImplementation((key, load) =>
      memo(key, () => {
        loaded.push(key);
        return load();
      }),
    );
    try {
      /** How often `call` loaded the account rather than finding it in memory. */
      const accountLoadsOf = async (call: () => Promise<{ statusCode: number }>, status: number) => {
        loaded.length = 0;
        expect((await call()).statusCode).toBe(status);
        return loaded.filter((key) => key === accountKey).length;
      };
      await listUsers(tokens);
      expect(await accountLoadsOf(() => listUsers(tokens), 200)).toBe(0);
      await accountLoadsOf(() => setRoles(user, ['userBvd']), 200);
      expect(await accountLoadsOf(() => listUsers(tokens), 403)).toBe(1);
      expect(await accountLoadsOf(() => listUsers(tokens), 403)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('a super administrator whose role is removed no longer reaches another tenant', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant('revoked') });
    expect(created.statusCode).toBe(201);
    const email = 'former-super@default.local';
    const user = await createTestUser(db, { tenantId: 'default', email, password: PASSWORD, roles: ['superAdmin'] });
    const tokens = await signIn(app, { email, password: PASSWORD });
    const otherTenant = () => app.inject({ url: '/api/roles', headers: bearer(tokens, 'revoked.localhost') });
    expect((await otherTenant()).statusCode).toBe(200);

    expect((await setRoles(user, ['tenantAdmin'])).statusCode).toBe(200);
    expect((await otherTenant()).statusCode).toBe(401);
    expect((await listUsers(tokens)).statusCode).toBe(200);
  });

  it('signing out ends the access token at once; a sign-in elsewhere renews its own and goes on', async () => {
    const email = 'leaving@default.local';
    await createTestUser(db, { tenantId: 'default', email, password: PASSWORD, roles: ['tenantAdmin'] });
    const { browser, tokens } = await signInKeepingBrowser(app, { email, password: PASSWORD });
    const elsewhere = await signIn(app, { email, password: PASSWORD });
    expect((await listUsers(tokens)).statusCode).toBe(200);
    expect((await listUsers(tokens)).statusCode).toBe(200);

    await signOut(browser, tokens);
    expect((await listUsers(tokens)).statusCode).toBe(401);
    expect((await refreshTokens(app, tokens.refresh_token as string)).statusCode).toBe(400);

    // The account's access epoch moved: the other sign-in's access token ends too, its session does not.
    expect((await listUsers(elsewhere)).statusCode).toBe(401);
    const renewed = await refreshTokens(app, elsewhere.refresh_token as string);
    expect(renewed.statusCode).toBe(200);
    expect((await listUsers(renewed.json<Tokens>())).statusCode).toBe(200);
    const again = await signIn(app, { email, password: PASSWORD });
    expect((await listUsers(again)).statusCode).toBe(200);
  });
});
