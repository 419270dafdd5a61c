import { z } from 'zod';

/**
 * Why rows of an import are not linked, and the answer of its check (IMP-4, IMP-9;
 * docs/decisions/021-supplier-import.md). Re-exported by `imports.ts`.
 */

/** Why a row is not linked; the order is the order rows are judged in. */
export const IMPORT_REASONS = ['missingValue', 'malformedBvdId', 'duplicateSupplier', 'bvdIdInFile', 'unknownSupplier', 'bvdIdLinked'] as const;
export const ImportReason = z.enum(IMPORT_REASONS);
export type ImportReason = z.infer<typeof ImportReason>;

/** Reasons a change in the application can cure (a sync, an unlink): `Retry failed rows` applies these again. */
export const RETRYABLE_IMPORT_REASONS: readonly ImportReason[] = ['unknownSupplier', 'bvdIdLinked'];

/** Reasons whose rows name the supplier that holds their BvD ID (`holder`). */
export const HOLDER_REASONS: readonly ImportReason[] = ['bvdIdLinked'];
/** Reasons whose rows name the earlier row with the same supplier or BvD ID (`earlierRow`). */
export const EARLIER_ROW_REASONS: readonly ImportReason[] = ['duplicateSupplier', 'bvdIdInFile'];

export const ImportReasonCounts = z.object(
  Object.fromEntries(IMPORT_REASONS.map((reason) => [reason, z.number().int().min(0)])) as Record<ImportReason, z.ZodNumber>,
);
export type ImportReasonCounts = z.infer<typeof ImportReasonCounts>;

/**
 * The rows of one reason, by row number in file order: the caller sent their values and keeps
 * them. What each row refers to comes in a list beside, in the same order.
 */
export const ImportReasonRows = z.object({
  rows: z.array(z.number().int()),
  /** `HOLDER_REASONS`: the supplier of the application that holds each row's BvD ID. */
  holders: z.array(z.string().nullable()).optional(),
  /** `EARLIER_ROW_REASONS`: the earlier row naming the same supplier or BvD ID. */
  earlierRows: z.array(z.number().int().nullable()).optional(),
});
export type ImportReasonRows = z.infer<typeof ImportReasonRows>;

/** Every invalid row, by reason; a reason without rows is left out. */
export const ImportIssues = z.object(
  Object.fromEntries(IMPORT_REASONS.map((reason) => [reason, ImportReasonRows.optional()])) as Record<ImportReason, z.ZodOptional<typeof ImportReasonRows>>,
);
export type ImportIssues = z.infer<typeof ImportIssues>;

/**
 * The preview: how many rows would link, relink or change nothing, and every row that would not.
 * Rows are named by number only, so that the answer stays small beside its request: a check of
 * 100,000 rows (up to 16 MB) answers about 0.7 MB when none would link.
 */
export const ImportCheck = z.object({
  total: z.number().int(),
  /** Rows that would be applied: `toLink + toRelink + unchanged`. */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Suppliers without a BvD ID that would be linked. */
  toLink: z.number().int(),
  /** Suppliers linked to another BvD ID whose link would be replaced. */
  toRelink: z.number().int(),
  /** Suppliers already linked to the row's BvD ID. */
  unchanged: z.number().int(),
  reasons: ImportReasonCounts,
  issues: ImportIssues,
});
export type ImportCheck = z.infer<typeof ImportCheck>;

/** An invalid row of a check, with what it refers to. */
export interface ImportIssue {
  row: number;
  reason: ImportReason;
  holder: string | null;
  earlierRow: number | null;
}

/** The invalid rows of a check one by one, by row number (file order, when the rows are numbered as in the file). */
export function importIssueList(issues: ImportIssues): ImportIssue[] {
  const list: ImportIssue[] = [];
  for (const reason of IMPORT_REASONS) {
    const group = issues[reason];
    group?.rows.forEach((row, index) =>
      list.push({ row, reason, holder: group.holders?.[index] ?? null, earlierRow: group.earlierRows?.[index] ?? null }),
    );
  }
  return list.sort((a, b) => a.row - b.row);
}
