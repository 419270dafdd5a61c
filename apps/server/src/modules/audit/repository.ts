import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsFrom } from '../../db/columns.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

/**
 * From this many events on, they travel as a JSON array per column (`rowsFrom`): a statement of
 * eight parameters a row takes longer to bind and plan than the rows take to write (a batch
 * import writes thousands).
 */
const AS_JSON_FROM = 50;

export function createAuditRepository() {
  return {
    async insert(tx: Tx, rows: readonly NewAuditRow[]): Promise<void> {
      if (rows.length === 0) return;
      if (rows.length < AS_JSON_FROM) {
        await tx.insert(auditEvents).values([...rows]);
        return;
      }
      const column = <T>(pick: (row: NewAuditRow) => T) => rows.map(pick);
      const values = rowsFrom(
        {
          tenant_id: column((r) => r.tenantId),
          actor_id: column((r) => r.actorId ?? null),
          actor_email: column((r) => r.actorEmail ?? null),
          action: column((r) => r.action),
          entity: column((r) => r.entity),
          entity_id: column((r) => r.entityId),
          before: column((r) => r.before ?? null),
          after: column((r) => r.after ?? null),
        },
        'v',
        { before: 'jsonb', after: 'jsonb' },
      );
      // A JSON null read as jsonb is the JSON value null; the column keeps SQL NULL, as the insert above does.
      await tx.execute(sql`
        insert into ${auditEvents} (tenant_id, actor_id, actor_email, action, entity, entity_id, before, after)
        select v.tenant_id, v.actor_id, v.actor_email, v.action, v.entity, v.entity_id, nullif(v.before, 'null'::jsonb), nullif(v.after, 'null'::jsonb)
        from ${values}`);
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
