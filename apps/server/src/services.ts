import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { createSecretBox, loadSecretsKey } from './crypto/secret-box.ts';
import type { Database } from './db/client.ts';
import { createJobQueue, type QueueTiming } from './jobs/index.ts';
import { jobRegistry } from './jobs/registry.ts';
import { createApplicationStates, createApplicationsRepository, createApplicationsService } from './modules/applications/index.ts';
import { createAsyncRequests, createAsyncRequestsRepository } from './modules/async-requests/index.ts';
import { createAuditLog, createAuditRepository } from './modules/audit/index.ts';
import { createIdentity } from './modules/identity/index.ts';
import { createRolesRepository, createRolesService } from './modules/roles/index.ts';
import { createTenantStates, createTenantsRepository, createTenantsService } from './modules/tenants/index.ts';
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
  const applications = createApplicationsService({ db, repository: createApplicationsRepository(), audit, secrets, providerHosts: config.providerHosts });
  const longWork = createAsyncRequests({
    db,
    repository: createAsyncRequestsRepository(),
    logger,
    gatewayTimeoutMs: config.gatewayTimeoutMs,
    outcomeTtlMs: config.asyncOutcomeTtlMs,
  });
  // Started by buildApp once every module has registered its workers; stopped before the database closes.
  const jobs = createJobQueue({ db, registry: jobRegistry, logger, ...(queueTiming ? { timing: queueTiming } : {}) });
  return { db, secrets, audit, identity, roles, tenants, applications, longWork, jobs };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
