import { API_AUDIENCE } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { bearer, beginSignIn, exchangeCode, refreshTokens, signIn, submitCredentials } from '../../../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN } from '../../../../test/test-app.ts';

describe.each(testDatabases)('sign-in on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('publishes discovery for the origin', async () => {
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.issuer).toBe('http://localhost:3000/oidc');
    expect(body.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
    expect(body.end_session_endpoint).toBe('http://localhost:3000/oidc/session/end');
  });

  it('signs in with code and PKCE and the access token opens the API', async () => {
    const flow = await beginSignIn(app);
    expect(flow.page.statusCode).toBe(200);
    expect(flow.page.body).toContain('<label for="email">Email</label>');
    expect(flow.page.body).toContain('<label for="password">Password</label>');
    expect(flow.page.body).toContain('>Sign in</button>');
    expect(flow.page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const callback = await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password);
    const tokens = await exchangeCode(flow, callback);
    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toBe(API_AUDIENCE);
    expect(access['custom:tenantId']).toBe('default');
    expect(access['custom:roles']).toEqual(['superAdmin']);
    expect(access.iss).toBe('http://localhost/oidc');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ email: TEST_ADMIN.email, given_name: 'Super', family_name: 'Administrator', locale: 'en', 'custom:tenantId': 'default', 'custom:roles': ['superAdmin'] });
    expect(tokens.refresh_token).toBeTruthy();

    const roles = await app.inject({ url: '/api/roles', headers: bearer(tokens) });
    expect(roles.statusCode).toBe(200);
  });

  it('answers token calls from the tenant origin only', async () => {
    const tokens = await signIn(app, TEST_ADMIN);
    const call = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { host: 'localhost', origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'console', refresh_token: tokens.refresh_token as string }).toString(),
      });
    const foreign = await call('http://elsewhere.example');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_description).toContain('not allowed');
    expect((await call('http://localhost')).statusCode).toBe(200);
  });

  it('refreshes tokens', async () => {
    const tokens = await signIn(app, TEST_ADMIN);
    const refreshed = await refreshTokens(app, tokens.refresh_token as string);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(decodeJwt(body.access_token).aud).toBe(API_AUDIENCE);
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('answers a wrong password or an unknown e-mail with the same message', async () => {
    for (const [email, password] of [
      [TEST_ADMIN.email, 'Wrong!passw0rd'],
      ['nobody@default.local', TEST_ADMIN.password],
      [`admin\u0000@default.local`, TEST_ADMIN.password],
    ] as const) {
      const flow = await beginSignIn(app);
      const answer = await submitCredentials(flow, email, password);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('Invalid email or password.');
      expect(answer.body).toContain('<label for="email">Email</label>');
    }
  });

  it('refuses a disabled account with the same message', async () => {
    await createTestUser(db, { tenantId: 'default', email: 'off@default.local', password: 'Off!passw0rd', roles: ['userBvd'], enabled: false });
    const flow = await beginSignIn(app);
    const answer = await submitCredentials(flow, 'off@default.local', 'Off!passw0rd');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Invalid email or password.');
  });

  it('refuses an address after five failures on an account, even with the right password', async () => {
    const email = 'guessed@default.local';
    const password = 'Gu3ssed!pass';
    await createTestUser(db, { tenantId: 'default', email, password, roles: ['userBvd'] });
    const flow = await beginSignIn(app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await submitCredentials(flow, email, `Wrong!${i}pass`));
    expect(answers.slice(0, 4).map((a) => a.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[4]?.statusCode).toBe(429);
    expect(answers[4]?.body).toContain('Too many failed attempts. Try again in 15 minutes.');
    const right = await submitCredentials(flow, email, password);
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('Too many failed attempts.');
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = 'forgetful@default.local';
    const password = 'F0rgetful!pass';
    await createTestUser(db, { tenantId: 'default', email, password, roles: ['userBvd'] });
    for (let round = 0; round < 2; round++) {
      const flow = await beginSignIn(app);
      for (let i = 0; i < 4; i++) expect((await submitCredentials(flow, email, 'Wrong!pass1')).statusCode).toBe(400);
      await expect(exchangeCode(flow, await submitCredentials(flow, email, password))).resolves.toHaveProperty('access_token');
    }
  });

  it('shows the page in Spanish when the request asks for it', async () => {
    const flow = await beginSignIn(app, { uiLocales: 'es' });
    expect(flow.page.body).toContain('<label for="email">Correo electrónico</label>');
    expect(flow.page.body).toContain('<label for="password">Contraseña</label>');
    expect(flow.page.body).toContain('>Iniciar sesión</button>');
    expect(flow.page.body).toContain('<html lang="es">');
  });

  it('answers 404 for a host whose tenant does not exist', async () => {
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'ghost.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Oops! Tenant was not found.');
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  it('renders provider errors as a small page without internals', async () => {
    const response = await app.inject({ url: '/oidc/auth?client_id=console&response_type=code&redirect_uri=http://evil.example/cb', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Sign-in could not continue');
    expect(response.body).not.toMatch(/node_modules|\.js:\d+/);
  });

  it('keeps sessions and refresh tokens across a restart', async () => {
    const tokens = await signIn(app, TEST_ADMIN);
    await app.close();
    ({ app } = await buildTestApp(db));
    const refreshed = await refreshTokens(app, tokens.refresh_token as string);
    expect(refreshed.statusCode).toBe(200);
    const roles = await app.inject({ url: '/api/roles', headers: bearer(tokens) });
    expect(roles.statusCode).toBe(200);
  });
});
