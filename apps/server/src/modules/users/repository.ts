import { and, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reusableSelects } from '../../db/reusable.ts';
import { userCounts, users, type LastApplication } from '../../db/schema/index.ts';
import { orderOf, SORT_KEYS, type UserSort } from './list-repository.ts';
import { searchPage, type UserPage } from './search-page.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'userId' | 'tenantId' | 'email' | 'createdAt'>>;

export interface UserPageQuery {
  /** Null: every tenant the transaction may see (super administrators). */
  tenantId: string | null;
  page: number;
  /** 0: every row, up to `maxRows`. */
  pageSize: number;
  search?: string | undefined;
  sort?: UserSort | undefined;
  order: 'asc' | 'desc';
}

/** Rows of the "All" page size at most. */
const MAX_ROWS = 10_000;

/** Users of one tenant, or of every tenant the transaction sees, from the trigger-kept counts. */
function totalOf(tx: Tx, tenantId: string | null) {
  const total = tx.select({ total: sum(userCounts.total).mapWith(Number) }).from(userCounts);
  return tenantId ? total.where(eq(userCounts.tenantId, tenantId)) : total;
}

/** A page of users and their total, with the tenant (when one), LIMIT and OFFSET as placeholders. */
function pageOf(tx: Tx, oneTenant: boolean, orderBy: SQL[]) {
  const tenantId = sql.placeholder('tenantId');
  const scope = oneTenant ? sql` where ${userCounts.tenantId} = ${tenantId}` : sql``;
  const total = sql<number>`(select coalesce(sum(${userCounts.total}), 0) from ${userCounts}${scope})`.mapWith(Number);
  return tx
    .select({ user: users, total })
    .from(users)
    .where(oneTenant ? eq(users.tenantId, tenantId) : undefined)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const pages = reusableSelects<{ user: UserRow; total: number }>();

/** Who may be told of a finished job: the tenant's users' addresses and their languages. */
const recipientQueries = {
  /** The e-mail addresses of the tenant’s enabled users, in order: who may be told of a finished job. */
  async enabledEmails(tx: Tx, tenantId: string, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.enabled, true)))
      .orderBy(users.email)
      .limit(limit);
    return rows.map((row) => row.email);
  },
  /** The language of each of the tenant's users among `emails`, by e-mail. */
  async languagesOf(tx: Tx, tenantId: string, emails: readonly string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.email, [...emails])));
    return new Map(rows.map((row) => [row.email, row.language]));
  },
};

export function createUsersRepository() {
  return {
    ...recipientQueries,
    async page(tx: Tx, q: UserPageQuery): Promise<UserPage> {
      const sort = q.sort ?? 'name';
      const limit = q.pageSize === 0 ? MAX_ROWS : q.pageSize;
      const offset = q.pageSize === 0 ? 0 : q.page * q.pageSize;
      if (q.search?.trim()) return searchPage(tx, { tenantId: q.tenantId, search: q.search, sort, order: q.order, limit, offset });
      // Without a search the total is the trigger-kept count, read by the same statement: one
      // round trip for the whole page, its SQL built once per sort (a page past the end has no row
      // to carry the total).
      const oneTenant = Boolean(q.tenantId);
      const shape = JSON.stringify([oneTenant, sort, q.order]);
      const orderBy = orderOf(SORT_KEYS[sort], users.userId, q.order);
      const found = await pages(tx, shape, (tx) => pageOf(tx, oneTenant, orderBy), { tenantId: q.tenantId, limit, offset });
      if (found.length === 0) {
        const [totals] = await totalOf(tx, q.tenantId);
        return { rows: [], total: Number(totals?.total ?? 0), moreThanTotal: false };
      }
      return { rows: found.map((r) => r.user), total: Number(found[0]?.total ?? 0), moreThanTotal: false };
    },
    async findById(tx: Tx, tenantId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId)))
        .limit(1);
      return row;
    },
    async findByEmail(tx: Tx, tenantId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
        .limit(1);
      return row;
    },
    /** The new row, or null when the tenant already has a user with that e-mail. */
    async insertIfMissing(tx: Tx, row: NewUserRow): Promise<UserRow | null> {
      const [created] = await tx.insert(users).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async update(tx: Tx, tenantId: string, userId: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId)))
        .returning();
      return row;
    },
    /**
     * Writes the user's last application and nothing else (no other column, not `updated_at`):
     * a preference of the user's own. The stored value, or undefined when there is no such user.
     */
    async setLastApplication(tx: Tx, tenantId: string, userId: string, lastApplication: LastApplication): Promise<LastApplication | undefined> {
      const [row] = await tx
        .update(users)
        .set({ lastApplication })
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId)))
        .returning({ lastApplication: users.lastApplication });
      return row?.lastApplication ?? undefined;
    },
    /**
     * Starts a new access epoch for the account (its `tokens_valid_from`): the access tokens
     * already issued open nothing more (a sign-out, docs/decisions/014). By id alone, for the
     * provider names no tenant; not `updated_at`, as nothing an administrator set changed.
     */
    async startAccessEpoch(tx: Tx, userId: string, from: Date): Promise<void> {
      await tx.update(users).set({ tokensValidFrom: from }).where(eq(users.userId, userId));
    },
    async remove(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
      const removed = await tx
        .delete(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId)))
        .returning({ userId: users.userId });
      return removed.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
