import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createHostPolicy, createOutboundFetch, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import { createApplicationsRepository, createAppRuntimes } from '../applications/index.ts';
import { createEnhancer } from './enhancer.ts';
import { registerCompanyViewJobs, type CompanyViewJobs } from './jobs.ts';
import { createEnhancementRepository } from './repository.ts';
import { registerCompanyViewRoutes } from './routes.ts';
import { createCompanyViewsService } from './service.ts';

export { DEFAULT_QUESTIONS, answersOf } from './enhancement.ts';
export { companyViewJobs, enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';
export { enhanceAfterLinks } from './links.ts';

export interface CompanyViewsModuleOptions {
  db: Database;
  secrets: SecretBox;
  /** Where Orbis may be called (`PROVIDER_HOSTS`). */
  providerHosts: readonly HostEntry[];
  /** How outside calls resolve and connect; tests pass spies. */
  outbound?: OutboundOptions;
  jobs: JobQueue<CompanyViewJobs>;
}

/** Company views: the company report's context, the BvD ID check, and the Orbis Enhancement of linked suppliers. */
export const companyViewsModule = modulePlugin<CompanyViewsModuleOptions>(async (route, { db, secrets, providerHosts, outbound, jobs }, app) => {
  const runtimes = createAppRuntimes({
    applications: createApplicationsRepository(),
    secrets,
    fetch: createOutboundFetch(createHostPolicy(providerHosts), outbound),
    facts: db.facts,
  });
  registerCompanyViewRoutes(route, createCompanyViewsService({ db, runtimes }));
  const enhancer = createEnhancer({ db, runtimes, repository: createEnhancementRepository(), log: app.log });
  await registerCompanyViewJobs({ queue: jobs, enhancer });
});
