import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { AppPath } from './applications.ts';
import { AssessmentProduct } from './assessments.ts';
import { SupplierId } from './suppliers.ts';

/**
 * The connector's activity in an application: its sync-and-match runs, the suppliers by state,
 * the failures of matching and of the reactions to its events (SUP-7).
 */

export const SYNC_RUN_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
export const SyncRunState = z.enum(SYNC_RUN_STATES);
export type SyncRunState = z.infer<typeof SyncRunState>;

export const SyncRun = z.object({
  runId: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  state: SyncRunState,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** User who pressed Sync now; null for the schedule. */
  startedBy: z.string().nullable(),
  /** The lower bound asked of Ariba; null when every supplier was asked for. */
  since: z.string().nullable(),
  /** Vendors Ariba announced, when it said. */
  total: z.number().int().nullable(),
  pulled: z.number().int(),
  changed: z.number().int(),
  toMatch: z.number().int(),
  matched: z.number().int(),
  linkedAuto: z.number().int(),
  waiting: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  /** While Ariba's call quota is used up, when the run goes on; null otherwise. */
  resumesAt: z.string().nullable(),
});
export type SyncRun = z.infer<typeof SyncRun>;

/** A supplier whose matching failed, with the reason, for the activity's error list. */
export const SupplierFailure = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  error: z.string(),
  processingDate: z.string().nullable(),
  attempts: z.number().int(),
});
export type SupplierFailure = z.infer<typeof SupplierFailure>;

/** A reaction to the application's events (a subscriber's delivery) that failed after its retries. */
export const FailedReaction = z.object({
  /** The subscriber's name (`companyViews.enhanceAfterLink`); the console shows its label. */
  subscriber: z.string(),
  /** The event it reacted to (`supplier.linked`). */
  event: z.string(),
  /** Events the failed delivery carried (a batch of links counts each). */
  events: z.number().int(),
  attempts: z.number().int(),
  error: z.string(),
  failedAt: z.string(),
});
export type FailedReaction = z.infer<typeof FailedReaction>;

/** An assessment the connector follows whose last check failed: it is checked again later. */
export const AssessmentTrouble = z.object({
  product: AssessmentProduct,
  assessmentId: z.string(),
  supplierId: z.string(),
  checks: z.number().int(),
  lastError: z.string(),
  startedAt: z.string(),
});
export type AssessmentTrouble = z.infer<typeof AssessmentTrouble>;

/**
 * One refresh of the linked suppliers' alert counters (decision 026). A provider outage fails an
 * attempt (`failed`, with the error) and the job tries again later on the same run.
 */
export const AlertRefreshRun = z.object({
  runId: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  attempts: z.number().int(),
  /** Suppliers whose counters the last attempt read and stored. */
  suppliers: z.number().int(),
  /** Attempts that ended with a provider failure. */
  failures: z.number().int(),
  lastError: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AlertRefreshRun = z.infer<typeof AlertRefreshRun>;

/** The assessments the connector started and follows until they are scored (decision 026). */
export const AssessmentsFollowed = z.object({
  running: z.number().int(),
  completed: z.number().int(),
  /** Running ones whose last check failed, most recently started first, at most 20. */
  troubled: z.array(AssessmentTrouble),
  /** The alert counter refreshes, newest first, at most 10. */
  refreshes: z.array(AlertRefreshRun),
});
export type AssessmentsFollowed = z.infer<typeof AssessmentsFollowed>;

export const SupplierActivity = z.object({
  /** Newest first, at most 20. */
  runs: z.array(SyncRun),
  /** Suppliers of the application by state. */
  counts: z.object({ linked: z.number().int(), pending: z.number().int(), unmatched: z.number().int(), failed: z.number().int() }),
  /** At most 50, most recent first. */
  failures: z.array(SupplierFailure),
  /** Reactions to this application's events that failed after their retries, newest first, at most 20. */
  reactions: z.array(FailedReaction),
  assessments: AssessmentsFollowed,
});
export type SupplierActivity = z.infer<typeof SupplierActivity>;

export const RetryFailedBody = z.object({
  /** The failed suppliers to match again; all of them when absent. */
  supplierIds: z.array(SupplierId).min(1).max(1000).optional(),
});
export type RetryFailedBody = z.infer<typeof RetryFailedBody>;

export const ACTIVITY_MESSAGES = {
  syncStarted: 'Sync started',
  syncRunning: 'A sync of this application is already running',
  appDisabled: 'The application is disabled: enable it to sync its suppliers',
  retried: (count: number) => `${count} suppliers will be matched again`,
} as const;

/** Who watches and starts the connector's work: the application's administrators. */
const ACTIVITY_PERMISSION = 'Connector.Configurations.Applications' as const;

export const getSupplierActivity = defineEndpoint({
  id: 'getSupplierActivity',
  method: 'GET',
  path: '/api/apps/{appId}/activity',
  summary: 'Recent sync-and-match runs with progress and counts, supplier counts by state, and matching failures',
  access: 'user',
  permission: ACTIVITY_PERMISSION,
  params: AppPath,
  data: SupplierActivity,
});

export const startSupplierSync = defineEndpoint({
  id: 'startSupplierSync',
  method: 'POST',
  path: '/api/apps/{appId}/activity/sync',
  summary: 'Sync now: starts a sync-and-match run, or answers the one already running',
  access: 'user',
  permission: ACTIVITY_PERMISSION,
  params: AppPath,
  data: SyncRun,
});

export const retryFailedSuppliers = defineEndpoint({
  id: 'retryFailedSuppliers',
  method: 'POST',
  path: '/api/apps/{appId}/activity/retry',
  summary: 'Matches failed suppliers again',
  access: 'user',
  permission: ACTIVITY_PERMISSION,
  params: AppPath,
  body: RetryFailedBody,
  data: z.object({ retried: z.number().int() }),
});
