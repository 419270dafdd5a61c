import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { tenantFromHost } from '@connector/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerModules } from './app-modules.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { AccessLog } from './http/access-log.ts';
import { apiCompression } from './http/compression.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { framingOptions, installInputFraming } from './http/framing.ts';
import { apiDocumentOptions } from './http/openapi/index.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerConsole } from './http/spa.ts';
import type { QueueTiming } from './jobs/index.ts';
import { observe, requestId, type MetricsServer } from './observability/index.ts';
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
  /** The Prometheus endpoint, when `METRICS_PORT` is set. */
  metrics: MetricsServer | null;
}

/**
 * Builds the whole server: database, identity, module plugins and the console, on one Fastify
 * instance. It writes no data: first-start seeding is `seed.ts`, run by `main.ts`.
 */
export async function buildApp({ config, db: given, logger, queueTiming }: BuildOptions): Promise<BuiltApp> {
  const lostConnection = (error: Error) => app.log.warn({ err: error }, 'an idle database connection was closed');
  const db = given ?? (await openDatabase(databaseOptions(config, lostConnection)));
  const app = createServer(config, logger);
  const observability = observe(app, config, () => services.jobs);
  await app.register(apiCompression);
  await app.register(securityHeaders, { framingOf: consoleFraming(config, db, () => services) });
  app.addHook('onClose', async () => {
    // The queue first: its handlers are told to stop and their jobs settled while the database is open.
    await services.jobs.stop();
    await observability.close();
    if (!given) await db.close();
  });
  await registerApiDocs(app);

  const services = await createServices({ config, db, logger: app.log, queueTiming });
  await app.register(services.identity.plugin, { sso: services.sso });
  await registerModules(app, { config, db, services });

  await registerConsole(app, {
    webDist: config.webDist,
    tenantOfRequest: (request) => tenantFromHost(request.host, config.defaultTenant),
  });
  // After the migrations (openDatabase) and every module's workers; before the onReady hooks, so a
  // module can put its schedules on the queue there.
  await services.jobs.start();
  await app.ready();
  await observability.listen().catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  return { app, db, services, metrics: observability.metrics };
}

/** The Fastify instance with the server's options, schema compilers, error answers and input framing. */
function createServer(config: Config, logger: BuildOptions['logger']): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(),
    ...framingOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputFraming(app);
  return app;
}

/**
 * One transaction per console page: the tenant's allowed framers and the report hosts of its enabled
 * applications. Read afresh for every page, so a change to a tenant or an application applies to the
 * next page. The services are built after the security headers are registered, and asked only once
 * requests come.
 */
function consoleFraming(config: Config, db: Database, servicesOf: () => Services) {
  return (host: string) => {
    const tenantId = tenantFromHost(host, config.defaultTenant);
    const { tenants, applications } = servicesOf();
    return db.forTenant(tenantId, async (tx) => ({
      ancestors: await tenants.frameAncestorsIn(tx, tenantId),
      sources: await applications.frameOriginsIn(tx, tenantId),
    }));
  };
}

/** The OpenAPI document of the `/api` operations and its UI (`http/openapi/`, docs/decisions/030-api-document.md). */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, apiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

function databaseOptions(config: Config, onIdleError: (error: Error) => void) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, onIdleError } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir, sharedBuffersMb: config.pgliteSharedBuffersMb } as const);
}
