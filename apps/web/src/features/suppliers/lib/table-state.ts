import { ALL_ROWS, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@connector/contracts';

export type SortOrder = 'asc' | 'desc';

/** What a server-paged table shows: one page, in one order. */
export interface TableState<S extends string> {
  page: number;
  /** Rows per page; `ALL_ROWS` (0) is the "All" option. */
  pageSize: number;
  sort: S;
  order: SortOrder;
}

/** The page-size choices of SUP-19, with "All" as the value the list endpoints take. */
export const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES.map((size) => (size === 'All' ? ALL_ROWS : size));

export const initialState = <S extends string>(sort: S, order: SortOrder): TableState<S> => ({
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sort,
  order,
});

/** The paging part of a list query. */
export function toPageQuery<S extends string>(state: TableState<S>) {
  return { page: state.pageSize === ALL_ROWS ? 0 : state.page, pageSize: state.pageSize, sort: state.sort, order: state.order };
}

export interface Ordering<S extends string> {
  sort: S;
  order: SortOrder;
}

/** Clicking a column sorts by it ascending; clicking the sorted column again flips the order. */
export function toggleSort<S extends string>(state: Ordering<S>, sort: S): Ordering<S> {
  return { sort, order: state.sort === sort && state.order === 'asc' ? 'desc' : 'asc' };
}

/** A new order starts again from the first page. */
export function sortBy<S extends string>(state: TableState<S>, sort: S): TableState<S> {
  return { ...state, ...toggleSort(state, sort), page: 0 };
}

/**
 * The table state a URL names (so a reload or Back shows the same page); anything missing or not
 * understood falls back to `initial`.
 */
export function readTableState<S extends string>(params: URLSearchParams, sorts: readonly S[], initial: TableState<S>): TableState<S> {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize') ?? initial.pageSize);
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    pageSize: PAGE_SIZE_VALUES.includes(pageSize) ? pageSize : initial.pageSize,
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : initial.sort,
    order: order === 'asc' || order === 'desc' ? order : initial.order,
  };
}

/** `params` with the table state written in; what equals `initial` is left out, other keys are kept. */
export function writeTableState<S extends string>(params: URLSearchParams, state: TableState<S>, initial: TableState<S>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'order', 'pageSize', 'page'] as const) {
    if (state[key] === initial[key]) next.delete(key);
    else next.set(key, String(state[key]));
  }
  return next;
}
