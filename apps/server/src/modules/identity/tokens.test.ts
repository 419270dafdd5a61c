import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, refreshTokens, signIn, type Tokens } from '../../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN, testTenant } from '../../../test/test-app.ts';
import { issuerMatchesTenant } from './tokens.ts';

describe('issuer check', () => {
  it('accepts the /oidc issuer of an origin of the same tenant', () => {
    expect(issuerMatchesTenant('http://acme.localhost:3000/oidc', 'acme', 'default')).toBe(true);
    expect(issuerMatchesTenant('http://localhost:3000/oidc', 'default', 'default')).toBe(true);
    expect(issuerMatchesTenant('https://127.0.0.1/oidc', 'default', 'default')).toBe(true);
  });
  it('refuses another tenant, another path or no issuer', () => {
    expect(issuerMatchesTenant('http://beta.localhost:3000/oidc', 'acme', 'default')).toBe(false);
    expect(issuerMatchesTenant('http://acme.localhost:3000/other', 'acme', 'default')).toBe(false);
    expect(issuerMatchesTenant('http://acme.localhost:3000/oidc?x=1', 'acme', 'default')).toBe(false);
    expect(issuerMatchesTenant('not a url', 'acme', 'default')).toBe(false);
    expect(issuerMatchesTenant(undefined, 'acme', 'default')).toBe(false);
  });
});

describe.each(testDatabases)('access tokens on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let admin: Tokens;
  const acmeAdmin = { email: 'boss@acme.test', password: 'B0ss!acme-pass', host: 'acme.localhost:3000' };

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db));
    admin = await signIn(app, TEST_ADMIN);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(admin),
      payload: testTenant('acme'),
    });
    expect(created.statusCode).toBe(201);
    await createTestUser(db, { tenantId: 'acme', email: acmeAdmin.email, password: acmeAdmin.password, roles: ['tenantAdmin'] });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a tenant user is accepted on their tenant and refused on another', async () => {
    const tokens = await signIn(app, acmeAdmin);
    expect((await app.inject({ url: '/api/roles', headers: bearer(tokens, acmeAdmin.host) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/roles', headers: bearer(tokens, 'localhost:3000') })).statusCode).toBe(401);
  });

  it('a super administrator is accepted on another tenant', async () => {
    const response = await app.inject({ url: '/api/roles', headers: bearer(admin, acmeAdmin.host) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing, malformed or ID token', async () => {
    const tokens = await signIn(app, acmeAdmin);
    const host = acmeAdmin.host;
    expect((await app.inject({ url: '/api/roles', headers: { host } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/roles', headers: { host, authorization: 'Bearer abc.def.ghi' } })).statusCode).toBe(401);
    const withIdToken = await app.inject({ url: '/api/roles', headers: { host, authorization: `Bearer ${tokens.id_token}` } });
    expect(withIdToken.statusCode).toBe(401);
    const [head, , sig] = tokens.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'x', 'custom:tenantId': 'acme', 'custom:roles': ['superAdmin'] })).toString('base64url');
    const tampered = await app.inject({ url: '/api/roles', headers: { host, authorization: `Bearer ${head}.${forged}.${sig}` } });
    expect(tampered.statusCode).toBe(401);
  });

  it('a disabled user loses access and refresh at once', async () => {
    const email = 'leaver@acme.test';
    const password = 'Le4ver!acme-pass';
    const user = await createTestUser(db, { tenantId: 'acme', email, password, roles: ['tenantAdmin'] });
    const tokens = await signIn(app, { email, password, host: acmeAdmin.host });
    expect((await app.inject({ url: '/api/roles', headers: bearer(tokens, acmeAdmin.host) })).statusCode).toBe(200);

    const disabled = await app.inject({
      method: 'PUT',
      url: '/api/users/disable',
      headers: bearer(admin),
      payload: { tenantId: 'acme', userId: user.userId },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/roles', headers: bearer(tokens, acmeAdmin.host) })).statusCode).toBe(401);
    expect((await refreshTokens(app, tokens.refresh_token as string, acmeAdmin.host)).statusCode).toBe(400);
  });

  it('a token issued for one tenant origin does not refresh on another', async () => {
    const tokens = await signIn(app, acmeAdmin);
    expect((await refreshTokens(app, tokens.refresh_token as string, 'localhost:3000')).statusCode).toBe(400);
  });
});
