import { read, utils, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { readBack } from './formula-text.ts';
import type { ReadFailure, ReadLimits, ReadResult, SheetRow } from './protocol.ts';
import { zipContents } from './zip-guard.ts';

/** Rows above the header a sheet may have (a title, a note). */
const HEADER_SEARCH_ROWS = 20;
/** More entries than any workbook of two columns has: a zip of many small bombs. */
const MAX_ZIP_ENTRIES = 10_000;

type Kind = 'zip' | 'compound' | 'biff';

/** The file's kind by its first bytes, whatever its name says: xlsx is a zip, xls a compound file (or raw BIFF). */
function kindOf(bytes: Uint8Array): Kind | null {
  const [a, b, c, d] = bytes;
  if (a === 0x50 && b === 0x4b && c === 0x03 && d === 0x04) return 'zip';
  const compound = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (compound.every((byte, index) => bytes[index] === byte)) return 'compound';
  if (a === 0x09 && b !== undefined && b <= 0x08) return 'biff';
  return null;
}

const failure = (reason: ReadFailure): ReadResult => ({ ok: false, ...reason });

/**
 * A cell as text: what it holds, never evaluated. A formula's cached value is its value (formulas
 * are not even read); an error (`#N/A`) or an empty cell is ''. Whole numbers keep their digits
 * (`00123` as shown, never `1.2E+10`).
 */
export function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const value = cell.v as number;
      if (cell.w && /^\d+$/.test(cell.w)) return cell.w;
      return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
    case 'z':
      return '';
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
    default:
      return String(cell.v);
  }
}

function parse(bytes: Uint8Array, limits: ReadLimits): WorkBook {
  return read(bytes, {
    type: 'array',
    sheets: 0,
    // The header, the most rows a batch holds, and one more to tell a sheet that has too many.
    sheetRows: limits.maxRows + 2,
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
  });
}

/** The sheet's cells, row by row (dense mode), from its first row to its last. */
function cellsOf(sheet: WorkSheet): { first: number; last: number; at(row: number, column: number): CellObject | undefined } {
  const range = utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  return { first: range.s.r, last: range.e.r, at: (row, column) => data[row]?.[column] };
}

const same = (text: string, name: string) => text.trim().toLowerCase() === name.toLowerCase();

/**
 * Rows of the first sheet below its header row, with the supplier and BvD ID columns found by
 * name (spaces and case aside). Blank rows are skipped; every refusal
 * is a `ReadFailure`, never an exception.
 */
export function readSupplierSheet(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  const kind = kindOf(bytes);
  if (!kind) return failure({ error: 'notSpreadsheet' });
  if (kind === 'zip') {
    const contents = zipContents(bytes);
    if (!contents) return failure({ error: 'malformed' });
    if (contents.entries > MAX_ZIP_ENTRIES || contents.unzippedBytes > limits.maxUnzippedBytes) return failure({ error: 'tooLarge' });
  }
  let workbook: WorkBook;
  try {
    workbook = parse(bytes, limits);
  } catch {
    return failure({ error: 'malformed' });
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return failure({ error: 'noSheet' });
  if (sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref']) return failure({ error: 'tooManyRows' });
  if (!sheet['!ref']) return { ok: true, rows: [] };

  const cells = cellsOf(sheet);
  const width = utils.decode_range(sheet['!ref']).e.c + 1;
  const textsOf = (row: number) => Array.from({ length: width }, (_, column) => cellText(cells.at(row, column)));
  const columnsIn = (titles: string[]) => ({
    supplier: titles.findIndex((text) => same(text, limits.columns.supplier)),
    bvdId: titles.findIndex((text) => same(text, limits.columns.bvdId)),
  });
  // The header is the first row naming both columns, a few title rows above it allowed; else the first row with a value.
  let header = -1;
  let fallback = -1;
  for (let row = cells.first; row <= Math.min(cells.last, cells.first + HEADER_SEARCH_ROWS - 1) && header < 0; row++) {
    const titles = textsOf(row);
    if (fallback < 0 && titles.some((text) => text.trim() !== '')) fallback = row;
    const found = columnsIn(titles);
    if (found.supplier >= 0 && found.bvdId >= 0) header = row;
  }
  if (header < 0 && fallback < 0) return { ok: true, rows: [] };
  const { supplier, bvdId } = columnsIn(textsOf(header >= 0 ? header : fallback));
  const missing = [supplier < 0 ? limits.columns.supplier : null, bvdId < 0 ? limits.columns.bvdId : null].filter((c) => c !== null);
  if (missing.length > 0) return failure({ error: 'missingColumns', columns: missing });

  const rows: SheetRow[] = [];
  for (let row = header + 1; row <= cells.last; row++) {
    const smVendorId = readBack(cellText(cells.at(row, supplier)));
    const BvDId = readBack(cellText(cells.at(row, bvdId)));
    if (smVendorId.trim() === '' && BvDId.trim() === '') continue;
    if (smVendorId.length > limits.maxCellLength || BvDId.length > limits.maxCellLength) return failure({ error: 'cellTooLong', row: row + 1 });
    if (rows.length === limits.maxRows) return failure({ error: 'tooManyRows' });
    rows.push({ row: row + 1, smVendorId, BvDId });
  }
  return { ok: true, rows };
}
