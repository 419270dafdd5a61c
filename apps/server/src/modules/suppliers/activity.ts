import { ACTIVITY_MESSAGES, type AssessmentsFollowed, type RetryFailedBody, type SupplierActivity, type SyncRun } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/index.ts';
import { AppError, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { RunKey, SupplierEngine } from './engine/engine.ts';
import type { SuppliersRepository } from './repository/index.ts';
import { toSyncRun, type RunsRepository } from './runs-repository.ts';

const RECENT_RUNS = 20;
const FAILURES_SHOWN = 50;
const REACTIONS_SHOWN = 20;

export interface ActivityDeps {
  db: Database;
  repository: SuppliersRepository;
  runs: RunsRepository;
  runtimes: AppRuntimes;
  engine: SupplierEngine;
  /** What failed in reacting to the application's events (the dead letters). */
  reactions: Pick<EventBus, 'failures'>;
  /** Hands a run to the job queue; a run already queued or running is not queued twice. */
  enqueue(key: RunKey): Promise<void>;
  /** The assessments the connector follows for the application (the assessments module's port). */
  assessments(tx: Tx, tenantId: string, appId: string): Promise<AssessmentsFollowed>;
}

/** Connector activity: what the engine did and does for an application, and Sync now. */
export function createActivityService({ db, repository, runs, runtimes, engine, reactions, enqueue, assessments }: ActivityDeps) {
  async function syncNow(caller: Caller | null, tenantId: string, appId: string): Promise<SyncRun> {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    if (!app) throw notFound();
    if (!app.enabled) throw new AppError(409, ACTIVITY_MESSAGES.appDisabled);
    const started = await engine.startRun(tenantId, appId, caller ? 'manual' : 'schedule', caller?.userId ?? null);
    if (!started) throw notFound();
    // In the same transaction when called from a request (the request's unit): the job is queued
    // exactly when the run is written. Elsewhere, the schedule's tick queues a run left without one.
    await enqueue({ tenantId, appId, runId: started.run.runId });
    return toSyncRun(started.run);
  }

  return {
    syncNow,

    read(tenantId: string, appId: string): Promise<SupplierActivity> {
      return db.forTenant(tenantId, async (tx) => {
        if (!(await runtimes.load(tx, tenantId, appId))) throw notFound();
        const [recent, counts, failures, failedReactions] = [
          await runs.recent(tx, tenantId, appId, RECENT_RUNS),
          await repository.countsByState(tx, tenantId, appId),
          await repository.failures(tx, tenantId, appId, FAILURES_SHOWN),
          await reactions.failures(tx, tenantId, appId, REACTIONS_SHOWN),
        ];
        return {
          runs: recent.map(toSyncRun),
          counts: { linked: counts.linked ?? 0, pending: counts.pending ?? 0, unmatched: counts.unmatched ?? 0, failed: counts.failed ?? 0 },
          failures: failures.map((row) => ({
            supplierId: row.supplierId,
            supplierName: row.name,
            error: row.lastError ?? '',
            processingDate: row.processingDate?.toISOString() ?? null,
            attempts: row.matchAttempts,
          })),
          reactions: failedReactions,
          assessments: await assessments(tx, tenantId, appId),
        };
      });
    },

    async retry(caller: Caller, tenantId: string, appId: string, body: RetryFailedBody): Promise<{ retried: number }> {
      const retried = await db.forTenant(tenantId, async (tx) => {
        if (!(await runtimes.load(tx, tenantId, appId))) throw notFound();
        return repository.retryFailed(tx, tenantId, appId, body.supplierIds);
      });
      if (retried > 0) await syncNow(caller, tenantId, appId);
      return { retried };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
