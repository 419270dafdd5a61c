import type { Assessment, AssessmentProduct } from '@connector/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appColumn } from './applications.ts';
import { tenantColumn } from './tenants.ts';

export type AssessmentRunState = 'running' | 'completed' | 'failed';

/**
 * Assessments the connector started and follows until the product has scored them, then writes
 * their results back to Ariba (docs/decisions/026-assessments.md).
 */
export const assessmentRuns = pgTable(
  'assessment_runs',
  {
    tenantId: tenantColumn(),
    appId: appColumn(),
    product: text('product').$type<AssessmentProduct>().notNull(),
    assessmentId: text('assessment_id').notNull(),
    supplierId: text('supplier_id').notNull(),
    bvdId: text('bvd_id').notNull(),
    portfolioId: text('portfolio_id'),
    state: text('state').$type<AssessmentRunState>().notNull().default('running'),
    /** Times the product was asked how it stands: the follow job's checkpoint. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The assessment as the product scored it. */
    result: jsonb('result').$type<Assessment>(),
    /** Answers written to the supplier's questionnaire in Ariba, by external question id. */
    writtenAnswers: jsonb('written_answers').$type<Record<string, string>>().notNull().default({}),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.appId, t.product, t.assessmentId] }),
    // What the recovery tick looks for, across tenants: running assessments due to be checked.
    index('assessment_runs_due_idx').on(t.nextCheckAt).where(sql`state = 'running'`),
  ],
);

export type AlertRefreshState = 'running' | 'done' | 'failed';

/**
 * The alert refreshes of an application's linked suppliers (decision 026), one row per job: the
 * attempts of one job (a provider outage retries it) update the same row, so the connector
 * activity shows each refresh with its counts and its last failure.
 */
export const alertRefreshRuns = pgTable(
  'alert_refresh_runs',
  {
    tenantId: tenantColumn(),
    appId: appColumn(),
    /** The job's id. */
    runId: text('run_id').notNull(),
    state: text('state').$type<AlertRefreshState>().notNull().default('running'),
    attempts: integer('attempts').notNull().default(1),
    /** Suppliers whose counters were read and stored, by the last attempt. */
    suppliers: integer('suppliers').notNull().default(0),
    /** Attempts that ended with a provider failure. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId, t.runId] }), index('alert_refresh_runs_recent_idx').on(t.tenantId, t.appId, t.startedAt.desc())],
);
