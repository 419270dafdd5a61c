import type { ImportOutcome } from '@connector/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rowsFrom } from '../../../db/columns.ts';
import { equalsConstant } from '../../../db/constant.ts';
import { importRows } from '../../../db/schema/index.ts';
import { bvdHolders } from '../../suppliers/index.ts';
import type { FileRow } from '../rules.ts';
import { rowsOf, type ImportRowRecord, type PendingRow, type RowOutcome } from './scope.ts';

/** The rows of a batch: written from the file, claimed and marked by the job, read as results. Part of the imports' repository. */
export const rowQueries = {
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
};
