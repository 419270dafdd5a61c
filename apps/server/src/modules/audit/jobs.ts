import { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AuditRetention } from './retention.ts';

/**
 * `audit.retention-tick` comes from the schedule once a day and queues `audit.prune` for every
 * tenant with the tenant's retention; one prune per tenant is queued or running at a time.
 */
export const auditJobs = {
  'audit.retention-tick': defineJob({ data: z.object({}), policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 }),
  'audit.prune': defineJob({
    data: z.object({ tenantId: z.string(), days: z.number().int().min(1) }),
    policy: 'exclusive',
    expireInSeconds: 60 * 60,
  }),
};

export type AuditJobs = typeof auditJobs;

/** Every night at 03:41 (UTC): out of office hours, and off the hour other schedules favour. */
const RETENTION_CRON = '41 3 * * *';

/** What the retention needs of the tenants: each tenant's retention in days, read in `tx` (every tenant). */
export type RetentionDays = (tx: Tx) => Promise<{ tenantId: string; days: number }[]>;

export interface AuditJobsDeps {
  queue: JobQueue<AuditJobs>;
  db: Database;
  retention: AuditRetention;
  retentionDays: RetentionDays;
}

export async function registerAuditJobs({ queue, db, retention, retentionDays }: AuditJobsDeps): Promise<void> {
  await queue.work('audit.retention-tick', async () => {
    await db.allTenants(async (tx) => {
      for (const { tenantId, days } of await retentionDays(tx)) {
        await queue.send('audit.prune', { tenantId, days }, { tx, singletonKey: tenantId });
      }
    });
  });
  await queue.work('audit.prune', async (job) => {
    await retention.prune(job.data.tenantId, job.data.days, new Date(), job.signal);
  });
}

/** Puts the daily tick on the schedule (once per deployment: the schedule lives in the database). */
export async function scheduleAuditRetention(queue: JobQueue<AuditJobs>): Promise<void> {
  await queue.schedule('audit.retention-tick', RETENTION_CRON, {});
}
