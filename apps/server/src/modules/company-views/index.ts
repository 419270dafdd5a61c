import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/index.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import { createActiveMappings } from '../mappings/index.ts';
import { createEnhancementRepository } from '../suppliers/index.ts';
import { createEnhancer } from './enhancer.ts';
import { registerCompanyViewJobs, type CompanyViewJobs } from './jobs.ts';
import { registerCompanyViewSubscribers } from './subscribers.ts';
import { registerCompanyViewRoutes } from './routes.ts';
import { createWriteBackNotifier, type NotifierDeps } from './notify.ts';
import { useRetryAfter } from './retry-after.ts';
import { createRiskPush } from './risk-push.ts';
import { createCompanyViewsService } from './service.ts';
import { createWriteBackRequests } from './write-back-requests.ts';

export { DEFAULT_QUESTIONS, answersOf } from './enhancement.ts';
export { companyViewJobs, enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';
export { enhanceAfterLink, pushAfterAssessment, rewriteAfterActivation } from './subscribers.ts';

export interface CompanyViewsModuleOptions {
  db: Database;
  /** The application port (services.ts): settings, provider clients and limits of an application. */
  runtimes: AppRuntimes;
  jobs: JobQueue<CompanyViewJobs>;
  /** Where the links it enhances are announced. */
  events: EventBus;
  /** Where the end of a write-back run is told. */
  notifier: Omit<NotifierDeps, 'db'>;
  /** How long the BvD ID check keeps a company's data (the service's default unless given). */
  companyDataTtlMs?: number;
}

/** Company views: the company report's context, the BvD ID check, and the Orbis Enhancement of linked suppliers. */
export const companyViewsModule = modulePlugin<CompanyViewsModuleOptions>(async (route, options, app) => {
  const { db, runtimes, jobs, events, notifier, companyDataTtlMs } = options;
  const repository = createEnhancementRepository();
  registerCompanyViewRoutes(route, {
    views: createCompanyViewsService({ db, runtimes, companyDataTtlMs }),
    writeBack: createWriteBackRequests({ db, runtimes, repository, queue: jobs }),
    noting: useRetryAfter(app),
  });
  const activeMapping = createActiveMappings();
  const enhancer = createEnhancer({ db, runtimes, repository, activeMapping, log: app.log });
  const riskPush = createRiskPush({ db, runtimes, repository, activeMapping, log: app.log });
  await registerCompanyViewJobs({ queue: jobs, enhancer, riskPush, notify: createWriteBackNotifier({ db, ...notifier }) });
  await registerCompanyViewSubscribers(events, jobs, repository);
});
