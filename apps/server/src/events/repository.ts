import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowsFrom } from '../db/columns.ts';
import { domainEvents, eventDeliveries } from '../db/schema/index.ts';

export type DeliveryRow = typeof eventDeliveries.$inferSelect;

/** From this many events on, a batch travels as one JSON array per column (see `rowsFrom`). */
const AS_JSON_FROM = 50;

/** The outbox and its deliveries: only the event bus (bus.ts, delivery.ts, publish.ts) reads and writes them. */
export function createEventsRepository() {
  return {
    async insertEvents(tx: Tx, batchId: string, tenantId: string, type: string, payloads: readonly object[]): Promise<void> {
      if (payloads.length < AS_JSON_FROM) {
        await tx.insert(domainEvents).values(payloads.map((payload) => ({ batchId, tenantId, type, payload: payload as Record<string, unknown> })));
        return;
      }
      // One function scan over the array: rows come, and take their ids, in the batch's order.
      const values = rowsFrom({ payload: payloads }, 'v', { payload: 'jsonb' });
      await tx.execute(sql`
        insert into domain_events (batch_id, tenant_id, type, payload)
        select ${batchId}::uuid, ${tenantId}, ${type}, v.payload from ${values}`);
    },

    async insertDeliveries(tx: Tx, rows: readonly (typeof eventDeliveries.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await tx.insert(eventDeliveries).values([...rows]);
    },

    /** The batch's events of `type`, in the order they were written. */
    async eventsOf(tx: Tx, batchId: string, type: string): Promise<unknown[]> {
      const rows = await tx
        .select({ payload: domainEvents.payload })
        .from(domainEvents)
        .where(and(eq(domainEvents.batchId, batchId), eq(domainEvents.type, type)))
        .orderBy(domainEvents.id);
      return rows.map((row) => row.payload);
    },

    /** The delivery, locked until the transaction ends: two runs of one delivery take turns. */
    async lockDelivery(tx: Tx, batchId: string, subscriber: string): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .select()
        .from(eventDeliveries)
        .where(and(eq(eventDeliveries.batchId, batchId), eq(eventDeliveries.subscriber, subscriber)))
        .for('update');
      return row;
    },

    async updateDelivery(tx: Tx, batchId: string, subscriber: string, patch: Partial<Pick<DeliveryRow, 'state' | 'attempts' | 'lastError'>>): Promise<void> {
      await tx
        .update(eventDeliveries)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(eventDeliveries.batchId, batchId), eq(eventDeliveries.subscriber, subscriber)));
    },

    /** An application's dead letters, newest first. */
    failed(tx: Tx, tenantId: string, appId: string, limit: number): Promise<DeliveryRow[]> {
      return tx
        .select()
        .from(eventDeliveries)
        .where(and(eq(eventDeliveries.tenantId, tenantId), eq(eventDeliveries.appId, appId), sql`state = 'failed'`))
        .orderBy(desc(eventDeliveries.updatedAt))
        .limit(limit);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
