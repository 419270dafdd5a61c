import { tenantFromHost } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { shippedMigrations, type Database, type Tx } from './db/client.ts';
import type { Caller } from './http/caller.ts';
import type { RouterDeps } from './http/module.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { assessmentsModule, createAssessmentActivity } from './modules/assessments/index.ts';
import { asyncRequestsModule } from './modules/async-requests/index.ts';
import { auditModule, auditRetentionModule } from './modules/audit/index.ts';
import { companyViewsModule, createCompanyViewsService } from './modules/company-views/index.ts';
import { OIDC_PATH } from './modules/identity/index.ts';
import { importsModule } from './modules/imports/index.ts';
import { mappingsModule } from './modules/mappings/index.ts';
import { ownEntityModule } from './modules/own-entity/index.ts';
import { rolesModule } from './modules/roles/index.ts';
import { createSuppliersRepository, registrationAnswers, suppliersModule } from './modules/suppliers/index.ts';
import { systemModule } from './modules/system/index.ts';
import { tenantsModule } from './modules/tenants/index.ts';
import { createUsersRepository, usersModule } from './modules/users/index.ts';
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
  await app.register(auditRetentionModule, { router, db, jobs: services.jobs, retentionDays: tenants.retentionDays });
  await app.register(tenantsModule, { router, tenants });
  await app.register(rolesModule, { router, roles });
  await app.register(usersModule, {
    router,
    db,
    audit,
    permissionsOf,
    existingRoles: (tx, tenantId, roleIds) => roles.existing(tx, tenantId, roleIds),
    applicationEntry: (tx, tenantId, appId) => applications.entryIn(tx, tenantId, appId),
    identity: {
      hashPassword: identity.hashPassword,
      endSessions: identity.endSessions,
      signInLocks: identity.signInLocks,
      administration: identity.administration,
    },
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
  await app.register(suppliersModule, { ...supplierWork, syncEveryMinutes: config.supplierSyncMinutes, assessmentActivity: createAssessmentActivity() });
  const users = createUsersRepository();
  // One keeper of report contexts and company data: the company views and the assessment frames share it.
  const views = createCompanyViewsService({ db, runtimes: services.runtimes, companyDataTtlMs: config.orbisCompanyCacheSeconds * 1000 });
  await app.register(companyViewsModule, {
    router,
    db,
    runtimes: services.runtimes,
    jobs: services.jobs,
    events: services.events,
    views,
    notifier: { mailer: services.mailer, languagesOf: (tx, tenantId, emails) => users.languagesOf(tx, tenantId, emails) },
  });
  await app.register(ownEntityModule, supplierWork);
  await app.register(importsModule, { ...supplierWork, chunkRows: config.importChunkRows });
  await app.register(mappingsModule, mappingsDeps(supplierWork, services, permissionsOf));
  await app.register(assessmentsModule, {
    router,
    db,
    runtimes: services.runtimes,
    events: services.events,
    jobs: services.jobs,
    suppliers: assessedSuppliers(),
    contexts: views,
  });
}

/** The assessments' port on the suppliers: who holds a BvD ID, and a supplier's name and questionnaires. */
function assessedSuppliers() {
  const suppliers = createSuppliersRepository();
  return {
    holderOf: async (tx: Tx, tenantId: string, appId: string, bvdId: string) => (await suppliers.holdersOf(tx, tenantId, appId, [bvdId])).get(bvdId) ?? null,
    find: async (tx: Tx, tenantId: string, appId: string, supplierId: string) => {
      const row = await suppliers.find(tx, tenantId, appId, supplierId);
      if (!row) return null;
      const questionnaires = { catalyst: row.catalystQuestionnaireId, supplyChain: row.supplyChainQuestionnaireId };
      return { supplierId: row.supplierId, name: row.name, bvdId: row.bvdId, questionnaires };
    },
  };
}

/** The mappings' ports: the applications' flags and job settings, a supplier to preview, the users to notify. */
function mappingsDeps(
  work: { router: RouterDeps; db: Database; audit: Services['audit']; events: Services['events']; runtimes: Services['runtimes'] },
  { applications }: Services,
  permissionsOf: (caller: Caller) => Promise<readonly string[]>,
) {
  const suppliers = createSuppliersRepository();
  const users = createUsersRepository();
  return {
    ...work,
    permissionsOf,
    apps: {
      flagsIn: async (tx: Tx, tenantId: string, appId: string) => (await applications.entryIn(tx, tenantId, appId))?.flags ?? null,
    },
    supplierOf: async (tx: Tx, tenantId: string, appId: string, supplierId: string) => {
      const row = await suppliers.find(tx, tenantId, appId, supplierId);
      return row ? { answers: registrationAnswers(row), bvdId: row.bvdId, orbisQuestionnaireId: row.orbisQuestionnaireId } : null;
    },
    tenantEmails: (tx: Tx, tenantId: string) => users.enabledEmails(tx, tenantId, 500),
    saveJobSettings: applications.saveJobSettings,
  };
}
