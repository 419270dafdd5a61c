import type { USER_SORTS } from '@connector/contracts';
import { and, asc, desc, eq, getTableColumns, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * What each sort of the users table orders by, before the user id that breaks ties. Each has an
 * index that begins with the tenant (schema/users.ts; `userId` its own, as the primary key does
 * not begin with the tenant), so a page walks the index instead of sorting the tenant.
 */
export const SORT_KEYS: Record<UserSort, SQL[]> = {
  userId: [sql`${users.userId}`],
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`${users.email}`],
  tenantId: [sql`${users.tenantId}`, sql`${users.email}`],
  role: [sql`${users.roles}->>0`, sql`${users.email}`],
  status: [sql`${users.enabled}`, sql`${users.email}`],
};

/** The ORDER BY of a sort: its keys in the order asked, then the user id that breaks ties, ascending. */
export function orderOf(keys: readonly SQLWrapper[], tieBreak: SQLWrapper, order: SortOrder): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [...keys.map((key) => direction(key)), asc(tieBreak)];
}

/*
 * The statements of a users search (decision 008), built once per shape with placeholders:
 * `tenantId` (when one tenant), `from` and `to` (the search's range), `cap`, `window`, `limit`
 * and `offset`. Every page runs under row-level security, where only leakproof conditions reach
 * an index: the byte-wise range operators on the stored search columns are, `lower()` is not.
 */

/** The columns the search matches the start of, each with its own text_pattern_ops index (migration 0008). */
const SEARCHED = ['searchName', 'searchNameReversed', 'email', 'searchDomain'] as const;

const USER_COLUMNS = getTableColumns(users);

/** `column` starts with the search: `from <= column < to`, byte-wise, one range of the column's index. The text typed is a value, never a pattern. */
const inRange = (column: SQLWrapper) => sql`(${column} ~>=~ ${sql.placeholder('from')} and ${column} ~<~ ${sql.placeholder('to')})`;
const ofTenant = (oneTenant: boolean) => (oneTenant ? eq(users.tenantId, sql.placeholder('tenantId')) : undefined);
const anyInRange = (columns: Record<(typeof SEARCHED)[number], SQLWrapper>) => or(...SEARCHED.map((name) => inRange(columns[name])));

/** The sort's keys as columns `key0`, `key1`: an outer query orders by what a subquery already ordered by, without sorting again. */
function keyColumns(sort: UserSort): Record<string, SQL.Aliased> {
  return Object.fromEntries(SORT_KEYS[sort].map((key, i) => [`key${i}`, sql`${key}`.as(`key${i}`)]));
}

/** The ORDER BY of a sort over the key columns of the subquery `alias`. */
function keyOrder(alias: string, sort: UserSort, userId: SQLWrapper, order: SortOrder): SQL[] {
  const keys = SORT_KEYS[sort].map((_, i) => sql`${sql.identifier(alias)}.${sql.identifier(`key${i}`)}`);
  return orderOf(keys, userId, order);
}

/**
 * How many users match, counted no further than `cap`: each searched column's range read by its
 * own index up to `cap` rows, the ids united so a user matching twice counts once. One bitmap of
 * the four ranges would read a domain every user shares to its end before counting any.
 */
export function countShape(tx: Tx, oneTenant: boolean) {
  const branches = SEARCHED.map(
    (name) => sql`(select ${users.userId} from ${users} where ${and(ofTenant(oneTenant), inRange(users[name]))} limit ${sql.placeholder('cap')})`,
  );
  return tx.select({ matches: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${sql.join(branches, sql` union `)}) as matched`);
}

/**
 * The page among the first `window` users of the sort's order that match: the sort's own index
 * walked and each row tested, stopping once the page is full. Quick when matches are common.
 */
export function walkShape(tx: Tx, oneTenant: boolean, sort: UserSort, order: SortOrder) {
  const walked = tx
    .select({ ...keyColumns(sort), ...USER_COLUMNS })
    .from(users)
    .where(ofTenant(oneTenant))
    .orderBy(...orderOf(SORT_KEYS[sort], users.userId, order))
    .limit(sql.placeholder('window'))
    .as('walked');
  const user = Object.fromEntries(Object.keys(USER_COLUMNS).map((name) => [name, walked[name as keyof typeof USER_COLUMNS]]));
  return tx
    .select({ user: user as Pick<typeof walked, keyof typeof USER_COLUMNS> })
    .from(walked)
    .where(anyInRange(walked))
    .orderBy(...keyOrder('walked', sort, walked.userId, order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The page of the matches, all of them (at most `cap`) found by the four ranges and sorted: quick
 * when matches are few. Only ids and keys are sorted; the page's rows are read after.
 */
export function matchesShape(tx: Tx, oneTenant: boolean, sort: UserSort, order: SortOrder) {
  const matched = tx
    .select({ ...keyColumns(sort), userId: users.userId })
    .from(users)
    .where(and(ofTenant(oneTenant), anyInRange(users)))
    .limit(sql.placeholder('cap'))
    .as('matched');
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
