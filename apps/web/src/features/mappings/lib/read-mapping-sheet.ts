import { read, utils, type CellObject } from '@e965/xlsx';
import { cellText, readSupplierSheet } from '../../imports/index.ts';
import { MAX_LABEL_LENGTH, MAX_SHEET_ITEMS, sheetItems, type SheetItemsResult } from './sheet-items.ts';
import { MAX_FILE_BYTES } from './upload-limits.ts';
/** What an xlsx may unpack to; more is a zip bomb, refused before it is inflated. */
const MAX_UNZIPPED_BYTES = 10 * MAX_FILE_BYTES;
/** A column title no trimmed cell equals. */
const NO_COLUMN = ' ';

/**
 * The import's reader judges the file first: its kind by its first bytes, a zip bomb by the zip's
 * directory, damage, more rows than a list holds. Asked for columns no sheet names, it stops
 * there (`missingColumns`, or no row at all) without reading a row.
 */
const CHECKS: Parameters<typeof readSupplierSheet>[1] = {
  maxRows: MAX_SHEET_ITEMS,
  maxCellLength: MAX_LABEL_LENGTH,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  columns: { supplier: NO_COLUMN, bvdId: NO_COLUMN },
};

export type MappingSheetResult = SheetItemsResult | { ok: false; error: 'unreadable' | 'tooLarge' };

type Checked = ReturnType<typeof readSupplierSheet>;

function refusalOf(checked: Checked): MappingSheetResult | null {
  if (checked.ok || checked.error === 'missingColumns') return null;
  if (checked.error === 'tooLarge' || checked.error === 'tooManyRows') return { ok: false, error: checked.error };
  if (checked.error === 'noSheet') return { ok: false, error: 'empty' };
  return { ok: false, error: 'unreadable' };
}

/** The leftmost column holding a value: a sheet's list need not start in column A. */
function firstFilledColumn(data: (CellObject[] | undefined)[], first: number, last: number): number {
  for (let column = first; column <= last; column++) {
    if (data.some((cells) => cellText(cells?.[column]).trim() !== '')) return column;
  }
  return first;
}

/** The first sheet's first two columns holding data, as text, one entry per sheet row from row 1 (never evaluated). */
function firstColumns(bytes: Uint8Array): string[][] | null {
  const workbook = read(bytes, {
    type: 'array',
    sheets: 0,
    sheetRows: MAX_SHEET_ITEMS + 2,
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet?.['!ref']) return null;
  const range = utils.decode_range(sheet['!ref']);
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const column = firstFilledColumn(data, range.s.c, range.e.c);
  return Array.from({ length: range.e.r + 1 }, (_, row) => [cellText(data[row]?.[column]), cellText(data[row]?.[column + 1])]);
}

/**
 * The list items of an uploaded XLS or XLSX (MAP-10): the file checked by the import's reader,
 * then its first column read as the values and the second as their labels (`sheetItems`).
 * Every refusal is a result, never an exception.
 */
export function readMappingSheet(bytes: Uint8Array): MappingSheetResult {
  const refusal = refusalOf(readSupplierSheet(bytes, CHECKS));
  if (refusal) return refusal;
  let rows: string[][] | null;
  try {
    rows = firstColumns(bytes);
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  return rows ? sheetItems(rows) : { ok: false, error: 'empty' };
}
