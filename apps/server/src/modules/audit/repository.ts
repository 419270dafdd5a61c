import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export function createAuditRepository() {
  return {
    async insert(tx: Tx, row: NewAuditRow): Promise<void> {
      await tx.insert(auditEvents).values(row);
    },
    list(tx: Tx, tenantId: string, entity: string, entityId: string): Promise<AuditRow[]> {
      return tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
        .orderBy(desc(auditEvents.at))
        .limit(500);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
