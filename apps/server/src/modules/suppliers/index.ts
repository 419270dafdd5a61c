import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/index.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createActivityService, type ActivityDeps } from './activity.ts';
import { createSupplierEngine } from './engine/engine.ts';
import { enqueueRun, registerSupplierJobs, scheduleCountFolding, scheduleSupplierTick, tickNow, type SupplierJobs } from './jobs.ts';
import { createSuppliersRepository } from './repository/index.ts';
import { registerSupplierRoutes } from './routes.ts';
import { createRunsRepository } from './runs-repository.ts';
import { createSuppliersService } from './service.ts';

export { bvdHolders, createSuppliersRepository, type SupplierRow, type SuppliersRepository } from './repository/index.ts';
export { createEnhancementRepository, type DueSupplier, type Enhancement, type RiskSupplier, type EnhancementEntry, type EnhancementRepository } from './enhancement-repository.ts';
export type { LinkState } from './repository/index.ts';
export { createSuppliersService, keptCandidate, linkChange, supplierEntityId, toSupplier, type LinkNews, type SuppliersService } from './service.ts';
export { explainMatch } from './why.ts';
export { registrationAnswers } from './vendor-fields.ts';
export { createAlertsRepository, type AlertsRepository, type SupplierAlerts } from './alerts-repository.ts';
export { supplierJobs } from './jobs.ts';
/** The engine and its runs, for the tests and benchmarks that drive a sync without the queue. */
export { createSupplierEngine, type SupplierEngine } from './engine/engine.ts';
export { createRunsRepository } from './runs-repository.ts';

export interface SuppliersModuleOptions {
  db: Database;
  audit: AuditLog;
  /** The application port (services.ts): settings, provider clients and limits of an application. */
  runtimes: AppRuntimes;
  jobs: JobQueue<SupplierJobs>;
  /** Where links, unlinks and the end of a run are announced, and what failed in reacting to them is read. */
  events: EventBus;
  /** Minutes between scheduled syncs of an application; 0 syncs only on demand. */
  syncEveryMinutes: number;
  /** The assessments the connector follows, for the activity (the assessments module's port). */
  assessmentActivity: ActivityDeps['assessments'];
}

/** The suppliers module: criteria search, connected and missing lists, link and unlink, the engine and its activity. */
export const suppliersModule = modulePlugin<SuppliersModuleOptions>(
  async (route, { db, audit, events, runtimes, jobs, syncEveryMinutes, assessmentActivity }, app) => {
    const repository = createSuppliersRepository();
    const runs = createRunsRepository();
    const suppliers = createSuppliersService({ db, repository, runtimes, audit, events });
    const engine = createSupplierEngine({ db, repository, runs, runtimes, service: suppliers, events, log: app.log });
    const activity = createActivityService({ db, repository, runs, runtimes, engine, reactions: events, enqueue: (key) => enqueueRun(jobs, key), assessments: assessmentActivity });
    registerSupplierRoutes(route, { suppliers, activity });
    await registerSupplierJobs({
      queue: jobs,
      db,
      engine,
      runs,
      repository,
      runtimes,
      enabledApps: () => db.allTenants((tx) => runtimes.listEnabled(tx)),
      syncEveryMinutes,
    });
    // The queue starts just before the server is ready; the schedule lives in the database.
    app.addHook('onReady', async () => {
      await scheduleCountFolding(jobs);
      if (syncEveryMinutes > 0) await scheduleSupplierTick(jobs);
      else await jobs.unschedule('suppliers.tick');
    });
    // Once the instance listens, which main.ts does after its first-start seed (so the demo
    // application is there), the syncs that are due start at once rather than at the next tick.
    // A failure here is logged by Fastify and the schedule's tick still comes.
    app.addHook('onListen', async () => {
      if (syncEveryMinutes > 0) await tickNow(jobs);
    });
  },
);
