import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { equalsConstant } from '../../db/constant.ts';
import { ownEntityRequests } from '../../db/schema/index.ts';

export type OwnEntityRow = typeof ownEntityRequests.$inferSelect;
export type NewOwnEntityRow = typeof ownEntityRequests.$inferInsert;
export type OwnEntityPatch = Partial<
  Pick<NewOwnEntityRow, 'state' | 'bvdId' | 'note' | 'checks' | 'nextCheckAt' | 'lastError' | 'checkedAt' | 'finishedAt'>
>;

export function createOwnEntityRepository() {
  const t = ownEntityRequests;
  const one = (tenantId: string, requestId: string) => and(eq(t.tenantId, tenantId), eq(t.requestId, requestId));

  return {
    /**
     * Inserts the request; null when the supplier already has one pending (the partial unique
     * index) or the guid made one. On PostgreSQL a concurrent insert for the same supplier waits
     * for this one's transaction and then inserts nothing: the claim is taken once.
     */
    async insert(tx: Tx, row: NewOwnEntityRow): Promise<OwnEntityRow | null> {
      const [inserted] = await tx.insert(t).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** The request an application call with this guid made. */
    async findByGuid(tx: Tx, tenantId: string, guid: string): Promise<OwnEntityRow | undefined> {
      const [found] = await tx.select().from(t).where(and(eq(t.tenantId, tenantId), eq(t.guid, guid)));
      return found;
    },

    /** Writes what Orbis answered the claim: its request id and the next check. */
    async confirmSent(tx: Tx, tenantId: string, requestId: string, patch: Pick<NewOwnEntityRow, 'orbisRequestId' | 'checks' | 'nextCheckAt'>): Promise<OwnEntityRow> {
      const [sent] = await tx
        .update(t)
        .set({ ...patch, lastError: null })
        .where(one(tenantId, requestId))
        .returning();
      if (!sent) throw new Error(`own entity request ${requestId} is missing`);
      return sent;
    },

    /** Removes a claim Orbis never took, so the supplier may be asked for again; a sent request stays. */
    async release(tx: Tx, tenantId: string, requestId: string): Promise<void> {
      await tx.delete(t).where(and(one(tenantId, requestId), isNull(t.orbisRequestId)));
    },

    /** A supplier's requests, newest first. */
    listOf(tx: Tx, tenantId: string, appId: string, supplierId: string, limit: number): Promise<OwnEntityRow[]> {
      return tx
        .select()
        .from(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.appId, appId), eq(t.supplierId, supplierId)))
        .orderBy(desc(t.requestedAt), desc(t.requestId))
        .limit(limit);
    },

    async find(tx: Tx, tenantId: string, requestId: string): Promise<OwnEntityRow | undefined> {
      const [found] = await tx.select().from(t).where(one(tenantId, requestId));
      return found;
    },

    async findForUpdate(tx: Tx, tenantId: string, requestId: string): Promise<OwnEntityRow | undefined> {
      const [found] = await tx.select().from(t).where(one(tenantId, requestId)).for('update');
      return found;
    },

    async update(tx: Tx, tenantId: string, requestId: string, patch: OwnEntityPatch): Promise<void> {
      await tx.update(t).set(patch).where(one(tenantId, requestId));
    },

    /** Pending requests of every tenant the transaction sees whose check is due, oldest due first. */
    due(tx: Tx, now: Date, limit: number): Promise<OwnEntityRow[]> {
      return tx
        .select()
        .from(t)
        .where(and(equalsConstant(t.state, 'pending'), lte(t.nextCheckAt, now)))
        .orderBy(asc(t.nextCheckAt))
        .limit(limit);
    },
  };
}

export type OwnEntityRepository = ReturnType<typeof createOwnEntityRepository>;
