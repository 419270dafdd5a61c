import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { RunKey, SupplierEngine } from './engine/engine.ts';
import type { SuppliersRepository } from './repository/index.ts';
import type { RunsRepository } from './runs-repository.ts';

/**
 * The supplier engine's jobs. `suppliers.sync` runs one run of one application, one at a time per
 * application (its singleton key); `suppliers.tick` comes from the schedule and starts what is due.
 */
export const supplierJobs = {
  'suppliers.sync': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string(), runId: z.string() }),
    policy: 'exclusive',
    // A run resumes from its checkpoint, so a retry after a crash costs little; give it room.
    retryLimit: 10,
    expireInSeconds: 6 * 60 * 60,
  }),
  /** Queues a run paused by Ariba's used-up quota again once the quota is back (sent with `startAfter`). */
  'suppliers.resume': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string(), runId: z.string() }),
    policy: 'exclusive',
    retryLimit: 10,
    expireInSeconds: 60,
  }),
  'suppliers.tick': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 }),
  /** Folds the link counts that the suppliers' writes append (repository `foldLinkCounts`); the next minute's does it again. */
  'suppliers.foldCounts': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 5 * 60 }),
};

export type SupplierJobs = typeof supplierJobs;

/** Every five minutes: runs due by the schedule start, and runs left without a job are queued again. */
export const TICK_CRON = '*/5 * * * *';
/** Every minute: a connected list's total sums the rows appended since, a few dozen at most in a busy minute. */
export const FOLD_COUNTS_CRON = '* * * * *';

export interface SupplierJobsDeps {
  queue: JobQueue<SupplierJobs>;
  db: Database;
  engine: SupplierEngine;
  runs: RunsRepository;
  repository: Pick<SuppliersRepository, 'foldLinkCounts'>;
  runtimes: AppRuntimes;
  /** Applications that may sync: enabled ones, across every tenant. */
  enabledApps(): Promise<{ tenantId: string; appId: string }[]>;
  /** Minutes between scheduled syncs of an application. */
  syncEveryMinutes: number;
}

/** Queues a run's job; a run whose job is already queued or running is not queued twice. */
export const enqueueRun = (queue: JobQueue<SupplierJobs>, key: RunKey) =>
  queue.send('suppliers.sync', key, { singletonKey: key.appId }).then(() => undefined);

/**
 * Queues a paused run's job for when Ariba's quota is back. Keyed by the run: the tick asking
 * again while one is queued adds nothing.
 */
export const enqueueResume = (queue: JobQueue<SupplierJobs>, key: RunKey, resumesAt: Date) =>
  queue.send('suppliers.resume', key, { singletonKey: key.runId, startAfter: resumesAt }).then(() => undefined);

export async function registerSupplierJobs({ queue, db, engine, runs, repository, runtimes, enabledApps, syncEveryMinutes }: SupplierJobsDeps): Promise<void> {
  await queue.work('suppliers.sync', async (job) => {
    const { resumesAt } = await engine.run(job.data, job.signal);
    if (resumesAt) await enqueueResume(queue, job.data, resumesAt);
  });
  await queue.work('suppliers.resume', (job) => enqueueRun(queue, job.data));
  await queue.work('suppliers.foldCounts', async () => {
    await db.allTenants((tx) => repository.foldLinkCounts(tx));
  });

  await queue.work('suppliers.tick', async () => {
    const due = Date.now() - syncEveryMinutes * 60_000;
    for (const { tenantId, appId } of await enabledApps()) {
      const state = await db.forTenant(tenantId, async (tx) => ({
        app: await runtimes.load(tx, tenantId, appId),
        running: await runs.running(tx, tenantId, appId),
        last: (await runs.recent(tx, tenantId, appId, 1))[0],
      }));
      if (!state.app?.supplierData()) continue;
      if (state.running) {
        const key = { tenantId, appId, runId: state.running.runId };
        const { resumesAt } = state.running;
        // A paused run has its resume queued; should that have been lost, this queues it again.
        await (resumesAt && resumesAt.getTime() > Date.now() ? enqueueResume(queue, key, resumesAt) : enqueueRun(queue, key));
      } else if (!state.last || state.last.startedAt.getTime() <= due) {
        const started = await engine.startRun(tenantId, appId, 'schedule', null);
        if (started) await enqueueRun(queue, { tenantId, appId, runId: started.run.runId });
      }
    }
  });
}

/** Puts the tick on the schedule (once per deployment: the schedule lives in the database). */
export const scheduleSupplierTick = (queue: JobQueue<SupplierJobs>) => queue.schedule('suppliers.tick', TICK_CRON, {});

/** Puts the folding of the link counts on the schedule, whether or not syncs are scheduled. */
export const scheduleCountFolding = (queue: JobQueue<SupplierJobs>) => queue.schedule('suppliers.foldCounts', FOLD_COUNTS_CRON, {});

/**
 * One tick now rather than at the schedule's next occurrence, up to five minutes away: sent as an
 * instance starts, so an application whose sync is due (never synced, above all the demo
 * application of a first start) is synced while the console opens. Idempotent across instances
 * starting at once: the tick's queue keeps one tick queued or running, so a second send answers
 * null, and a tick that comes after another finds that one's run running and its job queued.
 */
export async function tickNow(queue: JobQueue<SupplierJobs>): Promise<void> {
  if (await queue.send('suppliers.tick', {})) queue.wake('suppliers.tick');
}
