import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_SCOPES, CreateAppBody, TENANT_MESSAGES, UpdateAppBody, type Tenant } from '@connector/contracts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError } from '../../test/answers.ts';
import { updateBody, VALID_PARAMS } from '../../test/apps-world.ts';
import { testDatabases } from '../../test/databases.ts';
import { bearer, beginSignIn, signIn, type Tokens } from '../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN, testTenant } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';
import { HSTS, securityHeaders, type SecurityHeadersOptions } from './security-headers.ts';

/** The directives of a Content-Security-Policy header, by name. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBeDefined();
  // Served over plain HTTP: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each(testDatabases)('security headers of the whole server on $name', (database) => {
  let dist: string;
  let db: Database;
  let app: FastifyInstance;
  let services: Services;
  let admin: Tokens;
  const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const updateTenant = (tenantId: string, frameAncestors: unknown) => {
    const { tenantId: _id, name: _name, ...body } = testTenant(tenantId);
    return app.inject({
      method: 'PUT',
      url: `/api/tenants/${tenantId}`,
      headers: bearer(admin),
      payload: { ...body, frameAncestors },
    });
  };

  beforeAll(async () => {
    // A console build with a hashed script and stylesheet, as Vite writes it.
    dist = mkdtempSync(join(tmpdir(), 'headers-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    db = await database.open();
    ({ app, services } = await buildTestApp(db, { WEB_DIST: dist, TRUST_PROXY: 'true' }));
    admin = await signIn(app, TEST_ADMIN);
    dataOf(await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant('beta') }), 201);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the console pages a strict policy: own scripts only, framed by no one by default', async () => {
    for (const url of ['/', '/admin', '/admin/users', '/auth/callback', '/e/suppliers']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expectCommonHeaders(page);
      const policy = csp(page);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(page.headers['referrer-policy']).toBe('same-origin');
      // A popup crossing into a page with an opener policy would lose the frame that opened it.
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('gives the console’s assets the same headers', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset);
    expect(csp(asset).get('script-src')).toEqual(["'self'"]);
  });

  it('gives API answers, errors included, a policy that lets nothing load or frame them', async () => {
    const answers = [
      await get('/api/health'),
      await get('/api/tenants/auth/default'),
      await get('/api/users'), // 401
      await get('/api/nowhere'), // 404
      await app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(admin) }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 200]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      const policy = csp(answer);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // What concerns only documents is left out of JSON answers.
      for (const name of ['x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'origin-agent-cluster']) {
        expect(answer.headers[name], name).toBeUndefined();
      }
    }
  });

  it('keeps the API documentation working under its own policy', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expectCommonHeaders(page);
    const policy = csp(page);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Every script of the page is a file of its own origin, which the policy allows.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });

  it('gives the sign-in pages and the provider’s answers a policy of their own', async () => {
    const { page } = await beginSignIn(app);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<style>');
    for (const answer of [page, await get('/oidc/.well-known/openid-configuration'), await get('/oidc/jwks')]) {
      expect(answer.statusCode).toBe(200);
      expectCommonHeaders(answer);
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      const policy = csp(answer);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      // No script, only the exact ones a page adds by hash; its own inline styles.
      expect(policy.get('script-src')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'unsafe-inline'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS and Secure cookies when the request came over HTTPS through the trusted proxy', async () => {
    const api = await get('/api/health', 'localhost', { 'x-forwarded-proto': 'https' });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    const page = await get('/admin', 'localhost', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe(HSTS);

    // The start of a sign-in sets the provider's interaction cookies.
    const origin = 'https://localhost';
    const query = new URLSearchParams({
      client_id: 'console',
      response_type: 'code',
      scope: CONSOLE_SCOPES,
      redirect_uri: `${origin}/auth/callback`,
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state1',
    });
    const overHttps = await get(`/oidc/auth?${query}`, 'localhost', { 'x-forwarded-proto': 'https' });
    expect(overHttps.statusCode, overHttps.body).toBe(303);
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    const secure = [overHttps.headers['set-cookie'] ?? []].flat();
    expect(secure.length).toBeGreaterThan(0);
    for (const cookie of secure) expect(cookie).toMatch(/;\s*secure/i);

    query.set('redirect_uri', 'http://localhost/auth/callback');
    const overHttp = await get(`/oidc/auth?${query}`);
    expect(overHttp.statusCode, overHttp.body).toBe(303);
    const plain = [overHttp.headers['set-cookie'] ?? []].flat();
    expect(plain.length).toBeGreaterThan(0);
    for (const cookie of plain) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('lets the sites a tenant lists frame its console, and only its own', async () => {
    const saved = dataOf<Tenant>(await updateTenant('default', [' https://Portal.example.com/ ', '', 'http://127.0.0.1:5173']));
    expect(saved.frameAncestors).toEqual(['https://portal.example.com', 'http://127.0.0.1:5173']);
    expect(dataOf<Tenant>(await app.inject({ method: 'GET', url: '/api/tenants/default', headers: bearer(admin) })).frameAncestors).toEqual(
      saved.frameAncestors,
    );

    expect(csp(await get('/admin')).get('frame-ancestors')).toEqual(['https://portal.example.com', 'http://127.0.0.1:5173']);
    expect(csp(await get('/e/suppliers')).get('frame-ancestors')).toEqual(['https://portal.example.com', 'http://127.0.0.1:5173']);
    // Another tenant's console, an unknown tenant's and the API keep 'none'.
    expect(csp(await get('/admin', 'beta.localhost')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp(await get('/admin', 'nobody.localhost')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp(await get('/api/health')).get('frame-ancestors')).toEqual(["'none'"]);

    // An update that leaves the list out keeps it; an empty list clears it.
    const { tenantId: _id, name: _name, ...body } = testTenant('default');
    const kept = await app.inject({ method: 'PUT', url: '/api/tenants/default', headers: bearer(admin), payload: body });
    expect(dataOf<Tenant>(kept).frameAncestors).toEqual(saved.frameAncestors);
    expect(dataOf<Tenant>(await updateTenant('default', [])).frameAncestors).toEqual([]);
    expect(csp(await get('/admin')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets a console page frame the report hosts of its tenant’s enabled applications, and no other’s', async () => {
    const frameSrc = async (host = 'localhost') => csp(await get('/admin/orbis', host)).get('frame-src') ?? [];
    const configure = async (appId: string, orbisUrl: string, extra: object = {}) => {
      const params = { ...VALID_PARAMS, moodys: { ...VALID_PARAMS.moodys, orbisUrl } };
      dataOf(await app.inject({ method: 'PUT', url: `/api/apps/${appId}`, headers: bearer(admin), payload: updateBody(params, extra) }));
    };
    const create = async (appName: string) =>
      dataOf<{ appId: string }>(await app.inject({ method: 'POST', url: '/api/apps', headers: bearer(admin), payload: { appName } }), 201).appId;
    // What the tenant frames already: its demo application's simulators.
    const before = (await frameSrc()).filter((source) => source !== "'none'");

    // Another tenant's application, framed by its own console only.
    const betaAdmin = { userId: crypto.randomUUID(), tenantId: 'beta', email: 'admin@beta.example', roles: [], language: 'en', isSuperAdmin: false };
    const betaApp = await services.applications.create(betaAdmin, 'beta', CreateAppBody.parse({ appName: 'Beta' }));
    const betaParams = { ...VALID_PARAMS, moodys: { ...VALID_PARAMS.moodys, orbisUrl: 'https://beta-reports.example/api/' } };
    await services.applications.update(betaAdmin, 'beta', betaApp.appId, UpdateAppBody.parse(updateBody(betaParams)));
    expect(await frameSrc('beta.localhost')).toEqual(['https://beta-reports.example']);
    expect(await frameSrc()).toEqual(before.length ? before : ["'none'"]);

    // Two applications of the tenant: both report hosts, whichever is selected, with no cookie.
    const framed = await create('Framed');
    await configure(framed, 'https://orbis.example/api/');
    const other = await create('Framed2');
    await configure(other, 'https://reports.other.example/api/');
    const both = [...before, 'https://orbis.example', 'https://reports.other.example'].sort();
    expect(await frameSrc()).toEqual(both);
    expect(await frameSrc('beta.localhost')).toEqual(['https://beta-reports.example']);
    expect(await frameSrc('nobody.localhost')).toEqual(["'none'"]);

    // A disabled application's host goes at once, and comes back when it is enabled again.
    await configure(other, 'https://reports.other.example/api/', { enabled: false });
    expect(await frameSrc()).toEqual([...before, 'https://orbis.example'].sort());
    await configure(other, 'https://reports.moved.example/api/');
    expect(await frameSrc()).toEqual([...before, 'https://orbis.example', 'https://reports.moved.example'].sort());
    // Never a wildcard, never a host the deployment does not allow.
    expect((await frameSrc()).some((source) => source.includes('*'))).toBe(false);
  });

  it('refuses anything but https origins in the list, naming the entry', async () => {
    const bad = [
      'http://portal.example.com', // plain http off loopback
      'https://portal.example.com/path',
      'https://portal.example.com?x=1',
      'portal.example.com',
      "https://a.example.com 'unsafe-inline'",
      'https://a.example.com; script-src *',
      'https://user@a.example.com',
      'javascript:alert(1)',
      '*',
      "'self'",
    ];
    for (const value of bad) {
      expectFieldError(await updateTenant('default', ['https://ok.example.com', value]), 'body.frameAncestors.1', TENANT_MESSAGES.frameAncestor);
    }
    expectFieldError(await updateTenant('default', 'https://ok.example.com'), 'body.frameAncestors', TENANT_MESSAGES.frameAncestor);
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.com`);
    expectFieldError(await updateTenant('default', many), 'body.frameAncestors', TENANT_MESSAGES.frameAncestorsMax);
    expect(dataOf<Tenant>(await updateTenant('default', ['https://*.example.com', 'https://[::1]:8443'])).frameAncestors).toEqual([
      'https://*.example.com',
      'https://[::1]:8443',
    ]);
  });
});

describe('security headers plugin', () => {
  const build = async (trustProxy: boolean, framingOf: SecurityHeadersOptions['framingOf']) => {
    const app = Fastify({ trustProxy });
    await app.register(securityHeaders, { framingOf });
    app.get('/admin', { config: { consoleDocument: true } }, async () => 'page');
    app.get('/api/x', async () => ({ ok: true }));
    await app.ready();
    return app;
  };

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const untrusting = await build(false, async () => ({ ancestors: [], sources: [] }));
    const answer = await untrusting.inject({ method: 'GET', url: '/api/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    await untrusting.close();
  });

  it('lets the console frame only the sources it is given, dropping what is not a source', async () => {
    const asked: string[] = [];
    const app = await build(true, async (host) => {
      asked.push(host);
      return { ancestors: [], sources: ['https://reports.example.com', 'bad source;', 'https://other.example.com'] };
    });
    const page = await app.inject({ method: 'GET', url: '/admin', headers: { host: 'acme.localhost' } });
    expect(csp(page).get('frame-src')).toEqual(['https://reports.example.com', 'https://other.example.com']);
    expect(asked).toEqual(['acme.localhost']);
    // API calls read no framing.
    await app.inject({ method: 'GET', url: '/api/x' });
    expect(asked).toHaveLength(1);
    await app.close();
  });

  it('frames nothing and is framed by no one when the framing cannot be read', async () => {
    const app = await build(true, async () => {
      throw new Error('database gone');
    });
    const page = await app.inject({ method: 'GET', url: '/admin' });
    expect(page.statusCode).toBe(200);
    expect(csp(page).get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp(page).get('frame-src')).toEqual(["'none'"]);
    await app.close();
  });
});
