import { z } from 'zod';
import { AppPath } from './applications.ts';
import { defineEndpoint } from './http.ts';
import { ImportCheck, ImportReason } from './imports-check.ts';
import { GENERIC_MESSAGES } from './messages.ts';

export * from './imports-check.ts';

/**
 * Batch import of supplier links from a spreadsheet (IMP-1 to IMP-12;
 * docs/decisions/021-supplier-import.md). The
 * console reads the file; the server checks rows, keeps a batch and links its rows with a job.
 */

export const IMPORT_LIMITS = {
  /** Rows one batch (and one check) may hold. */
  maxRows: 100_000,
  /** Longest cell read as a value; a longer one is no supplier id or BvD ID, and refuses the request. */
  maxCellLength: 200,
  /**
   * Largest request body of the check and the upload: 100,000 rows of a 50-character supplier id,
   * a 32-character BvD ID and a row number take about 12.4 MB.
   */
  maxBodyBytes: 16 * 1024 * 1024,
  /** Largest spreadsheet the console reads. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Spreadsheet kinds the console accepts (IMP-2). */
  fileExtensions: ['xlsx', 'xls'],
  /** The header row's columns (IMP-3). */
  columns: { supplier: 'smVendorId', bvdId: 'BvDId' },
  /** A cell holding this text (any case, spaces around) is a missing value, as an empty one is. */
  missingText: 'Missing',
} as const;

/** Every text the import answers, plain strings, translated by the console keyed by the English text. */
export const IMPORT_MESSAGES = {
  uploaded: 'Suppliers File Uploaded',
  inProgress: 'Supplier Batch Upload in Progress',
  noRows: 'No Suppliers found',
  tooManyRows: 'At most 100,000 suppliers can be uploaded at once',
  tooLarge: 'The upload is too large: at most 100,000 suppliers (16 MB) can be uploaded at once',
  cellTooLong: 'A value is longer than 200 characters',
  fileNameTooLong: 'The file name is longer than 255 characters',
  notFound: 'Supplier batch not found',
  nothingToRetry: 'No failed rows can be applied again',
  retried: 'Failed rows will be applied again',
  stopped: 'The batch stopped before every row was applied; retry it to apply the rest',
  somethingWrong: GENERIC_MESSAGES.somethingWrong,
  reasons: {
    missingValue: 'Missing value',
    malformedBvdId: 'Malformed BvD ID',
    duplicateSupplier: 'Supplier repeated in the file',
    bvdIdInFile: 'BvD ID already used earlier in the file',
    unknownSupplier: 'Unknown supplier',
    bvdIdLinked: 'BvD ID already linked to another supplier',
  } satisfies Record<ImportReason, string>,
} as const;

/** A cell as the console read it: text, or nothing (an empty cell); a missing value either way. */
const Cell = z
  .string()
  .max(IMPORT_LIMITS.maxCellLength, IMPORT_MESSAGES.cellTooLong)
  .nullish()
  .transform((value) => value ?? '');

/** A row of the file: its two columns, and its row number in the sheet (the header is row 1). */
export const ImportRow = z.object({
  smVendorId: Cell,
  BvDId: Cell,
  /** Where the row is in the file, as results name it; its position in `rows` (from 1) when absent. */
  row: z.number().int().min(1).max(10_000_000).optional(),
});
export type ImportRow = z.infer<typeof ImportRow>;
export type ImportRowInput = z.input<typeof ImportRow>;

/** 1 to 100,000 rows; the count is checked before any row is read. */
const ImportRows = z
  .array(z.unknown())
  .min(1, IMPORT_MESSAGES.noRows)
  .max(IMPORT_LIMITS.maxRows, IMPORT_MESSAGES.tooManyRows)
  .pipe(z.array(ImportRow));

/** `POST supplier/batch/check`: the preview, before anything is written. */
export const ImportCheckBody = z.object({ rows: ImportRows });
export type ImportCheckBody = z.infer<typeof ImportCheckBody>;

/** `POST supplier/batch` (IMP-6: the batch, a list of rows with smVendorId and BvDId). */
export const StartImportBody = z.object({
  rows: ImportRows,
  /** The spreadsheet's name, kept with the batch for its results. */
  fileName: z.string().trim().max(255, IMPORT_MESSAGES.fileNameTooLong).optional(),
});
export type StartImportBody = z.infer<typeof StartImportBody>;
export type StartImportInput = z.input<typeof StartImportBody>;

/** What the row refers to besides itself, when its reason involves another. */
const Conflict = {
  /** `bvdIdLinked`: the supplier of the application that holds the BvD ID. */
  holder: z.string().nullable(),
  /** `duplicateSupplier`, `bvdIdInFile`: the earlier row naming the same supplier or BvD ID. */
  earlierRow: z.number().int().nullable(),
};

