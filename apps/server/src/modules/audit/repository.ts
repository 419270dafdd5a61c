import { and, count, desc, eq, getTableColumns, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsFrom } from '../../db/columns.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

/** A row of the tenant's log with where it stands in the log's order (`atExact`: `at` to the microsecond). */
export type LoggedRow = AuditRow & { atExact: string };

/** What narrows a tenant's log (decision 027); absent fields do not narrow it. */
export interface LogFilter {
  /** Null: every tenant the transaction sees (a super administrator reading a user's trail). */
  tenantId: string | null;
  /** The start of the actor's e-mail, or the whole actor id. */
  actor?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** Where a page of the log starts: after the event at `at` (to the microsecond) with id `id`. */
export interface LogPosition {
  at: string;
  id: string;
}

/**
 * From this many events on, they travel as a JSON array per column (`rowsFrom`): a statement of
 * eight parameters a row takes longer to bind and plan than the rows take to write (a batch
 * import writes thousands).
 */
const AS_JSON_FROM = 50;

/** `at` in UTC to the microsecond, which a JavaScript date would round to the millisecond. */
const AT_EXACT = sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The highest code point: every text that starts with a prefix sorts below prefix + this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * The events of an actor: the whole actor id, or an e-mail (stored in lower case) that starts with
 * the text, byte-wise. Both are conditions row-level security lets reach an index (leakproof
 * operators), `audit_events_actor_id_idx` and `audit_events_actor_email_idx`; a case-insensitive
 * or "contains" match would read every event of the tenant.
 */
function byActor(actor: string): SQL {
  const prefix = actor.toLowerCase();
  const emailStarts = sql`(${auditEvents.actorEmail} ~>=~ ${prefix} and ${auditEvents.actorEmail} ~<~ ${prefix + LAST_CHARACTER})`;
  return or(eq(auditEvents.actorId, actor), emailStarts) as SQL;
}

/** The conditions of a filter; the tenant first, so every query walks one of the tenant's indexes. */
function conditionsOf(filter: LogFilter): SQL[] {
  const { tenantId, actor, entity, action, entityId, from, to } = filter;
  return [
    ...(tenantId === null ? [] : [eq(auditEvents.tenantId, tenantId)]),
    ...(actor ? [byActor(actor)] : []),
    ...(entity ? [eq(auditEvents.entity, entity)] : []),
    ...(action ? [eq(auditEvents.action, action)] : []),
    ...(entityId ? [eq(auditEvents.entityId, entityId)] : []),
    ...(from ? [gte(auditEvents.at, from)] : []),
    ...(to ? [lt(auditEvents.at, to)] : []),
  ];
}

/** Older than `position` in the log's order (newest first): one range of `audit_events_tenant_at_idx`. */
const olderThan = (position: LogPosition) =>
  sql`(${auditEvents.at}, ${auditEvents.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;

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
    /** Up to `limit` events of the filter, newest first, after `position` when given. */
    logged(tx: Tx, filter: LogFilter, position: LogPosition | null, limit: number): Promise<LoggedRow[]> {
      const where = [...conditionsOf(filter), ...(position ? [olderThan(position)] : [])];
      return tx
        .select({ ...getTableColumns(auditEvents), atExact: AT_EXACT })
        .from(auditEvents)
        .where(and(...where))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit);
    },
    /** How many events the filter matches, counted no further than `cap`. */
    async count(tx: Tx, filter: LogFilter, cap: number): Promise<number> {
      const matching = tx
        .select({ one: sql`1`.as('one') })
        .from(auditEvents)
        .where(and(...conditionsOf(filter)))
        .limit(cap)
        .as('matching');
      const [row] = await tx.select({ n: count() }).from(matching);
      return row?.n ?? 0;
    },
    /**
     * Removes up to `limit` of the tenant's events older than `before`, oldest first, through the
     * one function the application role may delete events with (migration 0028); how many went.
     */
    async prune(tx: Tx, tenantId: string, before: Date, limit: number): Promise<number> {
      const result = await tx.execute<{ removed: number }>(
        sql`select prune_audit_events(${tenantId}, ${before.toISOString()}::timestamptz, ${limit}::integer) as removed`,
      );
      return Number(result.rows[0]?.removed ?? 0);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
