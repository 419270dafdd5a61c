import { BVD_ID_PATTERN, IMPORT_LIMITS, type ImportReason, type ImportRow } from '@connector/contracts';

/**
 * How rows of an import are judged (docs/decisions/021-supplier-import.md), in file order, each
 * against the application and the rows before it. The file's own rules need nothing else and
 * are judged once, at the check and at the upload; the application's are judged again when the
 * job applies each row, with the suppliers locked.
 */

/** A row as judged by the file's rules: values normalised, its place in the batch and in the file. */
export interface FileRow {
  /** Position in the batch, from 1. */
  seq: number;
  /** Row number in the file. */
  row: number;
  supplierId: string;
  bvdId: string;
  reason: ImportReason | null;
  earlierRow: number | null;
}

const MISSING = IMPORT_LIMITS.missingText.toLowerCase();
const isMissing = (value: string) => value === '' || value.toLowerCase() === MISSING;

/**
 * The file's rules: both values present (an empty cell or `Missing` is missing), a well-formed
 * BvD ID, and each supplier and each BvD ID on one row only. A row that breaks a rule takes
 * nothing from the rows after it: only rows that pass name a supplier or a BvD ID first.
 */
export function judgeFile(rows: readonly ImportRow[]): FileRow[] {
  const suppliers = new Map<string, number>();
  const bvdIds = new Map<string, number>();
  const judged: FileRow[] = new Array<FileRow>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const input = rows[index] as ImportRow;
    const supplierId = input.smVendorId.trim();
    const written = input.BvDId.trim();
    const bvdId = written.toUpperCase();
    const row = input.row ?? index + 1;
    let reason: ImportReason | null = null;
    let earlierRow: number | null = null;
    if (isMissing(supplierId) || isMissing(written)) reason = 'missingValue';
    else if (!BVD_ID_PATTERN.test(bvdId)) reason = 'malformedBvdId';
    else if ((earlierRow = suppliers.get(supplierId) ?? null) !== null) reason = 'duplicateSupplier';
    else if ((earlierRow = bvdIds.get(bvdId) ?? null) !== null) reason = 'bvdIdInFile';
    else {
      suppliers.set(supplierId, row);
      bvdIds.set(bvdId, row);
    }
    judged[index] = { seq: index + 1, row, supplierId, bvdId, reason, earlierRow };
  }
  return judged;
}

export type Verdict =
  | { kind: 'link' | 'relink' | 'unchanged'; previous: string | null }
  | { kind: 'failed'; reason: Extract<ImportReason, 'unknownSupplier' | 'bvdIdLinked'>; holder: string | null };

/**
 * The application's rules, for rows that passed the file's: the supplier must exist; a supplier
 * already linked to the row's BvD ID is unchanged; a BvD ID another supplier holds is refused (an
 * import decides no contest a person did not see); otherwise the supplier is linked, replacing
 * any other BvD ID it held. Each link counts for the rows after it, as if applied one by one.
 *
 * `links`: the BvD ID each known supplier holds (null: none). `holders`: every supplier holding
 * each BvD ID the rows name. Neither is changed.
 */
export function judgeAgainstApp(
  rows: readonly { supplierId: string; bvdId: string }[],
  links: ReadonlyMap<string, string | null>,
  holders: ReadonlyMap<string, readonly string[]>,
): Verdict[] {
  // What the rows judged so far changed: the BvD ID each linked supplier now holds, who took
  // each BvD ID, and which holders gave theirs up. Everything else is as given.
  const held = new Map<string, string>();
  const takenBy = new Map<string, string>();
  const gaveUp = new Set<string>();
  const verdicts: Verdict[] = new Array<Verdict>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const { supplierId, bvdId } = rows[index] as { supplierId: string; bvdId: string };
    if (!links.has(supplierId)) {
      verdicts[index] = { kind: 'failed', reason: 'unknownSupplier', holder: null };
      continue;
    }
    const previous = held.get(supplierId) ?? links.get(supplierId) ?? null;
    if (previous === bvdId) {
      verdicts[index] = { kind: 'unchanged', previous };
      continue;
    }
    let holder = takenBy.get(bvdId) ?? null;
    for (const other of holders.get(bvdId) ?? NONE) {
      if (other === supplierId || (gaveUp.size > 0 && gaveUp.has(pair(bvdId, other)))) continue;
      if (holder === null || other < holder) holder = other;
    }
    if (holder !== null && holder !== supplierId) {
      verdicts[index] = { kind: 'failed', reason: 'bvdIdLinked', holder };
      continue;
    }
    if (previous !== null) {
      if (takenBy.get(previous) === supplierId) takenBy.delete(previous);
      gaveUp.add(pair(previous, supplierId));
    }
    takenBy.set(bvdId, supplierId);
    if (gaveUp.size > 0) gaveUp.delete(pair(bvdId, supplierId));
    held.set(supplierId, bvdId);
    verdicts[index] = { kind: previous === null ? 'link' : 'relink', previous };
  }
  return verdicts;
}

const NONE: readonly string[] = [];
const pair = (bvdId: string, supplierId: string) => `${bvdId}\n${supplierId}`;
