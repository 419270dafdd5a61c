import type { AssessmentsFollowed } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { EventPublisher } from '../../events/index.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import { useRetryAfter } from '../company-views/index.ts';
import { createActiveMappings } from '../mappings/index.ts';
import { createAlertsRepository } from '../suppliers/index.ts';
import { createFollower } from './follower.ts';
import { enqueueFollow, registerAssessmentJobs, scheduleAssessmentTicks, type AssessmentJobs } from './jobs.ts';
import { createAlertRefresh } from './refresh.ts';
import { createAssessmentRunsRepository, createRefreshRunsRepository } from './repository.ts';
import { registerAssessmentRoutes } from './routes.ts';
import { createAssessmentsService, type AssessmentSuppliers, type ReportContexts, type StartedAssessment } from './service.ts';

export { assessmentJobs, type AssessmentJobs } from './jobs.ts';
export type { AssessedSupplier, AssessmentSuppliers } from './service.ts';

export interface AssessmentsModuleOptions {
  db: Database;
  runtimes: AppRuntimes;
  /** The suppliers port (services.ts): who holds a BvD ID, and a supplier's name and questionnaires. */
  suppliers: AssessmentSuppliers;
  /** Where a scored assessment is announced (`assessment.completed`). */
  events: EventPublisher;
  jobs: JobQueue<AssessmentJobs>;
  /** The application's report contexts (the company views'), which the products' pages take too. */
  contexts: ReportContexts;
}

/**
 * Risk assessments (docs/decisions/026-assessments.md): the products' models and assessments,
 * starting one for a linked supplier, and the job that follows it until it is scored and writes
 * its results back to Ariba.
 */
export const assessmentsModule = modulePlugin<AssessmentsModuleOptions>(async (route, { db, runtimes, suppliers, events, jobs, contexts }, app) => {
  const repository = createAssessmentRunsRepository();
  /** A started assessment is recorded and its first check queued, in the caller's transaction; once only. */
  const follow = async (tx: Tx, started: StartedAssessment) => {
    if (!(await repository.insert(tx, { ...started, nextCheckAt: new Date() }))) return;
    const key = { tenantId: started.tenantId, appId: started.appId, product: started.product, assessmentId: started.assessmentId };
    await enqueueFollow(jobs, { ...key, check: 0 }, new Date(), tx);
  };
  registerAssessmentRoutes(route, createAssessmentsService({ db, runtimes, suppliers, follow, contexts }), useRetryAfter(app));
  const alerts = createAlertsRepository();
  const follower = createFollower({ db, runtimes, repository, suppliers, alerts, activeMapping: createActiveMappings(db.facts), events, queue: jobs });
  const refresh = createAlertRefresh({ db, runtimes, alerts, runs: createRefreshRunsRepository() });
  await registerAssessmentJobs({ queue: jobs, db, repository, follower, refresh, enabledApps: (tx) => runtimes.listEnabled(tx) });
  app.addHook('onReady', async () => {
    await scheduleAssessmentTicks(jobs);
  });
});

/** What the connector activity shows of an application's followed assessments (read in `tx`). */
export function createAssessmentActivity() {
  const repository = createAssessmentRunsRepository();
  const refreshRuns = createRefreshRunsRepository();
  return async (tx: Tx, tenantId: string, appId: string): Promise<AssessmentsFollowed> => {
    const { counts, troubled } = await repository.activityOf(tx, tenantId, appId, 20);
    const refreshes = await refreshRuns.recent(tx, tenantId, appId, 10);
    return {
      running: counts.running ?? 0,
      completed: counts.completed ?? 0,
      troubled: troubled.map((row) => ({
        product: row.product,
        assessmentId: row.assessmentId,
        supplierId: row.supplierId,
        checks: row.checks,
        lastError: row.lastError ?? '',
        startedAt: row.startedAt.toISOString(),
      })),
      refreshes: refreshes.map((row) => ({
        runId: row.runId,
        state: row.state,
        attempts: row.attempts,
        suppliers: row.suppliers,
        failures: row.failures,
        lastError: row.lastError,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      })),
    };
  };
}
