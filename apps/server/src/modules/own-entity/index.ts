import type { Database } from '../../db/client.ts';
import type { EventPublisher } from '../../events/index.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createOwnEntityChecker } from './checker.ts';
import { registerOwnEntityJobs, scheduleOwnEntityTick, type OwnEntityJobs } from './jobs.ts';
import { createOwnEntityRepository } from './repository.ts';
import { registerOwnEntityRoutes } from './routes.ts';
import { createOwnEntitySending } from './sending.ts';
import { createOwnEntityService } from './service.ts';

export { CHECK_TIMING, ownEntityJobs, type OwnEntityJobs } from './jobs.ts';

export interface OwnEntityModuleOptions {
  db: Database;
  /** The audit log links are recorded in. */
  audit: AuditLog;
  /** Where its links are announced (`supplier.linked`). */
  events: EventPublisher;
  /** The application port (services.ts): settings, provider clients and limits of an application. */
  runtimes: AppRuntimes;
  jobs: JobQueue<OwnEntityJobs>;
}

/** Own-entity requests: sent to Orbis, kept per supplier, checked by a job, and linked by request once Orbis adds the company. */
export const ownEntityModule = modulePlugin<OwnEntityModuleOptions>(async (route, { db, audit, events, runtimes, jobs }, app) => {
  const repository = createOwnEntityRepository();
  const suppliersRepository = createSuppliersRepository();
  // Links go through the suppliers' one link rule, which writes the audit entry and the event with them.
  const suppliers = createSuppliersService({ db, repository: suppliersRepository, runtimes, audit, events });
  const sending = createOwnEntitySending({ repository, audit, queue: jobs });
  registerOwnEntityRoutes(route, createOwnEntityService({ db, repository, suppliersRepository, runtimes, sending }));
  const checker = createOwnEntityChecker({ db, repository, runtimes, suppliersRepository, suppliers, sending, queue: jobs });
  await registerOwnEntityJobs({ queue: jobs, db, repository, checker });
  // The queue starts just before the server is ready; the schedule lives in the database.
  app.addHook('onReady', async () => {
    await scheduleOwnEntityTick(jobs);
  });
});
