import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { registerAuditJobs, scheduleAuditRetention, type AuditJobs, type RetentionDays } from './jobs.ts';
import { createAuditRepository } from './repository.ts';
import { createAuditRetention } from './retention.ts';
import { registerAuditRoutes, type AuditRoutesDeps } from './routes.ts';

export { auditJobs, type AuditJobs, type RetentionDays } from './jobs.ts';
export { createAuditRepository } from './repository.ts';
export { registerAuditRoutes } from './routes.ts';
export { changedFields, createAuditLog, type AuditEntry, type AuditLog } from './service.ts';

/** The audit trail's read endpoints: a record's trail and the tenant's log; the log itself is shared by every module that writes. */
export const auditModule = modulePlugin<AuditRoutesDeps>((route, deps) => registerAuditRoutes(route, deps));

export interface AuditRetentionOptions {
  db: Database;
  jobs: JobQueue<AuditJobs>;
  /** Each tenant's retention, from the tenants module. */
  retentionDays: RetentionDays;
}

/** Retention (decision 027): the daily job that removes each tenant's events older than its retention. */
export const auditRetentionModule = modulePlugin<AuditRetentionOptions>(async (_route, { db, jobs, retentionDays }, app) => {
  const retention = createAuditRetention({ db, repository: createAuditRepository() });
  await registerAuditJobs({ queue: jobs, db, retention, retentionDays });
  app.addHook('onReady', async () => {
    await scheduleAuditRetention(jobs);
  });
});
