import { AUDIT_MESSAGES, AUDIT_SECRET_MARK, TENANT_ANSWERS, hasPermission, type AuditEvent, type AuditTrailPage, type Permission } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { positionOf } from './cursor.ts';
import { createTenantLog, pageOf } from './log.ts';
import type { AuditRepository, NewAuditRow } from './repository.ts';

type Snapshot = Record<string, unknown>;

export interface AuditEntry {
  tenantId: string;
  actor: Caller | null;
  action: string;
  entity: AuditEvent['entity'];
  entityId: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
  /** Fields whose values are never written: only the fact that they changed. */
  secretFields?: readonly string[];
}

/** Reading a record's trail takes the permission to list records of its kind. */
const READ_PERMISSION: Record<AuditEvent['entity'], Permission> = {
  tenant: 'Connector.Tenants.List',
  role: 'Connector.Roles.List',
  user: 'Connector.Users.List',
  application: 'Connector.Configurations.Applications',
  supplier: 'Connector.AssignBvd',
  // A mapping (`{appId}:{mappingType}`) is part of its application's configuration.
  mapping: 'Connector.Configurations.Applications',
};

/** A page of a record's trail: where it starts (a cursor of the page before) and how long it is. */
export interface TrailPageRequest {
  cursor?: string | undefined;
  pageSize: number;
}

interface Reader {
  caller: Caller;
  granted: readonly string[];
  hostTenant: string;
}

/**
 * Where a record's trail lives: a tenant's in that tenant; a user's, whose id is unique across
 * tenants, anywhere for super administrators; anything else in the host's tenant.
 */
function scopeOf({ caller, hostTenant }: Reader, entity: AuditEvent['entity'], entityId: string): string | null {
  if (entity === 'tenant') return entityId;
  return entity === 'user' && caller.isSuperAdmin ? null : hostTenant;
}

/** Keeps only the fields that differ, and hides secrets, so the trail holds no clear secret. */
export function changedFields(entry: AuditEntry): { before: Snapshot | null; after: Snapshot | null } {
  const secrets = new Set(entry.secretFields ?? []);
  const hide = (snapshot: Snapshot | null | undefined, keys: string[]) => {
    if (!snapshot) return null;
    return Object.fromEntries(
      keys.filter((k) => k in snapshot).map((k) => [k, secrets.has(k) && snapshot[k] != null ? AUDIT_SECRET_MARK : snapshot[k]]),
    );
  };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (k) => !entry.before || !entry.after || JSON.stringify(entry.before[k]) !== JSON.stringify(entry.after[k]),
  );
  return { before: hide(entry.before, keys), after: hide(entry.after, keys) };
}

function auditRow(entry: AuditEntry): NewAuditRow {
  const { before, after } = changedFields(entry);
  return {
    tenantId: entry.tenantId,
    actorId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before,
    after,
  };
}

export function createAuditLog({ db, repository }: { db: Database; repository: AuditRepository }) {
  /**
   * A page of a record's trail, newest first, by the tenant log's keyset (decision 027);
   * `tenantId` null looks in every tenant (super administrators).
   */
  async function trailPage(tenantId: string | null, entity: AuditEvent['entity'], entityId: string, page: TrailPageRequest): Promise<AuditTrailPage> {
    const position = page.cursor ? positionOf(page.cursor) : null;
    const run = (tx: Tx) => repository.logged(tx, { tenantId, entity, entityId }, position, page.pageSize + 1);
    const rows = tenantId === null ? await db.allTenants(run) : await db.forTenant(tenantId, run);
    return pageOf(rows, page.pageSize);
  }

  return {
    /** Writes the event in the caller's transaction, so it exists exactly when the change does. */
    async record(tx: Tx, entry: AuditEntry): Promise<void> {
      await repository.insert(tx, [auditRow(entry)]);
    },

    /** Several events in one statement, in the caller's transaction (a batch of automatic links). */
    async recordMany(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
      if (entries.length > 0) await repository.insert(tx, entries.map(auditRow));
    },

    /** The tenant-wide log and its export (`GET /api/audit`, `GET /api/audit/export`). */
    log: createTenantLog({ db, repository }),

    /** The read endpoint: permission by the record's kind, then the caller's scope, then the page. */
    async trail(reader: Reader, entity: AuditEvent['entity'], entityId: string, page: TrailPageRequest): Promise<AuditTrailPage> {
      const { caller, granted } = reader;
      const ownTenant = entity === 'tenant' && entityId === caller.tenantId;
      const allowed =
        hasPermission(granted, READ_PERMISSION[entity]) ||
        (ownTenant && hasPermission(granted, 'Connector.Configurations.TenantConfiguration.List'));
      if (!allowed) throw forbidden();
      if (entity === 'tenant' && !caller.isSuperAdmin && !ownTenant) throw notFound(TENANT_ANSWERS.notFound);
      const found = await trailPage(scopeOf(reader, entity, entityId), entity, entityId, page);
      // Another tenant's record has no trail in the caller's scope: it answers as unknown. A later
      // page may be empty (its events were removed by retention since): that is an empty page.
      if (found.rows.length === 0 && !page.cursor) throw notFound(AUDIT_MESSAGES.noEvents);
      return found;
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
