import { TENANT_SSO_MESSAGES as M, USER_BVD_ROLE } from '@connector/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { dataOf, expectFieldError } from '../../../../test/answers.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { identityPorts } from '../../../../test/identity-ports.ts';
import { bearer, beginSignIn, exchangeCode, signIn, type SignInFlow, type Tokens } from '../../../../test/sign-in.ts';
import { closedPort, postedForm, ProviderVisits, startOidcIdp, startSamlIdp, type OidcIdp, type SamlIdp } from '../../../../test/sso-idps.ts';
import { buildTestApp, createTestUser, TEST_ADMIN, testTenant } from '../../../../test/test-app.ts';
import { createLocalDirectory } from '../directory.ts';

const OIDC_CLIENT = { clientId: 'console-orbit', clientSecret: 'orbit-client-secret-0123456789' };
const SSO_FAILED = 'Single sign-on failed. Go back to the console and try again.';

describe.each(testDatabases)('tenant single sign-on on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let saml: SamlIdp;
  let oidc: OidcIdp;
  let unreachablePort: number;
  let admin: Tokens;

  const directory = () => createLocalDirectory(identityPorts(db));
  const saveTenant = (method: 'POST' | 'PUT', tenantId: string, fields: Record<string, unknown>) =>
    app.inject({
      method,
      url: method === 'POST' ? '/api/tenants' : `/api/tenants/${tenantId}`,
      headers: bearer(admin),
      payload: method === 'POST' ? { ...testTenant(tenantId), ...fields } : (({ tenantId: _id, name: _name, ...rest }) => ({ ...rest, ...fields }))(testTenant(tenantId)),
    });

  beforeAll(async () => {
    saml = await startSamlIdp();
    oidc = await startOidcIdp({ ...OIDC_CLIENT, redirectUris: ['http://orbit.localhost/oidc/sso/oidc/callback'] });
    unreachablePort = await closedPort();
    db = await database.open();
    ({ app } = await buildTestApp(db, {
      PROVIDER_HOSTS: `*.example 127.0.0.1:${saml.port} 127.0.0.1:${oidc.port} 127.0.0.1:${unreachablePort}`,
    }));
    admin = await signIn(app, TEST_ADMIN);
    // acme signs in through SAML, orbit through OpenID Connect; beta keeps passwords and owns beta.test.
    dataOf(await saveTenant('POST', 'beta', {}), 201);
    dataOf(await saveTenant('POST', 'acme', { ssoEnabled: true, ssoMetadataUrl: saml.metadataUrl, ssoMapping: { Email: 'mail' } }), 201);
    dataOf(
      await saveTenant('POST', 'orbit', {
        ssoEnabled: true,
        ssoMetadataUrl: oidc.discoveryUrl,
        appClientId: OIDC_CLIENT.clientId,
        appClientSecret: OIDC_CLIENT.clientSecret,
      }),
      201,
    );
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await saml?.close();
    await oidc?.close();
  });

  /** The console's sign-in on `host`, sent on to the company's provider: the address it was sent to. */
  async function toProvider(host: string, uiLocales?: string): Promise<{ flow: SignInFlow; location: string }> {
    const flow = await beginSignIn(app, { host, ...(uiLocales ? { uiLocales } : {}) });
    expect(flow.page.statusCode, flow.page.body).toBe(303);
    expect(flow.page.body).not.toContain('type="password"');
    return { flow, location: String(flow.page.headers.location) };
  }

  /** The SAML IdP's answer to the redirect: the form it posts to the ACS. */
  async function samlAnswer(location: string) {
    expect(location.startsWith(`${saml.origin}/sso?SAMLRequest=`)).toBe(true);
    const page = await new ProviderVisits().get(location);
    return postedForm(await page.text());
  }

  /** Posts the IdP's form to the ACS, as the browser does (a cross-site post), and follows the server. */
  async function postToAcs(flow: SignInFlow, answer: { action: string; fields: Record<string, string> }): Promise<LightMyRequestResponse> {
    const url = new URL(answer.action);
    expect(url.origin).toBe(flow.browser.origin);
    const posted = await flow.browser.request('POST', url.pathname, answer.fields, { origin: saml.origin, 'sec-fetch-site': 'cross-site' });
    return flow.browser.follow(posted);
  }

  async function samlSignIn(email: string, options: Omit<SamlIdp['next'], 'email'> = {}) {
    saml.next = { email, ...options };
    const { flow, location } = await toProvider('acme.localhost');
    const answer = await samlAnswer(location);
    return { flow, answer, result: await postToAcs(flow, answer) };
  }

  const expectRefused = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(SSO_FAILED);
    expect(response.body).not.toMatch(/signature|audience|expired|replay|domain/i);
  };

  /** Refused in the browser with the generic page, and why in the log. */
  async function refusedBecause(reason: string, attempt: () => Promise<LightMyRequestResponse>) {
    // Without a logger Fastify gives every request the application's (silent) logger itself.
    const warn = vi.spyOn(app.log, 'warn');
    try {
      expectRefused(await attempt());
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason }), 'single sign-on refused');
    } finally {
      warn.mockRestore();
    }
  }

  it('signs a new user in through the SAML provider, in their tenant with the default role', async () => {
    const { flow, result } = await samlSignIn('ana@acme.test');
    const tokens = await exchangeCode(flow, result);
    const access = decodeJwt(tokens.access_token);
    expect(access['custom:tenantId']).toBe('acme');
    expect(access['custom:roles']).toEqual([USER_BVD_ROLE]);
    const user = await directory().findByEmail('acme', 'ana@acme.test');
    expect(user).toMatchObject({ tenantId: 'acme', roles: [USER_BVD_ROLE], firstName: 'Ana', lastName: 'Saml', enabled: true });
    expect(access.sub).toBe(user?.userId);
    // The API opens for the new user on the tenant's host.
    expect((await app.inject({ url: '/api/roles', headers: bearer(tokens, 'acme.localhost') })).statusCode).not.toBe(401);
    // A second sign-in finds the same account.
    const again = await samlSignIn('ana@acme.test');
    expect(decodeJwt((await exchangeCode(again.flow, again.result)).access_token).sub).toBe(user?.userId);
  });

  it('signs a new user in through the OpenID provider, in their tenant with the default role', async () => {
    oidc.nextEmail = 'olga@orbit.test';
    const { flow, location } = await toProvider('orbit.localhost');
    expect(location.startsWith(`${oidc.origin}/auth?`)).toBe(true);
    const request = new URL(location).searchParams;
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('client_id')).toBe(OIDC_CLIENT.clientId);
    const back = await new ProviderVisits().get(location);
    const callback = new URL(String(back.headers.get('location')));
    expect(callback.origin).toBe(flow.browser.origin);
    const result = await flow.browser.follow(await flow.browser.request('GET', `${callback.pathname}${callback.search}`));
    const tokens = await exchangeCode(flow, result);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ 'custom:tenantId': 'orbit', 'custom:roles': [USER_BVD_ROLE] });
    expect(await directory().findByEmail('orbit', 'olga@orbit.test')).toMatchObject({ tenantId: 'orbit', roles: [USER_BVD_ROLE], firstName: 'Olga' });
    // The callback answered once is not answered again.
    await refusedBecause('replay', () => flow.browser.request('GET', `${callback.pathname}${callback.search}`));
  });

  it("applies a change of the tenant's SSO settings to the next sign-in", async () => {
    const orbit = { ssoEnabled: true, ssoMetadataUrl: oidc.discoveryUrl, appClientId: OIDC_CLIENT.clientId };
    dataOf(await saveTenant('PUT', 'orbit', { ...orbit, ssoMetadataUrl: saml.metadataUrl }));
    expect((await toProvider('orbit.localhost')).location.startsWith(`${saml.origin}/sso?`)).toBe(true);
    dataOf(await saveTenant('PUT', 'orbit', { ...orbit, ssoEnabled: false }));
    const form = await beginSignIn(app, { host: 'orbit.localhost' });
    expect(form.page.statusCode).toBe(200);
    expect(form.page.body).toContain('type="password"');
    dataOf(await saveTenant('PUT', 'orbit', orbit));
    expect((await toProvider('orbit.localhost')).location.startsWith(`${oidc.origin}/auth?`)).toBe(true);
  });

  it('refuses a local password for the users of a single sign-on tenant, in English and Spanish', async () => {
    const password = 'L0cal!passw0rd';
    for (const tenantId of ['acme', 'orbit']) {
      await createTestUser(db, { tenantId, email: `local@${tenantId}.test`, password, roles: [USER_BVD_ROLE] });
      for (const [language, text] of [
        ['en', 'passwords are not accepted here'],
        ['es', 'aquí no se aceptan contraseñas'],
      ] as const) {
        const { flow } = await toProvider(`${tenantId}.localhost`, language);
        const uid = flow.browser.cookie('_interaction');
        expect(uid).toBeTruthy();
        const answer = await flow.browser.request('POST', `/oidc/interaction/${uid}/login`, { email: `local@${tenantId}.test`, password });
        expect(answer.statusCode).toBe(403);
        expect(answer.body).toContain(text);
        expect(answer.headers.location).toBeUndefined();
      }
    }
  });

  it('refuses a tampered assertion', async () => {
    await refusedBecause('bad-signature', async () => (await samlSignIn('tom@acme.test', { tamperedEmail: 'boss@acme.test' })).result);
    expect(await directory().findByEmail('acme', 'boss@acme.test')).toBeNull();
    expect(await directory().findByEmail('acme', 'tom@acme.test')).toBeNull();
  });

  it('refuses a replayed assertion: the same response posted again, or its assertion id in a new response', async () => {
    const { flow, answer, result } = await samlSignIn('rita@acme.test', { assertionId: '_reused-assertion-id' });
    await exchangeCode(flow, result);
    await refusedBecause('replay', () => postToAcs(flow, answer));
    await refusedBecause('replay', async () => (await samlSignIn('rita@acme.test', { assertionId: '_reused-assertion-id' })).result);
  });

  it('refuses an expired assertion and one for another audience', async () => {
    await refusedBecause('expired', async () => (await samlSignIn('old@acme.test', { validForMs: -10 * 60_000 })).result);
    await refusedBecause('wrong-audience', async () => (await samlSignIn('aud@acme.test', { audience: 'https://other-service.example/saml' })).result);
    expect(await directory().findByEmail('acme', 'old@acme.test')).toBeNull();
    expect(await directory().findByEmail('acme', 'aud@acme.test')).toBeNull();
  });

  it("refuses an e-mail in another tenant's domain", async () => {
    await refusedBecause('foreign-domain', async () => (await samlSignIn('eve@beta.test')).result);
    expect(await directory().findByEmail('acme', 'eve@beta.test')).toBeNull();
    // A domain no tenant has is the company's own business.
    const { flow, result } = await samlSignIn('guest@partner.example');
    await expect(exchangeCode(flow, result)).resolves.toHaveProperty('access_token');
  });

  it('answers 400 naming the metadata URL for unreachable or malformed metadata, and writes nothing', async () => {
    const before = dataOf<Record<string, unknown>>(await app.inject({ url: '/api/tenants/beta', headers: bearer(admin) }));
    const cases = [
      [`http://127.0.0.1:${unreachablePort}/metadata`, M.metadataUnreachable],
      [`${saml.origin}/missing`, M.metadataUnreachable],
      [saml.notMetadataUrl, M.metadataMalformed],
      [`${oidc.origin}/jwks`, M.metadataMalformed],
      ['https://idp.not-listed.test/metadata', M.metadataUnreachable],
      ['http://idp.example/metadata', M.metadataInsecure],
      ['', M.metadataRequired],
    ] as const;
    for (const [url, message] of cases) {
      expectFieldError(await saveTenant('PUT', 'beta', { ssoEnabled: true, ssoMetadataUrl: url, city: 'Changed' }), 'body.ssoMetadataUrl', message);
      expectFieldError(await saveTenant('POST', 'gamma', { ssoEnabled: true, ssoMetadataUrl: url }), 'body.ssoMetadataUrl', message);
    }
    // OpenID Connect discovery that reads, but no client to sign in as.
    const noClient = { ssoEnabled: true, ssoMetadataUrl: oidc.discoveryUrl, city: 'Changed' };
    expectFieldError(await saveTenant('PUT', 'beta', noClient), 'body.appClientId', M.clientIdRequired);
    expect(dataOf(await app.inject({ url: '/api/tenants/beta', headers: bearer(admin) }))).toEqual(before);
    expect((await app.inject({ url: '/api/tenants/gamma', headers: bearer(admin) })).statusCode).toBe(404);
  });
});
