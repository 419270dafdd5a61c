import type { SearchResultRow } from '@connector/contracts';
import type { SortOrder } from './table-state.ts';

/** The result columns of SUP-12, in order; each sorts by its own field. */
export const RESULT_COLUMNS = [
  'BvDId',
  'Score',
  'Status',
  'Name',
  'Address_Type',
  'Address',
  'City',
  'Country',
  'NationalIdLabel',
  'National_Id',
] as const satisfies readonly (keyof SearchResultRow)[];
export type ResultSort = (typeof RESULT_COLUMNS)[number];

/** Best first, as SUP-12 asks. */
export const DEFAULT_RESULT_SORT = { sort: 'Score', order: 'desc' } as const satisfies { sort: ResultSort; order: SortOrder };

/**
 * The one answer of a search, sorted in the browser: scores as numbers, texts in the reader's
 * language; rows that tie keep the order Orbis gave.
 */
export function sortResults(rows: readonly SearchResultRow[], sort: ResultSort, order: SortOrder, language: string): SearchResultRow[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort];
      const y = b.row[sort];
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return compared * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
