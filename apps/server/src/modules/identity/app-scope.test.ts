import { randomBytes } from 'node:crypto';
import { defineEndpoint, tenantFromHost } from '@connector/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../../test/databases.ts';
import { identityPorts } from '../../../test/identity-ports.ts';
import { bearer, clientCredentials, signIn } from '../../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN } from '../../../test/test-app.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { createRouter } from '../../http/route.ts';
import { createIdentity, type Identity } from './index.ts';

/** An application call naming its application, as the connector's calls will. */
const probe = defineEndpoint({
  id: 'probeApplication',
  method: 'GET',
  path: '/api/apps/{appId}/probe',
  summary: 'test endpoint',
  access: 'user',
  permission: null,
  application: true,
  params: z.object({ appId: z.string().max(40) }),
  data: z.object({ appId: z.string(), userId: z.string(), roles: z.array(z.string()) }),
});

/** Real tokens of the embedded provider through the router's rules for application callers. */
describe.each(testDatabases)('an application token at the router on $name', (database) => {
  let db: Database;
  let server: FastifyInstance;
  let api: FastifyInstance;
  let identity: Identity;

  beforeAll(async () => {
    db = await database.open();
    const secretsKey = randomBytes(32).toString('base64');
    ({ app: server } = await buildTestApp(db, { SECRETS_KEY: secretsKey }));
    identity = await createIdentity({
      db,
      logger: server.log,
      defaultTenant: 'default',
      secrets: createSecretBox(Buffer.from(secretsKey, 'base64')),
      ...identityPorts(db),
    });

    api = Fastify({ logger: false });
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    installErrorHandler(api);
    const route = createRouter(api, {
      guard: {
        tenantIdOfHost: (request) => tenantFromHost(request.host, 'default'),
        hostTenant: async (request) => tenantFromHost(request.host, 'default'),
        authenticate: (token, hostTenant) => identity.verifyAccessToken(token, hostTenant),
        permissionsOf: async () => [],
      },
      db,
    });
    route(probe, async ({ params, caller }) => ({ appId: params.appId, userId: caller.userId, roles: caller.roles }));
    await api.ready();
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
    await db?.close();
  });

  const call = (appId: string, accessToken: string) =>
    api.inject({ url: `/api/apps/${appId}/probe`, headers: { host: 'localhost:3000', authorization: `Bearer ${accessToken}` } });

  it('reaches its own application and gets 404 for another', async () => {
    const admin = await signIn(server, TEST_ADMIN);
    const created = await server.inject({ method: 'POST', url: '/api/apps', headers: bearer(admin), payload: { appName: 'Probe' } });
    const appId = created.json<{ data: { appId: string } }>().data.appId;
    const credentials = await identity.appClients.generate({ tenantId: 'default', appId, roles: ['userBvd'] });
    const issued = await clientCredentials(server, { ...credentials, host: 'localhost:3000' });
    expect(issued.statusCode).toBe(200);
    const token = issued.json<{ access_token: string }>().access_token;

    const own = await call(appId, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({ appId, userId: `app:${appId}`, roles: ['userBvd'] });
    const other = await call('app-y', token);
    expect(other.statusCode).toBe(404);
    expect(other.json().success).toBe(false);
  });

  it('leaves a signed-in user free to name any application', async () => {
    const tokens = await signIn(server, TEST_ADMIN);
    expect((await call('app-y', tokens.access_token)).json().data.appId).toBe('app-y');
  });
});
