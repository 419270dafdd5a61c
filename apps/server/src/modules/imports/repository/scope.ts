/** The rows of the imports' tables, and the conditions their queries start from. */
import { RETRYABLE_IMPORT_REASONS, type ImportOutcome, type ImportReason } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import { importBatches, importRows } from '../../../db/schema/index.ts';

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

/** The reasons of a failed row that a new run tries again. */
export const RETRYABLE = [...RETRYABLE_IMPORT_REASONS];

/** One batch of a tenant. */
export const ofBatch = (tenantId: string, batchId: string) => and(eq(importBatches.tenantId, tenantId), eq(importBatches.batchId, batchId));

/** The rows of one batch of a tenant. */
export const rowsOf = (tenantId: string, batchId: string) => and(eq(importRows.tenantId, tenantId), eq(importRows.batchId, batchId));
