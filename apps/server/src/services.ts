import { USER_BVD_ROLE } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { createSecretBox, loadSecretsKey } from './crypto/secret-box.ts';
import type { Database } from './db/client.ts';
import { createEventBus, createEventsRepository } from './events/index.ts';
import { queueRegistry, subscribers, type Jobs } from './job-registry.ts';
import { createMailer } from './mail/index.ts';
import { createHostPolicy, createOutboundFetch } from './providers/index.ts';
import { createJobQueue, type JobQueue, type JobRegistry, type QueueTiming } from './jobs/index.ts';
import { createApplicationStates, createApplicationsService, createAppRuntimes } from './modules/applications/index.ts';
import { createAsyncRequests, createAsyncRequestsRepository } from './modules/async-requests/index.ts';
import { createAuditLog, createAuditRepository } from './modules/audit/index.ts';
import { createIdentity, createTenantSso } from './modules/identity/index.ts';
import { createDemoMappings } from './modules/mappings/index.ts';
import { createRolesRepository, createRolesService } from './modules/roles/index.ts';
import { createTenantSsoSettings, createTenantStates, createTenantsRepository, createTenantsService } from './modules/tenants/index.ts';
import { createAccountStore } from './modules/users/index.ts';

/**
 * The services more than one module (or the router, or the first-start seed) uses, built once.
 * Services only one module uses are built inside that module's plugin.
 */
export async function createServices({
  config,
  db,
  logger,
  queueTiming,
}: {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  queueTiming?: QueueTiming;
}) {
  const secrets = createSecretBox(loadSecretsKey(config));
  const audit = createAuditLog({ db, repository: createAuditRepository() });
  const identity = await createIdentity({
    db,
    logger,
    defaultTenant: config.defaultTenant,
    trustProxy: config.trustProxy,
    secrets,
    accounts: createAccountStore(db),
    tenants: createTenantStates(db),
    applications: createApplicationStates(db),
    cognito: config.identity.kind === 'cognito' ? config.identity : undefined,
  });
  const roles = createRolesService({ db, repository: createRolesRepository(), audit });
  // Tenant single sign-on: its metadata and tokens are fetched only where `PROVIDER_HOSTS` allows;
  // the people it creates get the least of the standard roles (docs/decisions/034).
  const sso = createTenantSso({
    db,
    secrets,
    directory: identity.directory,
    tenants: createTenantSsoSettings(db, secrets),
    fetch: createOutboundFetch(createHostPolicy(config.providerHosts)),
    defaultRole: USER_BVD_ROLE,
  });
  const tenants = createTenantsService({
    db,
    repository: createTenantsRepository(),
    audit,
    secrets,
    defaultTenant: config.defaultTenant,
    signInSettings: (tenantId, origin) => identity.authInfo(tenantId, origin),
    provisionTenant: (tx, tenantId) => roles.provisionTenant(tx, tenantId),
    checkSsoMetadata: (url) => sso.checkMetadata(url),
  });
  const applications = createApplicationsService({ db, audit, secrets, providerHosts: config.providerHosts });
  // The application port: every module that works with an application's providers gets this one,
  // whose adapters call only what `PROVIDER_HOSTS` allows.
  const runtimes = createAppRuntimes({ secrets, fetch: createOutboundFetch(createHostPolicy(config.providerHosts)), facts: db.facts });
  const longWork = createAsyncRequests({
    db,
    repository: createAsyncRequestsRepository(),
    logger,
    gatewayTimeoutMs: config.gatewayTimeoutMs,
    outcomeTtlMs: config.asyncOutcomeTtlMs,
  });
  // Started by buildApp once every module has registered its workers; stopped before the database closes.
  // The registry's names are known to the type checker module by module (Jobs); the subscribers'
  // queues are named from the list at start-up, so the queue is built over the plain registry.
  const queue = createJobQueue<JobRegistry>({ db, registry: queueRegistry(), logger, ...(queueTiming ? { timing: queueTiming } : {}) });
  const jobs = queue as unknown as JobQueue<Jobs>;
  // Domain events: publishers write to the outbox, subscribers (job-registry.ts) react as jobs.
  const events = createEventBus({ db, queue, repository: createEventsRepository(), subscribers });
  const mailer = createMailer(config, logger);
  const demoMappings = createDemoMappings(db);
  return { db, secrets, audit, identity, sso, roles, tenants, applications, runtimes, longWork, jobs, events, mailer, demoMappings };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
