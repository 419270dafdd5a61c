import { ALL_ROWS, DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_SORTS } from '@connector/contracts';

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

/** The page-size choices of USR-2, with "All" as the value the list endpoints take. */
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

const MAX_SEARCH = 100;

/**
 * The table state a URL's query names (so a reload, a shared link or Back shows the same page);
 * anything missing or not understood falls back to the initial state.
 */
export function fromSearchParams(params: URLSearchParams): UsersTableState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE);
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    pageSize: PAGE_SIZE_VALUES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: (USER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UserSort) : INITIAL_TABLE_STATE.sort,
    order: order === 'desc' ? 'desc' : 'asc',
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
  };
}

/** The query naming a table state; what equals the initial state is left out. */
export function toSearchParams(state: UsersTableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'sort', 'order', 'pageSize', 'page'] as const) {
    if (state[key] !== INITIAL_TABLE_STATE[key]) params.set(key, String(state[key]));
  }
  return params;
}
