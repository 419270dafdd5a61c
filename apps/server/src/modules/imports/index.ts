import type { Database } from '../../db/client.ts';
import type { EventPublisher } from '../../events/index.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createImportApplier } from './applier.ts';
import { registerImportJobs, resumeRunning, type ImportJobs } from './jobs.ts';
import { createImportsRepository } from './repository/index.ts';
import { registerImportRoutes } from './routes.ts';
import { createImportsService } from './service.ts';

export { importJobs, type ImportJobs } from './jobs.ts';

export interface ImportsModuleOptions {
  db: Database;
  /** The audit log links are recorded in. */
  audit: AuditLog;
  /** Where its links are announced (`supplier.linked`). */
  events: EventPublisher;
  /** The application port (services.ts): settings, provider clients and limits of an application. */
  runtimes: AppRuntimes;
  jobs: JobQueue<ImportJobs>;
  /** Rows the job applies per transaction (`IMPORT_CHUNK_ROWS`). */
  chunkRows: number;
}

/** Batch import of supplier links: the preview, the upload, the job that applies it, its progress and results. */
export const importsModule = modulePlugin<ImportsModuleOptions>(async (route, { db, audit, events, runtimes, jobs, chunkRows }, app) => {
  const repository = createImportsRepository();
  const suppliersRepository = createSuppliersRepository();
  // Links go through the suppliers' one link rule, which writes the audit entry and the event with them.
  const suppliers = createSuppliersService({ db, repository: suppliersRepository, runtimes, audit, events });
  registerImportRoutes(route, createImportsService({ db, repository, suppliersRepository, runtimes, queue: jobs }));
  const applier = createImportApplier({ db, repository, suppliersRepository, suppliers, runtimes, chunkRows });
  await registerImportJobs({ queue: jobs, applier, log: app.log });
  // The queue starts just before the server is ready.
  app.addHook('onReady', () => resumeRunning(jobs, db, repository));
});
