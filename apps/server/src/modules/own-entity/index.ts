import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createHostPolicy, createOutboundFetch, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import { createApplicationsRepository, createAppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createOwnEntityChecker } from './checker.ts';
import { registerOwnEntityJobs, scheduleOwnEntityTick, type OwnEntityJobs } from './jobs.ts';
import { createOwnEntityRepository } from './repository.ts';
import { registerOwnEntityRoutes } from './routes.ts';
import { createOwnEntityService } from './service.ts';

export { CHECK_TIMING, ownEntityJobs, type OwnEntityJobs } from './jobs.ts';

export interface OwnEntityModuleOptions {
  db: Database;
  /** The audit log links are recorded in (with what follows a link, see app.ts). */
  audit: AuditLog;
  secrets: SecretBox;
  /** Where Orbis may be called (`PROVIDER_HOSTS`). */
  providerHosts: readonly HostEntry[];
  /** How outside calls resolve and connect; tests pass spies. */
  outbound?: OutboundOptions;
  jobs: JobQueue<OwnEntityJobs>;
}

/** Own-entity requests: sent to Orbis, kept per supplier, checked by a job, and linked by request once Orbis adds the company. */
export const ownEntityModule = modulePlugin<OwnEntityModuleOptions>(async (route, { db, audit, secrets, providerHosts, outbound, jobs }, app) => {
  const runtimes = createAppRuntimes({
    applications: createApplicationsRepository(),
    secrets,
    fetch: createOutboundFetch(createHostPolicy(providerHosts), outbound),
    facts: db.facts,
  });
  const repository = createOwnEntityRepository();
  const suppliersRepository = createSuppliersRepository();
  // Links go through the suppliers' one link rule, which writes the audit entry with them.
  const suppliers = createSuppliersService({ db, repository: suppliersRepository, runtimes, audit });
  registerOwnEntityRoutes(route, createOwnEntityService({ db, repository, suppliersRepository, runtimes, audit, queue: jobs }));
  const checker = createOwnEntityChecker({ db, repository, runtimes, suppliersRepository, suppliers, queue: jobs });
  await registerOwnEntityJobs({ queue: jobs, db, repository, checker });
  // The queue starts just before the server is ready; the schedule lives in the database.
  app.addHook('onReady', async () => {
    await scheduleOwnEntityTick(jobs);
  });
});
