import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { equalsConstant } from '../../../db/constant.ts';
import { importBatches, importRows } from '../../../db/schema/index.ts';
import { ofBatch, RETRYABLE, rowsOf, type BatchRow, type NewBatchRow, type Progress } from './scope.ts';

/** The batches of an application: started, counted, finished, stopped, restarted and purged. Part of the imports' repository. */
export const batchQueries = {
  /** Until the transaction ends, no one else starts or restarts a batch of the application. */
  async lockApp(tx: Tx, appId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${appId}`}))`);
  },

  async running(tx: Tx, tenantId: string, appId: string): Promise<BatchRow | undefined> {
    const [row] = await tx
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.tenantId, tenantId), eq(importBatches.appId, appId), equalsConstant(importBatches.status, 'running')))
      .limit(1);
    return row;
  },

  /** The batch in progress, else the latest. */
  async latest(tx: Tx, tenantId: string, appId: string): Promise<BatchRow | undefined> {
    const [row] = await tx
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.tenantId, tenantId), eq(importBatches.appId, appId)))
      .orderBy(desc(sql`${importBatches.status} = 'running'`), desc(importBatches.uploadedAt))
      .limit(1);
    return row;
  },

  async find(tx: Tx, tenantId: string, batchId: string, { lock = false } = {}): Promise<BatchRow | undefined> {
    const query = tx.select().from(importBatches).where(ofBatch(tenantId, batchId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertBatch(tx: Tx, batch: NewBatchRow): Promise<BatchRow> {
    const [row] = await tx.insert(importBatches).values(batch).returning();
    if (!row) throw new Error('the batch was not written');
    return row;
  },

  /**
   * Adds a chunk's outcomes to the counters of the batch, if it still runs; answers whether it
   * does (a batch stopped meanwhile takes no more rows).
   */
  async progress(tx: Tx, tenantId: string, batchId: string, added: Progress): Promise<boolean> {
    const counted = await tx
      .update(importBatches)
      .set({
        linked: sql`${importBatches.linked} + ${added.linked}`,
        unchanged: sql`${importBatches.unchanged} + ${added.unchanged}`,
        failed: sql`${importBatches.failed} + ${added.failed}`,
        retryable: sql`${importBatches.retryable} + ${added.retryable}`,
      })
      .where(and(ofBatch(tenantId, batchId), equalsConstant(importBatches.status, 'running')))
      .returning({ batchId: importBatches.batchId });
    return counted.length > 0;
  },

  /** Ends a run whose rows are all applied; one with rows still pending (another run has them) goes on. */
  async finish(tx: Tx, tenantId: string, batchId: string): Promise<void> {
    await tx
      .update(importBatches)
      .set({ status: 'done', finishedAt: new Date() })
      .where(
        and(
          ofBatch(tenantId, batchId),
          equalsConstant(importBatches.status, 'running'),
          sql`not exists (select 1 from ${importRows} where ${rowsOf(tenantId, batchId)} and ${equalsConstant(importRows.outcome, 'pending')})`,
        ),
      );
  },

  /** The job gave up: the batch stops where it stands, with why. */
  async stop(tx: Tx, tenantId: string, batchId: string, error: string): Promise<void> {
    await tx
      .update(importBatches)
      .set({ status: 'stopped', error, finishedAt: new Date() })
      .where(and(ofBatch(tenantId, batchId), equalsConstant(importBatches.status, 'running')));
  },

  /**
   * A new run of a batch: its failed rows of a retryable reason wait again (with rows never
   * applied, if the batch stopped), and the counters lose them. Answers the batch as it now is.
   */
  async restart(tx: Tx, tenantId: string, batchId: string): Promise<{ batch: BatchRow; reset: number }> {
    const reset = await tx
      .update(importRows)
      .set({ outcome: 'pending', reason: null, holder: null, previousBvdId: null })
      .where(and(rowsOf(tenantId, batchId), eq(importRows.outcome, 'failed'), inArray(importRows.reason, RETRYABLE)))
      .returning({ seq: importRows.seq });
    const [batch] = await tx
      .update(importBatches)
      .set({
        status: 'running',
        run: sql`${importBatches.run} + 1`,
        failed: sql`${importBatches.failed} - ${reset.length}`,
        retryable: sql`${importBatches.retryable} - ${reset.length}`,
        startedAt: new Date(),
        finishedAt: null,
        error: null,
      })
      .where(ofBatch(tenantId, batchId))
      .returning();
    if (!batch) throw new Error('the batch was not written');
    return { batch, reset: reset.length };
  },

  /** Batches in progress across the tenants the transaction sees: what a restarted server resumes. */
  allRunning(tx: Tx): Promise<Pick<BatchRow, 'tenantId' | 'appId' | 'batchId'>[]> {
    return tx
      .select({ tenantId: importBatches.tenantId, appId: importBatches.appId, batchId: importBatches.batchId })
      .from(importBatches)
      .where(equalsConstant(importBatches.status, 'running'));
  },

  /** Keeps the application's `keep` latest batches and those in progress; older ones go with their rows. */
  async purge(tx: Tx, tenantId: string, appId: string, keep: number): Promise<void> {
    await tx.execute(sql`
      delete from ${importBatches} where ${importBatches.batchId} in (
        select batch_id from ${importBatches}
        where tenant_id = ${tenantId} and app_id = ${appId} and status <> 'running'
        order by uploaded_at desc offset ${keep})`);
  },
};
