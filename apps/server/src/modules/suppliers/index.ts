import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createHostPolicy, createOutboundFetch, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import { createApplicationsRepository, createAppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createActivityService } from './activity.ts';
import { createSupplierEngine } from './engine.ts';
import { enqueueRun, registerSupplierJobs, scheduleSupplierTick, type SupplierJobs } from './jobs.ts';
import { createSuppliersRepository } from './repository.ts';
import { registerSupplierRoutes } from './routes.ts';
import { createRunsRepository } from './runs-repository.ts';
import { createSuppliersService } from './service.ts';

export { createSuppliersRepository, type SupplierRow, type SuppliersRepository } from './repository.ts';
export type { LinkState } from './batch-repository.ts';
export { createSuppliersService, keptCandidate, linkChange, supplierEntityId, toSupplier, type SuppliersService } from './service.ts';
export { explainMatch } from './why.ts';
export { supplierJobs } from './jobs.ts';

export interface SuppliersModuleOptions {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  /** Where the supplier work may call (`PROVIDER_HOSTS`). */
  providerHosts: readonly HostEntry[];
  /** How outside calls resolve and connect; tests pass spies. */
  outbound?: OutboundOptions;
  jobs: JobQueue<SupplierJobs>;
  /** Minutes between scheduled syncs of an application; 0 syncs only on demand. */
  syncEveryMinutes: number;
}

/** The suppliers module: criteria search, connected and missing lists, link and unlink, the engine and its activity. */
export const suppliersModule = modulePlugin<SuppliersModuleOptions>(
  async (route, { db, audit, secrets, providerHosts, outbound, jobs, syncEveryMinutes }, app) => {
    const applications = createApplicationsRepository();
    const runtimes = createAppRuntimes({ applications, secrets, fetch: createOutboundFetch(createHostPolicy(providerHosts), outbound), facts: db.facts });
    const repository = createSuppliersRepository();
    const runs = createRunsRepository();
    const suppliers = createSuppliersService({ db, repository, runtimes, audit });
    const engine = createSupplierEngine({ db, repository, runs, runtimes, service: suppliers, log: app.log });
    const activity = createActivityService({ db, repository, runs, runtimes, engine, enqueue: (key) => enqueueRun(jobs, key) });
    registerSupplierRoutes(route, { suppliers, activity });
    await registerSupplierJobs({
      queue: jobs,
      db,
      engine,
      runs,
      runtimes,
      enabledApps: () => db.allTenants((tx) => applications.listEnabled(tx)),
      syncEveryMinutes,
    });
    // The queue starts just before the server is ready; the schedule lives in the database.
    app.addHook('onReady', async () => {
      if (syncEveryMinutes > 0) await scheduleSupplierTick(jobs);
      else await jobs.unschedule('suppliers.tick');
    });
  },
);
