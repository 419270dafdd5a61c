import type { ImportBatchState, ImportOutcome, ImportReason } from '@connector/contracts';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appColumn } from './applications.ts';
import { tenantColumn } from './tenants.ts';

/**
 * Supplier import batches of an application (docs/decisions/021-supplier-import.md): one per
 * upload, with the counters the progress bar reads, kept current by the job in the same
 * transaction as the rows it applies.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    batchId: uuid('batch_id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    appId: appColumn(),
    status: text('status').$type<ImportBatchState>().notNull().default('running'),
    /** 1 for the upload; one more for each retry of its failed rows. */
    run: integer('run').notNull().default(1),
    fileName: text('file_name'),
    total: integer('total').notNull(),
    linked: integer('linked').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Failed rows whose reason a change in the application can cure. */
    retryable: integer('retryable').notNull().default(0),
    /** The uploader, whose links these are (audit actor). */
    uploadedBy: text('uploaded_by'),
    uploadedByEmail: text('uploaded_by_email'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    // One batch in progress per application, whoever and however many instances upload.
    uniqueIndex('import_batches_running_key').on(t.tenantId, t.appId).where(sql`status = 'running'`),
    // The latest batch of an application.
    index('import_batches_app_idx').on(t.tenantId, t.appId, t.uploadedAt),
  ],
);

/**
 * The rows of a batch, stored once at upload, each with its outcome: `pending` until the job
 * applies it, in the transaction that writes its link.
 */
export const importRows = pgTable(
  'import_rows',
  {
    tenantId: text('tenant_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    /** Position in the batch, from 1: the order rows are applied in. */
    seq: integer('seq').notNull(),
    /** The row's number in the file, as results name it. */
    rowNumber: integer('row_number').notNull(),
    supplierId: text('supplier_id').notNull(),
    bvdId: text('bvd_id').notNull(),
    outcome: text('outcome').$type<ImportOutcome>().notNull().default('pending'),
    reason: text('reason').$type<ImportReason>(),
    holder: text('holder'),
    earlierRow: integer('earlier_row'),
    previousBvdId: text('previous_bvd_id'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.seq] }),
    foreignKey({ name: 'import_rows_batch_fk', columns: [t.batchId], foreignColumns: [importBatches.batchId] }).onDelete('cascade'),
  ],
);
