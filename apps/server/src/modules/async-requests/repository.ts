import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { asyncRequests } from '../../db/schema/index.ts';

export type AsyncRequestRow = typeof asyncRequests.$inferSelect;

export interface AsyncRequestKey {
  tenantId: string;
  guid: string;
}

export function createAsyncRequestsRepository() {
  const byKey = (key: AsyncRequestKey) =>
    and(eq(asyncRequests.tenantId, key.tenantId), eq(asyncRequests.guid, key.guid), sql`${asyncRequests.expiresAt} > now()`);

  return {
    /** Claims the guid for new work; null when it is already taken (and not expired). */
    async claim(
      tx: Tx,
      row: AsyncRequestKey & { userId: string; operation: string; expiresAt: Date },
    ): Promise<AsyncRequestRow | null> {
      await tx.delete(asyncRequests).where(and(eq(asyncRequests.tenantId, row.tenantId), eq(asyncRequests.guid, row.guid), lt(asyncRequests.expiresAt, sql`now()`)));
      const [claimed] = await tx.insert(asyncRequests).values(row).onConflictDoNothing().returning();
      return claimed ?? null;
    },
    async find(tx: Tx, key: AsyncRequestKey): Promise<AsyncRequestRow | undefined> {
      const [row] = await tx.select().from(asyncRequests).where(byKey(key)).limit(1);
      return row;
    },
    async complete(tx: Tx, key: AsyncRequestKey, outcome: { status: number; body: unknown }): Promise<void> {
      await tx
        .update(asyncRequests)
        .set({ status: outcome.status, body: outcome.body })
        .where(and(eq(asyncRequests.tenantId, key.tenantId), eq(asyncRequests.guid, key.guid)));
    },
    /** Removes expired outcomes of one tenant; returns how many. */
    async purgeExpired(tx: Tx, tenantId: string): Promise<number> {
      const removed = await tx
        .delete(asyncRequests)
        .where(and(eq(asyncRequests.tenantId, tenantId), lt(asyncRequests.expiresAt, sql`now()`)))
        .returning({ guid: asyncRequests.guid });
      return removed.length;
    },
  };
}

export type AsyncRequestsRepository = ReturnType<typeof createAsyncRequestsRepository>;
