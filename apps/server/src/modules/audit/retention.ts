import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from './repository.ts';

/** Events one transaction removes: a few milliseconds of work, so no request waits behind it for long. */
export const PRUNE_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention (decision 027): a tenant's events older than its retention go, a batch at a time, each
 * batch its own short transaction, with a turn of the event loop between batches so that requests
 * waiting for the database (the embedded one has a single session) get it in between.
 */
export function createAuditRetention({ db, repository }: { db: Database; repository: AuditRepository }) {
  return {
    /** Removes `tenantId`'s events older than `days` before `now`; how many went. Stops between batches once `signal` aborts. */
    async prune(tenantId: string, days: number, now: Date, signal?: AbortSignal): Promise<number> {
      const before = new Date(now.getTime() - days * DAY_MS);
      let removed = 0;
      while (!signal?.aborted) {
        const batch = await db.forTenant(tenantId, (tx) => repository.prune(tx, tenantId, before, PRUNE_BATCH));
        removed += batch;
        if (batch < PRUNE_BATCH) break;
        await nextTurn();
      }
      return removed;
    },
  };
}

export type AuditRetention = ReturnType<typeof createAuditRetention>;
