import type { USER_SORTS } from '@connector/contracts';
import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The columns the search matches the start of, each with its own text_pattern_ops index (migration 0008). */
export const SEARCHED = ['searchName', 'searchNameReversed', 'email', 'searchDomain'] as const;
export type Searched = (typeof SEARCHED)[number];

/** A key of a sort: an expression, ordered by the collation or, `byteWise`, by code point as a text_pattern_ops index keeps it. */
export interface SortKey {
  key: SQL;
  byteWise?: true;
  /** The key is this searched column itself, so that column's range can be read in the sort's order. */
  searched?: Searched;
}

/**
 * What each sort of the users table orders by, before the user id that breaks ties. Each has an
 * index that begins with the tenant (schema/users.ts; `userId` its own, as the primary key does
 * not begin with the tenant), so a page walks the index instead of sorting the tenant. Names are
 * ordered as the stored "last first" (lowercased) by code point, the same on every database
 * whatever its collation, as the suppliers' names are (decision 017): a search by a last name is
 * then one range of the name sort's own index.
 */
export const SORT_KEYS: Record<UserSort, SortKey[]> = {
  userId: [{ key: sql`${users.userId}` }],
  name: [{ key: sql`${users.searchNameReversed}`, byteWise: true, searched: 'searchNameReversed' }],
  email: [{ key: sql`${users.email}` }],
  tenantId: [{ key: sql`${users.tenantId}` }, { key: sql`${users.email}` }],
  role: [{ key: sql`${users.roles}->>0` }, { key: sql`${users.email}` }],
  status: [{ key: sql`${users.enabled}` }, { key: sql`${users.email}` }],
};

/** The ORDER BY of a sort: its keys in the order asked, then the user id that breaks ties, ascending. */
export function orderOf(keys: readonly SortKey[], tieBreak: SQLWrapper, order: SortOrder): SQL[] {
  const descending = order === 'desc';
  const direction = descending ? desc : asc;
  const ordered = keys.map(({ key, byteWise }) => (byteWise ? sql`${key} using ${sql.raw(descending ? '~>~' : '~<~')}` : direction(key)));
  return [...ordered, asc(tieBreak)];
}

/*
 * The statements of a users search (decision 008), built once per shape with placeholders:
 * `tenantId` (when one tenant), `from` and `to` (the search's range), `cap`, `window`, `limit`
 * and `offset`. Every page runs under row-level security, where only leakproof conditions reach
 * an index: the byte-wise range operators on the stored search columns are, `lower()` is not.
 */


/** `column` starts with the search: `from <= column < to`, byte-wise, one range of the column's index. The text typed is a value, never a pattern. */
const inRange = (column: SQLWrapper) => sql`(${column} ~>=~ ${sql.placeholder('from')} and ${column} ~<~ ${sql.placeholder('to')})`;
const ofTenant = (oneTenant: boolean) => (oneTenant ? eq(users.tenantId, sql.placeholder('tenantId')) : undefined);
const anyInRange = (columns: Record<Searched, SQLWrapper>) => or(...SEARCHED.map((name) => inRange(columns[name])));

/** The sort's keys as columns `key0`, `key1`: an outer query orders by what a subquery already ordered by, without sorting again. */
function keyColumns(sort: UserSort): Record<string, SQL.Aliased> {
  return Object.fromEntries(SORT_KEYS[sort].map(({ key }, i) => [`key${i}`, sql`${key}`.as(`key${i}`)]));
}

/** The ORDER BY of a sort over the key columns of the subquery `alias`. */
function keyOrder(alias: string, sort: UserSort, userId: SQLWrapper, order: SortOrder): SQL[] {
  const keys = SORT_KEYS[sort].map((key, i) => ({ ...key, key: sql`${sql.identifier(alias)}.${sql.identifier(`key${i}`)}` }));
  return orderOf(keys, userId, order);
}

/**
 * How many users match, counted no further than `cap` in each searched column's range, each read
 * by its own index alone, the ids united so a user matching twice counts once; and how many each
 * range holds (up to `cap`), so a search can tell where its matches are. One bitmap of the four
 * ranges would read a domain every user shares to its end before counting any.
 */
