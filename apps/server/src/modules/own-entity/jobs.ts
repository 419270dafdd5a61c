import { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { OwnEntityRepository } from './repository.ts';

/**
 * The own-entity jobs. `ownEntity.check` asks Orbis once how one request stands and, while it is
 * pending, queues the next check; `check` is the request's checkpoint, so a check repeated after
 * a crash, or sent twice, does nothing. `ownEntity.tick` comes from the schedule and queues the
 * checks that are due but have no job: one that failed for good, or a claim whose call died
 * before Orbis took it (the check sends it: docs/decisions/020-own-entity.md).
 */
export const ownEntityJobs = {
  'ownEntity.check': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string(), requestId: z.string(), check: z.number().int().min(0) }),
    // One job per check of a request, queued or running (the singleton key names both).
    policy: 'exclusive',
    expireInSeconds: 5 * 60,
  }),
  'ownEntity.tick': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 }),
};

export type OwnEntityJobs = typeof ownEntityJobs;

/** Checks back off from seconds to a quarter of an hour: Orbis may add a company at once or after days. */
export const CHECK_TIMING = { firstSeconds: 2, maxSeconds: 15 * 60, giveUpDays: 30 } as const;

/** Seconds to wait before check number `check` (0 for the first). */
export const secondsBefore = (check: number) => Math.min(CHECK_TIMING.firstSeconds * 2 ** check, CHECK_TIMING.maxSeconds);

/** Every five minutes: due requests whose job is gone are queued again. */
export const TICK_CRON = '*/5 * * * *';

/** Requests the tick queues again at most per run; the next run takes the rest. */
const TICK_BATCH = 500;

export interface CheckKey {
  tenantId: string;
  appId: string;
  requestId: string;
  check: number;
}

/** Queues check number `check` of a request, in `tx`; a check already queued or running is not queued twice. */
export const enqueueCheck = (queue: JobQueue<OwnEntityJobs>, key: CheckKey, startAfter: Date, tx: Tx) =>
  queue.send('ownEntity.check', key, { tx, singletonKey: `${key.requestId}:${key.check}`, startAfter }).then(() => undefined);

export interface OwnEntityJobsDeps {
  queue: JobQueue<OwnEntityJobs>;
  db: Database;
  repository: OwnEntityRepository;
  /** Runs one check of a request (checker.ts). */
  checker: { check(key: CheckKey, signal: AbortSignal): Promise<void> };
}

export async function registerOwnEntityJobs({ queue, db, repository, checker }: OwnEntityJobsDeps): Promise<void> {
  await queue.work('ownEntity.check', (job) => checker.check(job.data, job.signal), { concurrency: 4 });

  await queue.work('ownEntity.tick', async () => {
    await db.allTenants(async (tx) => {
      for (const row of await repository.due(tx, new Date(), TICK_BATCH)) {
        const key = { tenantId: row.tenantId, appId: row.appId, requestId: row.requestId, check: row.checks };
        await enqueueCheck(queue, key, new Date(), tx);
      }
    });
  });
}

/** Puts the tick on the schedule (once per deployment: the schedule lives in the database). */
export const scheduleOwnEntityTick = (queue: JobQueue<OwnEntityJobs>) => queue.schedule('ownEntity.tick', TICK_CRON, {});
