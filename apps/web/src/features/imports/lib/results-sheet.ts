import { IMPORT_LIMITS, type ImportResult, type ImportResults } from '@connector/contracts';
import type { OutCell } from './spreadsheet/protocol.ts';

export interface ResultLabels {
  /** Headers of the columns other than the file's own two (whose names stay, so the file can be fixed and uploaded again). */
  row: string;
  outcome: string;
  reason: string;
  previousBvdId: string;
  outcomeOf(result: ImportResult): string;
  reasonOf(result: ImportResult): string;
}

/** The results of a batch as rows of a sheet: a header, then one row per row of the file, in file order. */
export function resultsSheet({ rows }: ImportResults, labels: ResultLabels): OutCell[][] {
  const { supplier, bvdId } = IMPORT_LIMITS.columns;
  return [
    [labels.row, supplier, bvdId, labels.outcome, labels.reason, labels.previousBvdId],
    ...rows.map((result) => [
      result.row,
      result.smVendorId,
      result.BvDId,
      labels.outcomeOf(result),
      result.reason ? labels.reasonOf(result) : null,
      result.previousBvdId,
    ]),
  ];
}

/** `suppliers.xlsx` gives `suppliers-results.xlsx`; a batch without a name gives `supplier-import-results.xlsx`. */
export function resultsFileName(fileName: string | null): string {
  const base = fileName?.replace(/\.[^.]*$/, '').trim() || 'supplier-import';
  return `${base}-results.xlsx`;
}