export function countShape(tx: Tx, oneTenant: boolean) {
  const branches = SEARCHED.map(
    (name, i) =>
      sql`(select ${users.userId}, ${sql.raw(String(i))} as range from ${users} where ${and(ofTenant(oneTenant), inRange(users[name]))} limit ${sql.placeholder('cap')})`,
  );
  const inRangeCount = (i: number) => sql<number>`count(*) filter (where matched.range = ${sql.raw(String(i))})`.mapWith(Number);
  return tx
    .select({ matches: sql<number>`count(distinct matched.user_id)`.mapWith(Number), ...(Object.fromEntries(SEARCHED.map((name, i) => [name, inRangeCount(i)])) as Record<Searched, SQL<number>>) })
    .from(sql`(${sql.join(branches, sql` union all `)}) as matched`);
}

/** The searched column a sort orders by first, if any (a last name, for the name sort): its range is read in the sort's order. */
export function ownRange(sort: UserSort, oneTenant: boolean): Searched | undefined {
  // Its index begins with the tenant: across tenants the range is not in the sort's order.
  return oneTenant ? SORT_KEYS[sort][0]?.searched : undefined;
}

/**
 * The page among the first `window` users of the sort's order that match: the sort's own index
 * walked and each row tested, stopping once the page is full. Quick when matches are common. The
 * walk carries only the keys and the searched columns (a deep page passes a thousand rows); the
 * page's rows are read after.
 */
export function walkShape(tx: Tx, oneTenant: boolean, sort: UserSort, order: SortOrder) {
  const searched = Object.fromEntries(SEARCHED.map((name) => [name, users[name]])) as Record<Searched, (typeof users)[Searched]>;
  const walked = tx
    .select({ ...keyColumns(sort), userId: users.userId, ...searched })
    .from(users)
    .where(ofTenant(oneTenant))
    .orderBy(...orderOf(SORT_KEYS[sort], users.userId, order))
    .limit(sql.placeholder('window'))
    .as('walked');
  const paged = tx
    .select()
    .from(walked)
    .where(anyInRange(walked))
    .orderBy(...keyOrder('walked', sort, walked.userId, order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('paged');
  return tx
    .select({ user: users })
    .from(paged)
    .innerJoin(users, eq(users.userId, paged.userId))
    .orderBy(...keyOrder('paged', sort, paged.userId, order));
}

/**
 * The page of the matches (at most `cap` of each range), found by the four ranges and sorted:
 * quick when matches are few. Each range is read by its own index, as the count reads them, and
 * keeps only its first `needed` rows of the sort's order; the union drops a user matching twice.
 * The inner LIMIT keeps the ranges: without it the planner walks the sort's index and tests every
 * row. One bitmap of the four ranges under one LIMIT is no better: with the LIMIT a parameter, a
 * generic plan guessed that a sequential scan would stop early, and read the whole tenant (about
 * 130 ms at 100,000 users on PGlite). The range of the column the sort orders by (a last name,
 * sorted by name) is read in order from the sort's own index and stops after `needed` rows,
 * however many match. Only ids and keys are sorted; the page's rows are read after.
 */
export function matchesShape(tx: Tx, oneTenant: boolean, sort: UserSort, order: SortOrder) {
  const [first, second, ...rest] = SEARCHED.map((name) => {
    const inRangeOf = tx
      .select({ ...keyColumns(sort), userId: users.userId })
      .from(users)
      .where(and(ofTenant(oneTenant), inRange(users[name])))
      .$dynamic();
    // Without a LIMIT of its own the subquery is merged into the page's select, whose ORDER BY
    // and LIMIT the sort's index then serves.
    const inOrder = ownRange(sort, oneTenant) === name;
    const ranged = (inOrder ? inRangeOf : inRangeOf.limit(sql.placeholder('cap'))).as('ranged');
    return tx
      .select()
      .from(ranged)
      .orderBy(...keyOrder('ranged', sort, ranged.userId, order))
      .limit(sql.placeholder('needed'));
  });
  if (!first || !second) throw new Error('A search has more than one range');
  const matched = union(first, second, ...rest).as('matched');
  const paged = tx
    .select()
    .from(matched)
    .orderBy(...keyOrder('matched', sort, matched.userId, order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('paged');
  return tx
    .select({ user: users })
    .from(paged)
    .innerJoin(users, eq(users.userId, paged.userId))
    .orderBy(...keyOrder('paged', sort, paged.userId, order));
}
