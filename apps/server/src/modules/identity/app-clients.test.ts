import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { identityPorts } from '../../../test/identity-ports.ts';
import { bearer, clientCredentials, signIn } from '../../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN, testTenant } from '../../../test/test-app.ts';
import type { AppClients } from '../../ports.ts';
import { createIdentity } from './index.ts';

const ACME = 'acme.localhost:3000';
const HOME = 'localhost:3000';
/** The least connectivity an application's save takes. */
const CONNECTIVITY = {
  general: { realm: 'acme-T', region: 'eu', aribaApiUrl: 'https://openapi.example/', customOAuthUrl: false },
  moodys: { orbisUrl: 'https://orbis.example/', orbisApiToken: 'orbis-token-1', matchScoreLimit: 85 },
};
const ACME_TENANT = testTenant('acme');

describe.each(testDatabases)('application credentials on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let clients: AppClients;
  const secretsKey = randomBytes(32).toString('base64');

  /** A token for the credentials at `host`, failing the test when none is given. */
  const tokenFor = async (credentials: { clientId: string; clientSecret: string }, host = ACME, scope?: string) => {
    const response = await clientCredentials(app, { ...credentials, host, ...(scope ? { scope } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string; token_type: string; expires_in: number; scope?: string }>();
  };
  let admin: Awaited<ReturnType<typeof signIn>>;
  /** A real application of acme: tokens open nothing for an application that does not exist or is disabled. */
  const newApp = async (appName: string) => {
    const created = await app.inject({ method: 'POST', url: '/api/apps', headers: bearer(admin, ACME), payload: { appName } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ data: { appId: string } }>().data.appId;
  };
  const permissionsCall = (token: { access_token: string }, host = ACME) =>
    app.inject({ method: 'POST', url: '/api/roles/permissions', headers: bearer(token, host), payload: { roles: ['userBvd'] } });

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db, { SECRETS_KEY: secretsKey }));
    admin = await signIn(app, TEST_ADMIN);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(admin),
      payload: ACME_TENANT,
    });
    expect(created.statusCode).toBe(201);
    const secrets = createSecretBox(Buffer.from(secretsKey, 'base64'));
    ({ appClients: clients } = await createIdentity({ db, logger: app.log, defaultTenant: 'default', secrets, ...identityPorts(db) }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('issues a JWT for the API carrying the tenant, the application and its roles', async () => {
    const credentials = await clients.generate({ tenantId: 'acme', appId: 'app-claims', roles: ['tenantAdmin', 'userBvd'] });
    expect(credentials.roles).toEqual(['tenantAdmin', 'userBvd']);
    expect(credentials.clientSecret.length).toBeGreaterThanOrEqual(43);

    const token = await tokenFor(credentials);
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_in).toBe(3600);
    expect(decodeProtectedHeader(token.access_token).typ).toBe('at+jwt');
    expect(decodeJwt(token.access_token)).toMatchObject({
      iss: `http://${ACME}/oidc`,
      aud: 'urn:connector:api',
      sub: credentials.clientId,
      client_id: credentials.clientId,
      'custom:tenantId': 'acme',
      'custom:appId': 'app-claims',
      'custom:roles': ['tenantAdmin', 'userBvd'],
    });

    const narrowed = await tokenFor(credentials, ACME, 'userBvd superAdmin');
    expect(narrowed.scope).toBe('userBvd');
    expect(decodeJwt(narrowed.access_token)['custom:roles']).toEqual(['userBvd']);

    const posted = await clientCredentials(app, { ...credentials, host: ACME, auth: 'post' });
    expect(posted.statusCode).toBe(200);
  });

  it('authorises the calls open to applications on its own tenant only', async () => {
    const callsApp = await newApp('Calls');
    const token = await tokenFor(await clients.generate({ tenantId: 'acme', appId: callsApp, roles: ['userBvd'] }));
    const own = await permissionsCall(token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.permissions).toContain('Connector.Search.Menu');
    expect((await permissionsCall(token, HOME)).statusCode).toBe(401);
  });

  it('refuses an application the administration of tenants, users and roles', async () => {
    const adminApp = await newApp('Admin');
    const token = await tokenFor(await clients.generate({ tenantId: 'acme', appId: adminApp, roles: ['tenantAdmin'] }));
    for (const url of ['/api/roles', '/api/tenants/acme/users', '/api/tenant/configuration', '/api/tenants']) {
      const response = await app.inject({ url, headers: bearer(token, ACME) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('rotates: the old secret and its tokens stop working at once', async () => {
    const rotateApp = await newApp('Rotate');
    const first = await clients.generate({ tenantId: 'acme', appId: rotateApp, roles: ['userBvd'] });
    const oldToken = await tokenFor(first);
    const second = await clients.generate({ tenantId: 'acme', appId: rotateApp, roles: ['userBvd'] });
    expect(second.clientId).toBe(first.clientId);
    expect(second.clientSecret).not.toBe(first.clientSecret);

    const refused = await clientCredentials(app, { ...first, host: ACME });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('invalid_client');
    expect((await permissionsCall(oldToken)).statusCode).toBe(401);
    expect((await permissionsCall(await tokenFor(second))).statusCode).toBe(200);
  });

  it('opens nothing while its application or its tenant is disabled', async () => {
    const appId = await newApp('Paused');
    const token = await tokenFor(await clients.generate({ tenantId: 'acme', appId, roles: ['userBvd'] }));
    expect((await permissionsCall(token)).statusCode).toBe(200);
    const setApp = (enabled: boolean) =>
      app.inject({ method: 'PUT', url: `/api/apps/${appId}`, headers: bearer(admin, ACME), payload: { enabled, type: 'Test', params: CONNECTIVITY } });
    const paused = await setApp(false);
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await permissionsCall(token)).statusCode).toBe(401);
    expect((await setApp(true)).statusCode).toBe(200);
    expect((await permissionsCall(token)).statusCode).toBe(200);

    const { tenantId: _t, name: _n, ...body } = ACME_TENANT;
    const setTenant = (enabled: boolean) => app.inject({ method: 'PUT', url: '/api/tenants/acme', headers: bearer(admin), payload: { ...body, enabled } });
    expect((await setTenant(false)).statusCode).toBe(200);
    expect((await permissionsCall(token)).statusCode).toBe(401);
    expect((await setTenant(true)).statusCode).toBe(200);
    expect((await permissionsCall(token)).statusCode).toBe(200);
  });

  it('reads without the secret, reveals it on request, and stores it sealed', async () => {
    const { clientId, clientSecret } = await clients.generate({ tenantId: 'acme', appId: 'app-read', roles: ['userBvd'] });
    expect(await clients.read({ tenantId: 'acme', appId: 'app-read' })).toEqual({ clientId, roles: ['userBvd'] });
    expect(await clients.revealSecret({ tenantId: 'acme', appId: 'app-read' })).toBe(clientSecret);
    expect(await clients.read({ tenantId: 'acme', appId: 'no-such-app' })).toBeNull();
    expect(await clients.revealSecret({ tenantId: 'acme', appId: 'no-such-app' })).toBeNull();
    expect(await clients.read({ tenantId: 'default', appId: 'app-read' })).toBeNull();
    expect(await clients.revealSecret({ tenantId: 'default', appId: 'app-read' })).toBeNull();

    const rows = await db.unscoped((tx) => tx.select().from(oidcPayloads));
    expect(rows.some((row) => row.id === clientId && row.model === 'Client')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(clientSecret);
  });

  it('a client of one tenant gets no token at another tenant’s origin', async () => {
    const acme = await clients.generate({ tenantId: 'acme', appId: 'app-shared', roles: ['userBvd'] });
    const home = await clients.generate({ tenantId: 'default', appId: 'app-shared', roles: ['userBvd'] });
    expect(home.clientId).not.toBe(acme.clientId);
    const elsewhere = await clientCredentials(app, { ...acme, host: HOME });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error).toBe('invalid_client');
    expect((await clientCredentials(app, { ...home, host: ACME })).statusCode).toBe(401);
    expect(decodeJwt((await tokenFor(home, HOME)).access_token)['custom:tenantId']).toBe('default');
  });

  it('never gives an application the super administrator role, nor a role that is no scope value', async () => {
    const granted = await clients.generate({ tenantId: 'default', appId: 'app-roles', roles: ['superAdmin', 'userBvd', 'userBvd'] });
    expect(granted.roles).toEqual(['userBvd']);
    await expect(clients.generate({ tenantId: 'default', appId: 'app-roles', roles: ['two words'] })).rejects.toMatchObject({
      status: 400,
    });
    expect((await clients.read({ tenantId: 'default', appId: 'app-roles' }))?.roles).toEqual(['userBvd']);
  });
});
