import { ALL_ROWS, DEFAULT_PAGE_SIZE, PAGE_SIZES, type USER_SORTS } from '@connector/contracts';

export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** What the users table shows: one page of one search, in one order. */
export interface UsersTableState {
  page: number;
  /** Rows per page; `ALL_ROWS` (0) is the "All" option. */
  pageSize: number;
  sort: UserSort;
  order: SortOrder;
  search: string;
}

export const INITIAL_TABLE_STATE: UsersTableState = {
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'name',
  order: 'asc',
  search: '',
};

/** The page-size choices of spec 1 §9, with "All" as the value the list endpoints take. */
export const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES.map((size) => (size === 'All' ? ALL_ROWS : size));

/** Query of the users list endpoints for a table state; paging, sorting and search run on the server. */
export function toUsersQuery(state: UsersTableState) {
  const search = state.search.trim();
  return {
    page: state.pageSize === ALL_ROWS ? 0 : state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
    ...(search ? { search } : {}),
  };
}

/** Clicking a column sorts by it ascending; clicking the sorted column again flips the order. */
export function sortBy(state: UsersTableState, sort: UserSort): UsersTableState {
  const order: SortOrder = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, order, page: 0 };
}

/** Pause after the last key before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
