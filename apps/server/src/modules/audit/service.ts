import type { AuditEvent } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditRepository } from './repository.ts';

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

const SECRET_MARK = '[secret]';

/** Keeps only the fields that differ, and hides secrets, so the trail holds no clear secret. */
export function changedFields(entry: AuditEntry): { before: Snapshot | null; after: Snapshot | null } {
  const secrets = new Set(entry.secretFields ?? []);
  const hide = (snapshot: Snapshot | null | undefined, keys: string[]) => {
    if (!snapshot) return null;
    return Object.fromEntries(
      keys.filter((k) => k in snapshot).map((k) => [k, secrets.has(k) && snapshot[k] != null ? SECRET_MARK : snapshot[k]]),
    );
  };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (k) => !entry.before || !entry.after || JSON.stringify(entry.before[k]) !== JSON.stringify(entry.after[k]),
  );
  return { before: hide(entry.before, keys), after: hide(entry.after, keys) };
}

export function createAuditLog({ db, repository }: { db: Database; repository: AuditRepository }) {
  return {
    /** Writes the event in the caller's transaction, so it exists exactly when the change does. */
    async record(tx: Tx, entry: AuditEntry): Promise<void> {
      const { before, after } = changedFields(entry);
      await repository.insert(tx, {
        tenantId: entry.tenantId,
        actorId: entry.actor?.userId ?? null,
        actorEmail: entry.actor?.email ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before,
        after,
      });
    },

    async list(tenantId: string, entity: AuditEvent['entity'], entityId: string): Promise<AuditEvent[]> {
      const rows = await db.forTenant(tenantId, (tx) => repository.list(tx, tenantId, entity, entityId));
      return rows.map((r) => ({
        id: r.id,
        tenantId: r.tenantId,
        actorId: r.actorId,
        actorEmail: r.actorEmail,
        action: r.action,
        entity: r.entity as AuditEvent['entity'],
        entityId: r.entityId,
        before: r.before ?? null,
        after: r.after ?? null,
        at: r.at.toISOString(),
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
