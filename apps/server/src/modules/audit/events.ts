import type { AuditEvent, AuditSource } from '@connector/contracts';
import type { AuditRow } from './repository.ts';

/** An application calling with its credentials acts as `app:{appId}` (docs/decisions/006). */
const APPLICATION_ACTOR = 'app:';

/**
 * Where an event came from, read from what it records (decision 027): an application's
 * credentials, a person's import or own-entity request (the supplier's link source), the
 * schedule (no actor), else a person in the console.
 */
export function sourceOf(row: Pick<AuditRow, 'actorId' | 'entity' | 'action' | 'after'>): AuditSource {
  if (row.actorId?.startsWith(APPLICATION_ACTOR)) return 'application';
  const linkSource = row.entity === 'supplier' ? row.after?.linkSource : undefined;
  if (linkSource === 'import') return 'import';
  if (linkSource === 'request' || row.action === 'ownEntityRequest') return 'ownEntity';
  return row.actorId === null ? 'schedule' : 'person';
}

/** The answer's fields of a stored event; its snapshots were stripped of secrets when written. */
export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    tenantId: row.tenantId,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    source: sourceOf(row),
    action: row.action,
    entity: row.entity as AuditEvent['entity'],
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}
