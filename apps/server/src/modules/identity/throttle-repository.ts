import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';

export type FailureRow = typeof signInFailures.$inferSelect;
export type NewCount = Pick<FailureRow, 'key' | 'account' | 'windowEndsAt'>;

/**
 * The queries of the sign-in throttle on `sign_in_failures`. The table is not tenant-scoped by
 * row policy, so callers run them in `db.unscoped` or in a transaction of their own.
 */
export function createThrottleRepository() {
  return {
    /** Counts of `keys` whose window is still open at `now`. */
    openCounts(tx: Tx, keys: readonly string[], now: Date): Promise<FailureRow[]> {
      return tx
        .select()
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, [...keys]), gt(signInFailures.windowEndsAt, now)));
    },

    /**
     * One more attempt on each key, in one statement so concurrent attempts each see their own
     * total. A key without a row, or whose window closed by `now`, starts afresh at 1 with the
     * new window; an open window keeps its end.
     */
    count(tx: Tx, rows: readonly NewCount[], now: Date): Promise<FailureRow[]> {
      const closed = sql`${signInFailures.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      return tx
        .insert(signInFailures)
        .values(rows.map((row) => ({ ...row, failures: 1 })))
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${closed} then 1 else ${signInFailures.failures} + 1 end`,
            windowEndsAt: sql`case when ${closed} then excluded.window_ends_at else ${signInFailures.windowEndsAt} end`,
          },
        })
        .returning();
    },

    /** Takes one attempt back from each key; a count that falls to nothing goes. */
    async uncount(tx: Tx, keys: readonly string[]): Promise<void> {
      await tx
        .update(signInFailures)
        .set({ failures: sql`${signInFailures.failures} - 1` })
        .where(inArray(signInFailures.key, [...keys]));
      await tx.delete(signInFailures).where(and(inArray(signInFailures.key, [...keys]), lte(signInFailures.failures, 0)));
    },

    async deleteClosed(tx: Tx, now: Date): Promise<void> {
      await tx.delete(signInFailures).where(lte(signInFailures.windowEndsAt, now));
    },

    async delete(tx: Tx, key: string): Promise<void> {
      await tx.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    /** Open counts that hold `account` back: its own and those of each address that failed on it. */
    openCountsOfAccount(tx: Tx, account: string, now: Date): Promise<FailureRow[]> {
      return tx
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.account, account), gt(signInFailures.windowEndsAt, now)));
    },

    /** Forgets every count that holds `account` back; addresses keep their counts across accounts. */
    async deleteOfAccount(tx: Tx, account: string): Promise<void> {
      await tx.delete(signInFailures).where(eq(signInFailures.account, account));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
