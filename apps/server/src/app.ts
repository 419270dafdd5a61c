import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { tenantFromHost } from '@connector/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, shippedMigrations, type Database } from './db/client.ts';
import type { Caller } from './http/caller.ts';
import { AccessLog } from './http/access-log.ts';
import { apiCompression } from './http/compression.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { framingOptions, installInputFraming } from './http/framing.ts';
import type { RouterDeps } from './http/module.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerConsole } from './http/spa.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { asyncRequestsModule } from './modules/async-requests/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { companyViewsModule } from './modules/company-views/index.ts';
import { OIDC_PATH } from './modules/identity/index.ts';
import { importsModule } from './modules/imports/index.ts';
import { ownEntityModule } from './modules/own-entity/index.ts';
import { rolesModule } from './modules/roles/index.ts';
import { suppliersModule } from './modules/suppliers/index.ts';
import { systemModule } from './modules/system/index.ts';
import { tenantsModule } from './modules/tenants/index.ts';
import { usersModule } from './modules/users/index.ts';
import type { QueueTiming } from './jobs/index.ts';
import { createServices, type Services } from './services.ts';

export interface BuildOptions {
  config: Config;
  /** An open database; when absent one is opened from the configuration. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** How quickly the job queue notices things; tests that kill a server shorten it. */
  queueTiming?: QueueTiming;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Database;
  /** The shared services, for the first-start seed (`seed.ts`). */
  services: Services;
}

/**
 * Builds the whole server: database, identity, module plugins and the console, on one Fastify
 * instance. It writes no data: first-start seeding is `seed.ts`, run by `main.ts`.
 */
export async function buildApp({ config, db: given, logger, queueTiming }: BuildOptions): Promise<BuiltApp> {
  const lostConnection = (error: Error) => app.log.warn({ err: error }, 'an idle database connection was closed');
  const db = given ?? (await openDatabase(databaseOptions(config, lostConnection)));
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(),
    ...framingOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputFraming(app);
  await app.register(apiCompression);
  // One transaction per console page: the tenant's allowed framers and the selected application's report host.
  const framingOf = (host: string, selectedApp: string | null) => {
    const tenantId = tenantFromHost(host, config.defaultTenant);
    return db.forTenant(tenantId, async (tx) => ({
      ancestors: await services.tenants.frameAncestorsIn(tx, tenantId),
      sources: selectedApp ? await services.applications.frameOriginsIn(tx, tenantId, selectedApp) : [],
    }));
  };
  await app.register(securityHeaders, { framingOf });
  app.addHook('onClose', async () => {
    // The queue first: its handlers are told to stop and their jobs settled while the database is open.
    await services.jobs.stop();
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

  const services = await createServices({ config, db, logger: app.log, queueTiming });
  const { audit, identity, roles, tenants, applications, secrets, longWork } = services;
  await app.register(identity.plugin);

  const permissionsOf = (caller: Caller) => roles.permissionsOf(caller);
  const router: RouterDeps = {
    guard: {
      tenantIdOfHost: (request) => tenantFromHost(request.host, config.defaultTenant),
      hostTenant: (request) => tenants.tenantOfHost(request.host),
      authenticate: (token, hostTenant) => identity.verifyAccessToken(token, hostTenant),
      permissionsOf,
    },
    db,
    longWork,
  };
  await app.register(systemModule, { router, db, expectedMigrations: shippedMigrations() });
  await app.register(asyncRequestsModule, { router, longWork });
  await app.register(auditModule, { router, audit, permissionsOf });
  await app.register(tenantsModule, { router, tenants });
  await app.register(rolesModule, { router, roles });
  await app.register(usersModule, {
    router,
    db,
    audit,
    permissionsOf,
    existingRoles: (tx, tenantId, roleIds) => roles.existing(tx, tenantId, roleIds),
    applicationEntry: (tx, tenantId, appId) => applications.entryIn(tx, tenantId, appId),
    identity: { hashPassword: identity.hashPassword, endSessions: identity.endSessions, signInLocks: identity.signInLocks },
  });
  await app.register(applicationsModule, {
    router,
    db,
    audit,
    secrets,
    applications,
    appClients: identity.appClients,
    tokenUrl: (origin) => `${origin}${OIDC_PATH}/token`,
    providerHosts: config.providerHosts,
  });
  // The supplier work: every link it makes is recorded in the audit log and announced as a
  // domain event in its own transaction; what follows a link subscribes to the event.
  const supplierWork = {
    router,
    db,
    audit,
    events: services.events,
    runtimes: services.runtimes,
    jobs: services.jobs,
  };
  await app.register(suppliersModule, { ...supplierWork, syncEveryMinutes: config.supplierSyncMinutes });
  await app.register(companyViewsModule, { router, db, runtimes: services.runtimes, jobs: services.jobs, events: services.events });
  await app.register(ownEntityModule, supplierWork);
  await app.register(importsModule, { ...supplierWork, chunkRows: config.importChunkRows });

  await registerConsole(app, {
    webDist: config.webDist,
    tenantOfRequest: (request) => tenantFromHost(request.host, config.defaultTenant),
  });
  // After the migrations (openDatabase) and every module's workers; before the onReady hooks, so a
  // module can put its schedules on the queue there.
  await services.jobs.start();
  await app.ready();
  return { app, db, services };
}

function databaseOptions(config: Config, onIdleError: (error: Error) => void) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, onIdleError } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir, sharedBuffersMb: config.pgliteSharedBuffersMb } as const);
}