/** `running` while rows remain; `done` when every row has its outcome; `stopped` when the job gave up (retry applies the rest). */
export const IMPORT_BATCH_STATES = ['running', 'done', 'stopped'] as const;
export const ImportBatchState = z.enum(IMPORT_BATCH_STATES);
export type ImportBatchState = z.infer<typeof ImportBatchState>;

/** A batch and its progress; `done = linked + unchanged + failed`, `remaining = total - done`. */
export const ImportBatch = z.object({
  batchId: z.uuid(),
  status: ImportBatchState,
  /** 1 for the upload, one more for each `Retry failed rows`. */
  run: z.number().int(),
  fileName: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  remaining: z.number().int(),
  linked: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Failed rows `Retry failed rows` would apply again (reasons in `RETRYABLE_IMPORT_REASONS`). */
  retryable: z.number().int(),
  /** Who uploaded: e-mail, or the user id for an application's own credentials. */
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  /** When the current run started. */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof ImportBatch>;

/** `GET supplier/batch` (IMP-7): whether a batch is in progress, and the latest batch. */
export const ImportStatus = z.object({
  inProgress: z.boolean(),
  /** The batch in progress, else the latest one; null before the first upload. */
  batch: ImportBatch.nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

export const IMPORT_OUTCOMES = ['pending', 'linked', 'unchanged', 'failed'] as const;
export const ImportOutcome = z.enum(IMPORT_OUTCOMES);
export type ImportOutcome = z.infer<typeof ImportOutcome>;

/** One row's result: `pending` until the job applies it; `reason` when failed; `previousBvdId` when a link was replaced. */
export const ImportResult = z.object({
  row: z.number().int(),
  smVendorId: z.string(),
  BvDId: z.string(),
  outcome: ImportOutcome,
  reason: ImportReason.nullable(),
  ...Conflict,
  previousBvdId: z.string().nullable(),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const ImportResults = z.object({ batch: ImportBatch, rows: z.array(ImportResult) });
export type ImportResults = z.infer<typeof ImportResults>;

export const ImportResultsQuery = z.object({
  /** Only rows of this outcome (the failed rows, for a file of what to fix). */
  outcome: ImportOutcome.optional(),
});
export type ImportResultsQuery = z.infer<typeof ImportResultsQuery>;

const BatchPath = AppPath.extend({ batchId: z.uuid(IMPORT_MESSAGES.notFound) });

const PERMISSION = 'Connector.ImportSuppliers' as const;
/** The check and the upload carry up to 100,000 rows: more than the server's 1 MB default. */
const ROWS_BODY = { bytes: IMPORT_LIMITS.maxBodyBytes, message: IMPORT_MESSAGES.tooLarge } as const;

export const checkSupplierBatch = defineEndpoint({
  id: 'checkSupplierBatch',
  method: 'POST',
  path: '/api/apps/{appId}/supplier/batch/check',
  summary: 'Preview of an import: how each row would be applied, or why it would not; writes nothing',
  access: 'user',
  permission: PERMISSION,
  application: true,
  localRead: true,
  bodyLimit: ROWS_BODY,
  params: AppPath,
  body: ImportCheckBody,
  data: ImportCheck,
});

export const startSupplierBatch = defineEndpoint({
  id: 'startSupplierBatch',
  method: 'POST',
  path: '/api/apps/{appId}/supplier/batch',
  summary: 'Uploads a batch of supplier links; a job applies them. 409 while another batch is in progress',
  access: 'user',
  permission: PERMISSION,
  application: true,
  bodyLimit: ROWS_BODY,
  params: AppPath,
  body: StartImportBody,
  data: ImportBatch,
});

export const getSupplierBatch = defineEndpoint({
  id: 'getSupplierBatch',
  method: 'GET',
  path: '/api/apps/{appId}/supplier/batch',
  summary: 'Whether a batch is in progress, with the progress of the current or latest batch',
  access: 'user',
  permission: PERMISSION,
  application: true,
  localRead: true,
  params: AppPath,
  data: ImportStatus,
});

export const getSupplierBatchResults = defineEndpoint({
  id: 'getSupplierBatchResults',
  method: 'GET',
  path: '/api/apps/{appId}/supplier/batch/{batchId}/results',
  summary: 'Per-row results of a batch, in file order',
  access: 'user',
  permission: PERMISSION,
  application: true,
  localRead: true,
  params: BatchPath,
  query: ImportResultsQuery,
  data: ImportResults,
});

export const retrySupplierBatch = defineEndpoint({
  id: 'retrySupplierBatch',
  method: 'POST',
  path: '/api/apps/{appId}/supplier/batch/{batchId}/retry',
  summary: 'Retry failed rows: a new run of the batch applies its retryable failed rows and any row not applied yet',
  access: 'user',
  permission: PERMISSION,
  application: true,
  params: BatchPath,
  data: ImportBatch,
});
