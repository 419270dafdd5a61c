import { importIssueList, type ImportCheck, type ImportIssue } from '@connector/contracts';
import type { SheetRow } from './spreadsheet/protocol.ts';

/** A row that cannot be linked, as the preview lists it: its values as the file holds them, and why. */
export type PreviewIssue = ImportIssue & Pick<SheetRow, 'smVendorId' | 'BvDId'>;

/** What the check said of the file's rows: the rows that cannot be linked, and those `Upload {n} Suppliers` sends. */
export interface CheckedRows {
  issues: PreviewIssue[];
  valid: SheetRow[];
}

/**
 * The check names invalid rows by number only (IMP-4): their values are the file's own, read
 * here. A row number the file does not hold (none, from this screen) is listed without values.
 */
export function checkedRows(rows: readonly SheetRow[], check: ImportCheck): CheckedRows {
  const byNumber = new Map(rows.map((row) => [row.row, row]));
  const listed = importIssueList(check.issues);
  const invalid = new Set(listed.map((issue) => issue.row));
  const issues = listed.map((issue) => {
    const row = byNumber.get(issue.row);
    return { ...issue, smVendorId: row?.smVendorId ?? '', BvDId: row?.BvDId ?? '' };
  });
  return { issues, valid: rows.filter((row) => !invalid.has(row.row)) };
}
