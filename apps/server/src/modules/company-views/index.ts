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
import type { CompanyViewsService } from './service.ts';
import { createWriteBackRequests } from './write-back-requests.ts';

export { DEFAULT_QUESTIONS, answersOf } from './enhancement.ts';
export { companyViewJobs, enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';
export { enhanceAfterLink, pushAfterAssessment, rewriteAfterActivation } from './subscribers.ts';
export { createCompanyViewsService, type Asker, type CompanyViewsService } from './service.ts';
export { useRetryAfter, type NoteRetryAfter } from './retry-after.ts';

export interface CompanyViewsModuleOptions {
  db: Database;
  /** The application port (services.ts): settings, provider clients and limits of an application. */
  runtimes: AppRuntimes;
  jobs: JobQueue<CompanyViewJobs>;
  /** Where the links it enhances are announced. */
  events: EventBus;
  /** Where the end of a write-back run is told. */
  notifier: Omit<NotifierDeps, 'db'>;
  /** The report contexts and company data, kept and limited per application (shared with the assessment frames). */
  views: CompanyViewsService;
}

/** Company views: the company report's context, the BvD ID check, and the Orbis Enhancement of linked suppliers. */
export const companyViewsModule = modulePlugin<CompanyViewsModuleOptions>(async (route, options, app) => {
  const { db, runtimes, jobs, events, notifier, views } = options;
  const repository = createEnhancementRepository();
  registerCompanyViewRoutes(route, {
    views,
    writeBack: createWriteBackRequests({ db, runtimes, repository, queue: jobs }),
    noting: useRetryAfter(app),
  });
  const activeMapping = createActiveMappings();
  const enhancer = createEnhancer({ db, runtimes, repository, activeMapping, log: app.log });
  const riskPush = createRiskPush({ db, runtimes, repository, activeMapping, log: app.log });
  await registerCompanyViewJobs({ queue: jobs, enhancer, riskPush, notify: createWriteBackNotifier({ db, ...notifier }) });
  await registerCompanyViewSubscribers(events, jobs, repository);
});
