import { AssessmentProduct } from '@connector/contracts';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AssessmentRunsRepository, RunKey } from './repository.ts';

/**
 * `assessments.follow` asks the product once how one started assessment stands and, while it
 * runs, queues the next check; `check` is the run's checkpoint, so a check repeated after a crash
 * does nothing. `assessments.tick` comes from the schedule and queues the due checks that have no
 * job (one that failed for good, or was lost with its server). `assessments.refresh` reads the
 * alert counters of one application's linked suppliers; `assessments.refresh-tick` queues it for
 * every enabled application each hour.
 */
export const assessmentJobs = {
  'assessments.follow': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string(), product: AssessmentProduct, assessmentId: z.string(), check: z.number().int().min(0) }),
    policy: 'exclusive',
    expireInSeconds: 5 * 60,
  }),
  'assessments.tick': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 }),
  'assessments.refresh': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string() }),
    policy: 'stately',
    retryLimit: 8,
    expireInSeconds: 60 * 60,
  }),
  'assessments.refresh-tick': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 }),
};

export type AssessmentJobs = typeof assessmentJobs;
export type CheckKey = RunKey & { check: number };

/** Checks back off from two seconds to five minutes: a product scores in seconds or in hours. */
export const FOLLOW_TIMING = { firstSeconds: 2, maxSeconds: 5 * 60 } as const;
export const secondsBefore = (check: number) => Math.min(FOLLOW_TIMING.firstSeconds * 2 ** check, FOLLOW_TIMING.maxSeconds);

const TICK_CRON = '*/5 * * * *';
const REFRESH_CRON = '17 * * * *';
const TICK_BATCH = 500;

/** Queues check number `check` of a run, in `tx`; a check already queued or running is not queued twice. */
export const enqueueFollow = (queue: JobQueue<AssessmentJobs>, key: CheckKey, startAfter: Date, tx: Tx) =>
  queue.send('assessments.follow', key, { tx, singletonKey: `${key.product}:${key.assessmentId}:${key.check}`, startAfter }).then(() => undefined);

/** Queues the refresh of an application's alert counters; one runs while one more waits. */
export const enqueueRefresh = (queue: JobQueue<AssessmentJobs>, key: { tenantId: string; appId: string }, tx?: Tx) =>
  queue.send('assessments.refresh', key, { singletonKey: key.appId, ...(tx ? { tx } : {}) }).then(() => undefined);

export interface AssessmentJobsDeps {
  queue: JobQueue<AssessmentJobs>;
  db: Database;
  repository: AssessmentRunsRepository;
  follower: { check(key: CheckKey, signal: AbortSignal): Promise<void> };
  /** Refreshes an application's alert counters; `runId` names the run the activity shows. */
  refresh(key: { tenantId: string; appId: string; runId: string }, signal: AbortSignal): Promise<unknown>;
  /** Every enabled application, of every tenant (in an all-tenants transaction). */
  enabledApps(tx: Tx): Promise<{ tenantId: string; appId: string }[]>;
}

export async function registerAssessmentJobs({ queue, db, repository, follower, refresh, enabledApps }: AssessmentJobsDeps): Promise<void> {
  await queue.work('assessments.refresh', async (job) => {
    await refresh({ ...job.data, runId: job.id }, job.signal);
  });
  await queue.work('assessments.refresh-tick', async () => {
    await db.allTenants(async (tx) => {
      for (const key of await enabledApps(tx)) await enqueueRefresh(queue, key, tx);
    });
  });
  await queue.work('assessments.follow', (job) => follower.check(job.data, job.signal), { concurrency: 4 });
  await queue.work('assessments.tick', async () => {
    await db.allTenants(async (tx) => {
      for (const row of await repository.due(tx, new Date(), TICK_BATCH)) {
        const key = { tenantId: row.tenantId, appId: row.appId, product: row.product, assessmentId: row.assessmentId, check: row.checks };
        await enqueueFollow(queue, key, new Date(), tx);
      }
    });
  });
}

/** Puts the tick on the schedule (once per deployment: the schedule lives in the database). */
export async function scheduleAssessmentTicks(queue: JobQueue<AssessmentJobs>): Promise<void> {
  await queue.schedule('assessments.tick', TICK_CRON, {});
  await queue.schedule('assessments.refresh-tick', REFRESH_CRON, {});
}
