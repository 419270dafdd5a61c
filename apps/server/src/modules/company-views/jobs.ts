import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppKey, Enhancer } from './enhancer.ts';

/**
 * `company-views.enhance` enhances the linked suppliers of one application. `stately`, keyed by
 * the application: one runs while one more waits, so a link made during a run is not left behind.
 */
export const companyViewJobs = {
  'company-views.enhance': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string() }),
    policy: 'stately',
    // Backoff up to five minutes: Orbis may be away for half an hour before a supplier waits for the next link.
    retryLimit: 8,
    expireInSeconds: 30 * 60,
  }),
};

export type CompanyViewJobs = typeof companyViewJobs;

/** Queues the application's enhancement, in `tx` when given (the link's own transaction). */
export const enqueueEnhancement = (queue: JobQueue<CompanyViewJobs>, key: AppKey, tx?: Tx) =>
  queue.send('company-views.enhance', key, { singletonKey: key.appId, ...(tx ? { tx } : {}) }).then(() => undefined);

export async function registerCompanyViewJobs({ queue, enhancer }: { queue: JobQueue<CompanyViewJobs>; enhancer: Enhancer }): Promise<void> {
  await queue.work('company-views.enhance', async (job) => {
    await enhancer.run(job.data, job.signal);
  });
}
