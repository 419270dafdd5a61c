import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export function createAuditRepository() {
  return {
    async insert(tx: Tx, rows: readonly NewAuditRow[]): Promise<void> {
      await tx.insert(auditEvents).values([...rows]);
    },
    /** Events of one record; `tenantId` null searches every tenant the transaction sees. */
    list(tx: Tx, tenantId: string | null, entity: string, entityId: string): Promise<AuditRow[]> {
      const tenant = tenantId === null ? [] : [eq(auditEvents.tenantId, tenantId)];
      return tx
        .select()
        .from(auditEvents)
        .where(and(...tenant, eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
        .orderBy(desc(auditEvents.at))
        .limit(500);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
