import { MappingItem } from '@connector/contracts';
import { uniqueItems } from './mapping-content.ts';

/** The most items a list holds: the bound of `MappingList.items` (a test holds them equal). */
export const MAX_SHEET_ITEMS = 2000;
export const MAX_VALUE_LENGTH = MappingItem.shape.value.maxLength ?? 200;
export const MAX_LABEL_LENGTH = MappingItem.shape.label.maxLength ?? 500;

export type SheetItemsResult =
  | { ok: true; items: MappingItem[] }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'tooManyRows' }
  | { ok: false; error: 'cellTooLong'; row: number };

/**
 * Whether a first cell looks like a value rather than a column title. Values of these lists are
 * ids and codes (`KI_1234`, `CF_RA_Status`, `12`, `q.1`): no blank, and a digit, `_`, `.`, `:` or
 * `-` in them. A first row whose first cell is a plain word or has blanks (`Value`, `Question ID`)
 * is taken as the file's header and skipped; a list whose first value is a plain word (`city`)
 * needs a header row above it. The upload's hint says so.
 */
export function looksLikeValue(cell: string): boolean {
  const text = cell.trim();
  return text !== '' && !/\s/.test(text) && /[\d_.:-]/.test(text);
}

/**
 * The items of a sheet's rows (MAP-10): the first column is the value, the second, when there
 * is one, its label (else the value). Rows without a value are skipped; values are kept once.
 * `rows` are the cells as text, from the sheet's first row.
 */
export function sheetItems(rows: readonly (readonly string[])[]): SheetItemsResult {
  const first = rows.findIndex((cells) => (cells[0] ?? '').trim() !== '');
  if (first < 0) return { ok: false, error: 'empty' };
  const start = looksLikeValue(rows[first]?.[0] ?? '') ? first : first + 1;
  const items: MappingItem[] = [];
  for (let index = start; index < rows.length; index++) {
    const value = (rows[index]?.[0] ?? '').trim();
    if (value === '') continue;
    const label = (rows[index]?.[1] ?? '').trim() || value;
    if (value.length > MAX_VALUE_LENGTH || label.length > MAX_LABEL_LENGTH) return { ok: false, error: 'cellTooLong', row: index + 1 };
    items.push({ value, label });
  }
  const unique = uniqueItems(items);
  if (unique.length === 0) return { ok: false, error: 'empty' };
  if (unique.length > MAX_SHEET_ITEMS) return { ok: false, error: 'tooManyRows' };
  return { ok: true, items: unique };
}
