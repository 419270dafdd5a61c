import { IMPORT_MESSAGES } from '@connector/contracts';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { BatchKey, ImportApplier } from './applier.ts';
import type { ImportsRepository } from './repository/index.ts';

const RETRY_LIMIT = 10;

/**
 * `imports.apply` applies one batch's pending rows. Any number may run for one batch (a restarted
 * server sends one for each batch in progress while a dead process's job still waits for its
 * retry): they take turns on the batch's lock, and a row applied by one is skipped by the other.
 */
export const importJobs = {
  'imports.apply': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string(), batchId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 60 * 60,
  }),
};

export type ImportJobs = typeof importJobs;

/** Queues the batch's job, in `tx` when given: the batch and its job exist together. */
export const enqueueApply = (queue: JobQueue<ImportJobs>, key: BatchKey, tx?: Tx) =>
  queue.send('imports.apply', key, tx ? { tx } : {}).then(() => undefined);

export interface ImportJobsDeps {
  queue: JobQueue<ImportJobs>;
  applier: ImportApplier;
  log: { warn(details: object, message: string): void };
}

export async function registerImportJobs({ queue, applier, log }: ImportJobsDeps): Promise<void> {
  await queue.work(
    'imports.apply',
    async (job) => {
      try {
        await applier.apply(job.data, job.signal);
      } catch (error) {
        // The last attempt: the batch stops rather than stay in progress for ever.
        if (!job.signal.aborted && job.retryCount >= RETRY_LIMIT) {
          log.warn({ err: error, batchId: job.data.batchId }, 'supplier import stopped');
          await applier.stop(job.data, IMPORT_MESSAGES.stopped);
        }
        throw error;
      }
    },
    { concurrency: 2 },
  );
}

/**
 * A started server sends a job for each batch in progress, so a batch whose process was killed goes
 * on at once rather than when the dead job's heartbeat runs out (decision 018: about a minute).
 */
export async function resumeRunning(queue: JobQueue<ImportJobs>, db: Database, repository: ImportsRepository): Promise<void> {
  await db.allTenants(async (tx) => {
    for (const key of await repository.allRunning(tx)) await enqueueApply(queue, key, tx);
  });
}
