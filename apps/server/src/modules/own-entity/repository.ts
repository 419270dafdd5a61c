import { and, asc, desc, eq, lte } from 'drizzle-orm';
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
    /** Inserts the request; null when the supplier already has one pending (the partial unique index). */
    async insert(tx: Tx, row: NewOwnEntityRow): Promise<OwnEntityRow | null> {
      const [inserted] = await tx.insert(t).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async pendingOf(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<OwnEntityRow | undefined> {
      const [found] = await tx
        .select()
        .from(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.appId, appId), eq(t.supplierId, supplierId), equalsConstant(t.state, 'pending')));
      return found;
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
