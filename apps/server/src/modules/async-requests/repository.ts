import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { asyncRequests } from '../../db/schema/index.ts';

export type AsyncRequestRow = typeof asyncRequests.$inferSelect;

export interface AsyncRequestKey {
  tenantId: string;
  guid: string;
}

/** One run of the work under a guid, and how long its lease lasts from now (database time). */
export interface Attempt {
  attemptId: string;
  leaseMs: number;
}

/** A stored call, and whether its run stopped renewing its lease while still pending (its process died). */
export type FoundRequest = AsyncRequestRow & { lapsed: boolean };

export function createAsyncRequestsRepository() {
  const t = asyncRequests;
  const same = (key: AsyncRequestKey) => and(eq(t.tenantId, key.tenantId), eq(t.guid, key.guid));
  const live = sql`${t.expiresAt} > now()`;
  /** The lease runs on the database's clock, the one every instance shares. */
  const leaseFrom = (attempt: Attempt) => sql`now() + make_interval(secs => ${attempt.leaseMs / 1000})`;

  return {
    /** Claims the guid for new work; null when it is already taken (and not expired). */
    async claim(
      tx: Tx,
      row: AsyncRequestKey & { userId: string; operation: string; expiresAt: Date },
      attempt: Attempt,
    ): Promise<AsyncRequestRow | null> {
      await tx.delete(t).where(and(same(row), lt(t.expiresAt, sql`now()`)));
      const values = { ...row, attemptId: attempt.attemptId, leaseUntil: leaseFrom(attempt) };
      const [claimed] = await tx.insert(t).values(values).onConflictDoNothing().returning();
      return claimed ?? null;
    },

    /**
     * Hands a pending call whose lease has lapsed to a new run of the same user's; null when it is
     * done, alive, or another retry took it first (the update's row lock makes that one winner).
     */
    async takeOver(tx: Tx, key: AsyncRequestKey & { userId: string; expiresAt: Date }, attempt: Attempt): Promise<AsyncRequestRow | null> {
      const [taken] = await tx
        .update(t)
        .set({ attemptId: attempt.attemptId, leaseUntil: leaseFrom(attempt), expiresAt: key.expiresAt })
        .where(and(same(key), live, eq(t.userId, key.userId), isNull(t.status), lt(t.leaseUntil, sql`now()`)))
        .returning();
      return taken ?? null;
    },

    /** Extends the run's lease; false when the call is no longer this run's (taken over, or expired). */
    async renew(tx: Tx, key: AsyncRequestKey, attempt: Attempt): Promise<boolean> {
      const renewed = await tx
        .update(t)
        .set({ leaseUntil: leaseFrom(attempt) })
        .where(and(same(key), eq(t.attemptId, attempt.attemptId), isNull(t.status)))
        .returning({ guid: t.guid });
      return renewed.length > 0;
    },

    async find(tx: Tx, key: AsyncRequestKey): Promise<FoundRequest | undefined> {
      const [row] = await tx
        .select({ row: t, lapsed: sql<boolean>`${t.status} is null and ${t.leaseUntil} < now()` })
        .from(t)
        .where(and(same(key), live))
        .limit(1);
      return row ? { ...row.row, lapsed: row.lapsed } : undefined;
    },

    /** Stores the outcome of the run that holds the call; false when another run took it over. */
    async complete(tx: Tx, key: AsyncRequestKey, attemptId: string, outcome: { status: number; body: unknown }): Promise<boolean> {
      const stored = await tx
        .update(t)
        .set({ status: outcome.status, body: outcome.body })
        .where(and(same(key), eq(t.attemptId, attemptId)))
        .returning({ guid: t.guid });
      return stored.length > 0;
    },

    /** Removes expired outcomes of one tenant; returns how many. */
    async purgeExpired(tx: Tx, tenantId: string): Promise<number> {
      const removed = await tx
        .delete(t)
        .where(and(eq(t.tenantId, tenantId), lt(t.expiresAt, sql`now()`)))
        .returning({ guid: t.guid });
      return removed.length;
    },
  };
}

export type AsyncRequestsRepository = ReturnType<typeof createAsyncRequestsRepository>;
