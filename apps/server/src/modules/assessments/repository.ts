import type { AssessmentProduct } from '@connector/contracts';
import { and, count, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { equalsConstant } from '../../db/constant.ts';
import { alertRefreshRuns, assessmentRuns } from '../../db/schema/index.ts';

export type AssessmentRunRow = typeof assessmentRuns.$inferSelect;
export type NewAssessmentRunRow = typeof assessmentRuns.$inferInsert;
export type AssessmentRunPatch = Partial<
  Pick<NewAssessmentRunRow, 'state' | 'checks' | 'nextCheckAt' | 'lastError' | 'result' | 'writtenAnswers' | 'completedAt'>
>;

export interface RunKey {
  tenantId: string;
  appId: string;
  product: AssessmentProduct;
  assessmentId: string;
}

export function createAssessmentRunsRepository() {
  const t = assessmentRuns;
  const one = (k: RunKey) => and(eq(t.tenantId, k.tenantId), eq(t.appId, k.appId), eq(t.product, k.product), eq(t.assessmentId, k.assessmentId));
  return {
    /** Records a started assessment; a second record of the same one changes nothing. */
    async insert(tx: Tx, row: NewAssessmentRunRow): Promise<boolean> {
      const inserted = await tx.insert(t).values(row).onConflictDoNothing().returning({ id: t.assessmentId });
      return inserted.length > 0;
    },

    async findForUpdate(tx: Tx, key: RunKey): Promise<AssessmentRunRow | undefined> {
      const [row] = await tx.select().from(t).where(one(key)).for('update');
      return row;
    },

    async update(tx: Tx, key: RunKey, patch: AssessmentRunPatch): Promise<void> {
      await tx.update(t).set(patch).where(one(key));
    },

    /** The application's followed assessments by state, and the running ones whose last check failed. */
    async activityOf(tx: Tx, tenantId: string, appId: string, limit: number): Promise<{ counts: Record<string, number>; troubled: AssessmentRunRow[] }> {
      const ofApp = and(eq(t.tenantId, tenantId), eq(t.appId, appId));
      const counted = await tx.select({ state: t.state, n: count() }).from(t).where(ofApp).groupBy(t.state);
      const troubled = await tx
        .select()
        .from(t)
        .where(and(ofApp, equalsConstant(t.state, 'running'), isNotNull(t.lastError)))
        .orderBy(desc(t.startedAt))
        .limit(limit);
      return { counts: Object.fromEntries(counted.map((c) => [c.state, Number(c.n)])), troubled };
    },

    /** Running assessments of every tenant the transaction sees whose check is due, oldest due first. */
    due: (tx: Tx, now: Date, limit: number): Promise<AssessmentRunRow[]> =>
      tx
        .select()
        .from(t)
        .where(and(equalsConstant(t.state, 'running'), lte(t.nextCheckAt, now)))
        .orderBy(t.nextCheckAt)
        .limit(limit),
  };
}

export type AssessmentRunsRepository = ReturnType<typeof createAssessmentRunsRepository>;

export type AlertRefreshRow = typeof alertRefreshRuns.$inferSelect;
export interface RefreshRunKey {
  tenantId: string;
  appId: string;
  runId: string;
}

/** The alert refreshes of the applications, one row per job (decision 026). */
export function createRefreshRunsRepository() {
  const t = alertRefreshRuns;
  const one = (k: RefreshRunKey) => and(eq(t.tenantId, k.tenantId), eq(t.appId, k.appId), eq(t.runId, k.runId));
  return {
    /** An attempt of the job starts: the row is made, or a retry's attempt counted; runs older than `keepDays` go. */
    async started(tx: Tx, key: RefreshRunKey, keepDays: number): Promise<void> {
      await tx.delete(t).where(and(eq(t.tenantId, key.tenantId), eq(t.appId, key.appId), lt(t.startedAt, sql`now() - make_interval(days => ${keepDays})`)));
      await tx
        .insert(t)
        .values(key)
        .onConflictDoUpdate({ target: [t.tenantId, t.appId, t.runId], set: { state: 'running', attempts: sql`${t.attempts} + 1`, finishedAt: null } });
    },

    /** The attempt ended: done with the suppliers refreshed, or failed with the provider's error (retried later). */
    async finished(tx: Tx, key: RefreshRunKey, outcome: { suppliers: number; error: string | null }): Promise<void> {
      await tx
        .update(t)
        .set({
          state: outcome.error === null ? 'done' : 'failed',
          suppliers: outcome.suppliers,
          ...(outcome.error === null ? {} : { failures: sql`${t.failures} + 1`, lastError: outcome.error }),
          finishedAt: new Date(),
        })
        .where(one(key));
    },

    recent: (tx: Tx, tenantId: string, appId: string, limit: number): Promise<AlertRefreshRow[]> =>
      tx
        .select()
        .from(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.appId, appId)))
        .orderBy(desc(t.startedAt))
        .limit(limit),
  };
}

export type RefreshRunsRepository = ReturnType<typeof createRefreshRunsRepository>;
