import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createHostPolicy, createOutboundFetch, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import { createApplicationsRepository, createAppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createImportApplier } from './applier.ts';
import { registerImportJobs, resumeRunning, type ImportJobs } from './jobs.ts';
import { createImportsRepository } from './repository.ts';
import { registerImportRoutes } from './routes.ts';
import { createImportsService } from './service.ts';

export { importJobs, type ImportJobs } from './jobs.ts';

export interface ImportsModuleOptions {
  db: Database;
  /** The audit log links are recorded in (with what follows a link, see app.ts). */
  audit: AuditLog;
  secrets: SecretBox;
  providerHosts: readonly HostEntry[];
  outbound?: OutboundOptions;
  jobs: JobQueue<ImportJobs>;
  /** Rows the job applies per transaction (`IMPORT_CHUNK_ROWS`). */
  chunkRows: number;
}

/** Batch import of supplier links: the preview, the upload, the job that applies it, its progress and results. */
export const importsModule = modulePlugin<ImportsModuleOptions>(async (route, { db, audit, secrets, providerHosts, outbound, jobs, chunkRows }, app) => {
  // The import calls no provider; the runtimes (and their fetch) are how an application is read.
  const runtimes = createAppRuntimes({
    applications: createApplicationsRepository(),
    secrets,
    fetch: createOutboundFetch(createHostPolicy(providerHosts), outbound),
    facts: db.facts,
  });
  const repository = createImportsRepository();
  const suppliersRepository = createSuppliersRepository();
  // Links go through the suppliers' one link rule, which writes the audit entry with them.
  const suppliers = createSuppliersService({ db, repository: suppliersRepository, runtimes, audit });
  registerImportRoutes(route, createImportsService({ db, repository, suppliersRepository, runtimes, queue: jobs }));
  const applier = createImportApplier({ db, repository, suppliersRepository, suppliers, runtimes, chunkRows });
  await registerImportJobs({ queue: jobs, applier, log: app.log });
  // The queue starts just before the server is ready.
  app.addHook('onReady', () => resumeRunning(jobs, db, repository));
});
