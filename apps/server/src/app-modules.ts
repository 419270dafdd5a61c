import { tenantFromHost } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { shippedMigrations, type Database } from './db/client.ts';
import type { Caller } from './http/caller.ts';
import type { RouterDeps } from './http/module.ts';
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
import type { Services } from './services.ts';

interface ModulesDeps {
  config: Config;
  db: Database;
  services: Services;
}

/** The router's checks every module is given: host tenant, sign-in and permissions. */
function routerDeps({ config, db, services }: ModulesDeps, permissionsOf: (caller: Caller) => Promise<readonly string[]>): RouterDeps {
  const { identity, tenants, longWork } = services;
  return {
    guard: {
      tenantIdOfHost: (request) => tenantFromHost(request.host, config.defaultTenant),
      hostTenant: (request) => tenants.tenantOfHost(request.host),
      authenticate: (token, hostTenant) => identity.verifyAccessToken(token, hostTenant),
      permissionsOf,
    },
    db,
    longWork,
  };
}

/** Registers the module plugins, each with the services it declares; the order is that of their routes. */
export async function registerModules(app: FastifyInstance, deps: ModulesDeps): Promise<void> {
  const { config, db, services } = deps;
  const { audit, identity, roles, tenants, applications, secrets, longWork } = services;
  const permissionsOf = (caller: Caller) => roles.permissionsOf(caller);
  const router = routerDeps(deps, permissionsOf);
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
}
