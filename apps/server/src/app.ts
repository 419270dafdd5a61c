import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { tenantFromHost } from '@connector/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createIdentity, OIDC_PATH } from './auth/index.ts';
import type { Config } from './config.ts';
import { createSecretBox, loadSecretsKey } from './crypto/secret-box.ts';
import { openDatabase, shippedMigrations, type Database } from './db/client.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { createRouter } from './http/route.ts';
import { registerConsole } from './http/spa.ts';
import {
  createApplicationsRepository,
  createApplicationsService,
  createConnectionTester,
  createConnectivityService,
  createCredentialsService,
  registerApplicationRoutes,
} from './modules/applications/index.ts';
import { createAsyncRequests, createAsyncRequestsRepository, registerAsyncRequestRoutes } from './modules/async-requests/index.ts';
import { createAuditLog, createAuditRepository, registerAuditRoutes } from './modules/audit/index.ts';
import { createRolesRepository, createRolesService, registerRoleRoutes } from './modules/roles/index.ts';
import { registerSystemRoutes } from './modules/system/index.ts';
import { createTenantsRepository, createTenantsService, registerTenantRoutes } from './modules/tenants/index.ts';
import { createUsersRepository, createUsersService, registerUserRoutes } from './modules/users/index.ts';
import { seed, type SeedReport } from './seed.ts';

export interface BuildOptions {
  config: Config;
  /** An open database; when absent one is opened from the configuration. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Database;
  seeded: SeedReport;
}

/** Builds the whole server: database, identity, modules and the console, on one Fastify instance. */
export async function buildApp({ config, db: given, logger }: BuildOptions): Promise<BuiltApp> {
  const lostConnection = (error: Error) => app.log.warn({ err: error }, 'an idle database connection was closed');
  const db = given ?? (await openDatabase(databaseOptions(config, lostConnection)));
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onClose', async () => {
    if (!given) await db.close();
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Connector Console API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const secrets = createSecretBox(loadSecretsKey(config));
  const audit = createAuditLog({ db, repository: createAuditRepository() });
  const identity = await createIdentity({
    db,
    logger: app.log,
    defaultTenant: config.defaultTenant,
    trustProxy: config.trustProxy,
    secrets,
  });
  const roles = createRolesService({ db, repository: createRolesRepository(), audit });
  const tenants = createTenantsService({
    db,
    repository: createTenantsRepository(),
    audit,
    secrets,
    defaultTenant: config.defaultTenant,
    signInSettings: (tenantId, origin) => identity.authInfo(tenantId, origin),
    provisionTenant: (tx, tenantId) => roles.provisionTenant(tx, tenantId),
  });

  await app.register(identity.plugin);

  const longWork = createAsyncRequests({
    db,
    repository: createAsyncRequestsRepository(),
    logger: app.log,
    gatewayTimeoutMs: config.gatewayTimeoutMs,
    outcomeTtlMs: config.asyncOutcomeTtlMs,
  });
  const route = createRouter(
    app,
    {
      hostTenant: (request) => tenants.tenantOfHost(request.host),
      authenticate: (token, hostTenant) => identity.verifyAccessToken(token, hostTenant),
      permissionsOf: (caller) => roles.permissionsOf(caller),
    },
    longWork,
  );
  registerSystemRoutes(route, { db, expectedMigrations: shippedMigrations() });
  registerAsyncRequestRoutes(route, longWork);
  registerAuditRoutes(route, { audit, permissionsOf: (caller) => roles.permissionsOf(caller) });
  registerTenantRoutes(route, tenants);
  registerRoleRoutes(route, roles);
  registerUserRoutes(
    route,
    createUsersService({
      db,
      repository: createUsersRepository(),
      audit,
      existingRoles: (tx, tenantId, roleIds) => roles.existing(tx, tenantId, roleIds),
      permissionsOf: (caller) => roles.permissionsOf(caller),
      identity: { hashPassword: identity.hashPassword, endSessions: identity.endSessions },
    }),
  );

  const applications = createApplicationsService({ db, repository: createApplicationsRepository(), audit, secrets });
  registerApplicationRoutes(route, {
    applications,
    connectivity: createConnectivityService({ applications, secrets, tester: createConnectionTester() }),
    credentials: createCredentialsService({ db, audit, applications, appClients: identity.appClients }),
    tokenUrl: (origin) => `${origin}${OIDC_PATH}/token`,
  });

  await registerConsole(app, {
    webDist: config.webDist,
    tenantOfRequest: (request) => tenantFromHost(request.host, config.defaultTenant),
  });

  const seeded = await seed({ config, tenants, roles, identity, applications });
  await app.ready();
  return { app, db, seeded };
}

function databaseOptions(config: Config, onIdleError: (error: Error) => void) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, onIdleError } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}
