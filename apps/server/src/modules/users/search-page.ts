import { USERS_SEARCH_COUNT_LIMIT } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { reusableSelects } from '../../db/reusable.ts';
import type { users } from '../../db/schema/index.ts';
import { countShape, matchesShape, ownRange, SEARCHED, walkShape, type SortOrder, type UserSort } from './list-repository.ts';

type UserRow = typeof users.$inferSelect;

export interface SearchPageQuery {
  /** Null: every tenant the transaction may see (super administrators). */
  tenantId: string | null;
  search: string;
  sort: UserSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** A page of users and how many there are. */
export interface UserPage {
  rows: UserRow[];
  total: number;
  /** More than `total` users match: a search not counted to its end. */
  moreThanTotal: boolean;
}

/** The highest code point: every text that starts with a prefix sorts below prefix + this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * The fewest rows of the sort's order a search with many matches walks for its page before it
 * sorts all its matches instead: about 2 ms. Spread matches fill a page well within it; matches
 * gathered past it (a last name's initial, sorted by name) are then sorted.
 */
const WALK_ROWS = 1_000;

const counts = reusableSelects<{ matches: number } & Record<(typeof SEARCHED)[number], number>>();
const pages = reusableSelects<{ user: UserRow }>();

/**
 * A page of the users whose name, e-mail or domain starts with the search (decision 008), with its
 * total counted exactly up to USERS_SEARCH_COUNT_LIMIT matches and "more than" past it. A few
 * matches are sorted; many are found by walking the sort's own index, which a broad search fills
 * quickly, so no page reads every match.
 */
export async function searchPage(tx: Tx, q: SearchPageQuery): Promise<UserPage> {
  const oneTenant = q.tenantId !== null;
  const prefix = q.search.trim().toLowerCase();
  const range = { tenantId: q.tenantId, from: prefix, to: prefix + LAST_CHARACTER };
  const shape = (kind: string) => JSON.stringify([kind, oneTenant, q.sort, q.order]);
  // Each range keeps as many of its matches as the page and those before it could take.
  const matches = (cap: number | null, limit: number) =>
    pages(tx, shape('matches'), (tx) => matchesShape(tx, oneTenant, q.sort, q.order), { ...range, cap, needed: q.offset + limit, limit, offset: q.offset });

  const [counted] = await counts(tx, shape('count'), (tx) => countShape(tx, oneTenant), { ...range, cap: USERS_SEARCH_COUNT_LIMIT + 1 });
  const total = counted?.matches ?? 0;
  if (total <= USERS_SEARCH_COUNT_LIMIT) {
    const found = await matches(USERS_SEARCH_COUNT_LIMIT + 1, q.limit);
    return { rows: found.map((r) => r.user), total, moreThanTotal: false };
  }
  // One row past the page tells whether another page follows.
  const needed = q.offset + q.limit + 1;
  // Past the bound only in the column the sort orders by (a last name's initial, sorted by name):
  // that range is read in order, the others hold at most the bound.
  const own = ownRange(q.sort, oneTenant);
  if (own && counted && SEARCHED.every((name) => name === own || counted[name] <= USERS_SEARCH_COUNT_LIMIT)) {
    return boundedPage((await matches(USERS_SEARCH_COUNT_LIMIT + 1, q.limit + 1)).map((r) => r.user), q);
  }
  const window = Math.max(WALK_ROWS, 4 * needed);
  let found = await pages(tx, shape('walk'), (tx) => walkShape(tx, oneTenant, q.sort, q.order), { ...range, window, limit: q.limit + 1, offset: q.offset });
  if (found.length < q.limit + 1) found = await matches(null, q.limit + 1);
  return boundedPage(found.map((r) => r.user), q);
}

/** A page of a search with more matches than are counted: its total is exact only when the page reaches the end. */
function boundedPage(rows: UserRow[], { limit, offset }: SearchPageQuery): UserPage {
  if (rows.length > limit) return { rows: rows.slice(0, limit), total: Math.max(USERS_SEARCH_COUNT_LIMIT, offset + limit), moreThanTotal: true };
  if (rows.length > 0) return { rows, total: offset + rows.length, moreThanTotal: false };
  return { rows, total: USERS_SEARCH_COUNT_LIMIT, moreThanTotal: true };
}
