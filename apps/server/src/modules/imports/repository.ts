import { RETRYABLE_IMPORT_REASONS, type ImportOutcome, type ImportReason } from '@connector/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsFrom } from '../../db/columns.ts';
import { equalsConstant } from '../../db/constant.ts';
import { importBatches, importRows } from '../../db/schema/index.ts';
import { bvdHolders } from '../suppliers/index.ts';
import type { FileRow } from './rules.ts';

export type BatchRow = typeof importBatches.$inferSelect;
export type NewBatchRow = typeof importBatches.$inferInsert;
export type ImportRowRecord = typeof importRows.$inferSelect;
/** What applying a row reads of it. */
export type PendingRow = Pick<ImportRowRecord, 'seq' | 'supplierId' | 'bvdId'>;

/** A row's outcome as the job writes it. */
export interface RowOutcome {
  seq: number;
  outcome: Exclude<ImportOutcome, 'pending'>;
  reason: ImportReason | null;
  holder: string | null;
  previousBvdId: string | null;
}

/** What a chunk adds to a batch's counters. */
export interface Progress {
  linked: number;
  unchanged: number;
  failed: number;
  retryable: number;
}

const RETRYABLE = [...RETRYABLE_IMPORT_REASONS];

export function createImportsRepository() {
  const ofBatch = (tenantId: string, batchId: string) => and(eq(importBatches.tenantId, tenantId), eq(importBatches.batchId, batchId));
  const rowsOf = (tenantId: string, batchId: string) => and(eq(importRows.tenantId, tenantId), eq(importRows.batchId, batchId));

  return {
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

    /** Every row of a batch in one statement; rows the file's rules refused are failed already. */
    async insertRows(tx: Tx, tenantId: string, batchId: string, rows: readonly FileRow[]): Promise<void> {
      const values = rowsFrom(
        {
          seq: rows.map((r) => r.seq),
          row_number: rows.map((r) => r.row),
          supplier_id: rows.map((r) => r.supplierId),
          bvd_id: rows.map((r) => r.bvdId),
          outcome: rows.map((r) => (r.reason ? 'failed' : 'pending')),
          reason: rows.map((r) => r.reason),
          earlier_row: rows.map((r) => r.earlierRow),
        },
        'v',
        { seq: 'integer', row_number: 'integer', earlier_row: 'integer' },
      );
      await tx.execute(sql`
        insert into ${importRows} (tenant_id, batch_id, seq, row_number, supplier_id, bvd_id, outcome, reason, earlier_row)
        select ${tenantId}, ${batchId}::uuid, v.seq, v.row_number, v.supplier_id, v.bvd_id, v.outcome, v.reason, v.earlier_row
        from ${values}`);
    },

    /**
     * Claims the next rows still to apply, in batch order after `afterSeq`, until the transaction
     * ends: rows another transaction claimed are passed over. What applying them needs of each.
     */
    claimRows(tx: Tx, tenantId: string, batchId: string, afterSeq: number, limit: number): Promise<PendingRow[]> {
      return tx
        .select({ seq: importRows.seq, supplierId: importRows.supplierId, bvdId: importRows.bvdId })
        .from(importRows)
        .where(and(rowsOf(tenantId, batchId), gt(importRows.seq, afterSeq), equalsConstant(importRows.outcome, 'pending')))
        .orderBy(asc(importRows.seq))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Whether a pending row names a BvD ID that a supplier with a pending row of its own holds: a
     * row whose verdict depends on another row's, which only file order decides.
     */
    async rowsDependOnRows(tx: Tx, tenantId: string, appId: string, batchId: string): Promise<boolean> {
      const result = await tx.execute(sql`
        select exists (
          select 1 from ${importRows} r
          join ${bvdHolders(appId)} s on s.tenant_id = r.tenant_id and s.bvd_id = r.bvd_id and s.supplier_id <> r.supplier_id
          join ${importRows} o on o.tenant_id = r.tenant_id and o.batch_id = r.batch_id and o.supplier_id = s.supplier_id and o.outcome = 'pending'
          where r.tenant_id = ${tenantId} and r.batch_id = ${batchId} and r.outcome = 'pending') as depends`);
      return Boolean((result as unknown as { rows: { depends: boolean }[] }).rows[0]?.depends);
    },

    /** Writes the outcomes of applied rows in one statement. */
    async markRows(tx: Tx, tenantId: string, batchId: string, outcomes: readonly RowOutcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      const values = rowsFrom(
        {
          seq: outcomes.map((o) => o.seq),
          outcome: outcomes.map((o) => o.outcome),
          reason: outcomes.map((o) => o.reason),
          holder: outcomes.map((o) => o.holder),
          previous_bvd_id: outcomes.map((o) => o.previousBvdId),
        },
        'v',
        { seq: 'integer' },
      );
      await tx.execute(sql`
        update ${importRows} set outcome = v.outcome, reason = v.reason, holder = v.holder, previous_bvd_id = v.previous_bvd_id
        from ${values}
        where ${importRows.tenantId} = ${tenantId} and ${importRows.batchId} = ${batchId} and ${importRows.seq} = v.seq`);
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

    /** A batch's rows in file order, all or those of one outcome. */
    results(tx: Tx, tenantId: string, batchId: string, outcome?: ImportOutcome): Promise<ImportRowRecord[]> {
      return tx
        .select()
        .from(importRows)
        .where(and(rowsOf(tenantId, batchId), outcome ? eq(importRows.outcome, outcome) : undefined))
        .orderBy(asc(importRows.seq));
    },

    /** Fresh planner statistics of the rows, when a batch starts (migration 0020). */
    async refreshStatistics(tx: Tx): Promise<void> {
      await tx.execute(sql`select connector_analyze_import_rows()`);
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
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
