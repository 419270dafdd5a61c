import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AuditEntry, AuditLog } from '../audit/index.ts';
import type { AppKey } from './enhancer.ts';
import { enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';

const LINK_ACTIONS: ReadonlySet<string> = new Set(['link', 'relink']);

/** The applications whose suppliers these entries link; a supplier's entity id is `{appId}:{supplierId}` (`supplierEntityId`). */
function linkedApps(entries: readonly AuditEntry[]): AppKey[] {
  const apps = new Map<string, AppKey>();
  for (const entry of entries) {
    const colon = entry.entityId.indexOf(':');
    if (entry.entity !== 'supplier' || !LINK_ACTIONS.has(entry.action) || colon < 1) continue;
    const appId = entry.entityId.slice(0, colon);
    apps.set(`${entry.tenantId}/${appId}`, { tenantId: entry.tenantId, appId });
  }
  return [...apps.values()];
}

/**
 * The audit log the supplier work writes to, which also queues the Orbis Enhancement of every
 * application it records a link of, in the link's own transaction. Every link, by a person, by
 * the engine, by an import or by a request, is recorded there once (decision 017), so none is
 * missed and the job exists exactly when the link does (decision 019).
 */
export function enhanceAfterLinks(audit: AuditLog, queue: JobQueue<CompanyViewJobs>): AuditLog {
  const queueFor = async (tx: Tx, entries: readonly AuditEntry[]) => {
    for (const key of linkedApps(entries)) await enqueueEnhancement(queue, key, tx);
  };
  return {
    ...audit,
    async record(tx, entry) {
      await audit.record(tx, entry);
      await queueFor(tx, [entry]);
    },
    async recordMany(tx, entries) {
      await audit.recordMany(tx, entries);
      await queueFor(tx, entries);
    },
  };
}
