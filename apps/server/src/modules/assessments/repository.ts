import type { AssessmentProduct } from '@connector/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { equalsConstant } from '../../db/constant.ts';
import { assessmentRuns } from '../../db/schema/index.ts';

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
