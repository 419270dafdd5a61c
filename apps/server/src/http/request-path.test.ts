import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type Database } from '../../test/databases.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN } from '../../test/test-app.ts';

/** What a request costs the database (issue: one transaction per request at most). */
describe.each(testDatabases)('the request path on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let admin: Tokens;
  beforeAll(async () => {
    db = await open();
    ({ app } = await buildTestApp(db));
    admin = await signIn(app, TEST_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** Transactions `request` opened. */
  async function transactionsOf(request: () => Promise<{ statusCode: number }>, status = 200): Promise<number> {
    const before = db.transactionsOpened();
    expect((await request()).statusCode).toBe(status);
    return db.transactionsOpened() - before;
  }

  const usersPage = () => app.inject({ url: '/api/tenants/default/users?pageSize=5', headers: bearer(admin) });

  it('answers /api/health without touching the database', async () => {
    expect(await transactionsOf(() => app.inject({ url: '/api/health' }))).toBe(0);
    expect(await transactionsOf(() => app.inject({ url: '/api/health', headers: { host: 'nosuchtenant.localhost' } }))).toBe(0);
  });

  it('serves a signed-in read in one transaction, guard included', async () => {
    await usersPage(); // whatever the cache held before
    expect(await transactionsOf(usersPage)).toBe(1);
    expect(await transactionsOf(() => app.inject({ url: '/api/apps', headers: bearer(admin) }))).toBe(1);
    expect(await transactionsOf(() => app.inject({ url: '/api/roles', headers: bearer(admin) }))).toBe(1);
  });

  it('still one transaction right after a change empties the cache', async () => {
    const role = { roleId: 'counted', name: 'Counted', description: 'Changes the generation', permissions: ['Connector.Users.List'] };
    const created = () => app.inject({ method: 'POST', url: '/api/roles', headers: bearer(admin), payload: role });
    expect(await transactionsOf(created, 201)).toBe(1);
    expect(await transactionsOf(usersPage)).toBe(1);
  });

  it('refuses in one transaction too', async () => {
    const stranger = () => app.inject({ url: '/api/tenants/default/users', headers: { authorization: 'Bearer not-a-token' } });
    expect(await transactionsOf(stranger, 401)).toBeLessThanOrEqual(1);
    const invalid = () => app.inject({ url: '/api/tenants/default/users?pageSize=7', headers: bearer(admin) });
    expect(await transactionsOf(invalid, 400)).toBe(1);
  });
});
