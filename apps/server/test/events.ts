import type { DomainEvent } from '@connector/contracts';
import type { Database } from '../src/db/client.ts';
import { createEventBus, createEventsRepository, defineSubscriber, type EventBus } from '../src/events/index.ts';

/**
 * A publisher for services built by hand in a test: the events go to the outbox of `db` in the
 * publisher's transaction, as on the server, and no subscriber listens (no job is queued).
 */
export function outboxOnly(db: Database): EventBus {
  const noQueue = {
    send: () => Promise.reject(new Error('no subscriber listens in this test')),
    work: () => Promise.reject(new Error('no subscriber listens in this test')),
    wake: () => {},
  };
  return createEventBus({ db, queue: noQueue, repository: createEventsRepository(), subscribers: [] });
}

/** The tenant of the kill test's events (src/events/kill.test.ts, test/event-worker.ts). */
export const KILL_TENANT = 'kill-tenant';

/**
 * The kill test's subscriber: it counts each event it is given in `test_effects`. Its deliveries
 * may be cut short by many kills in a row, each of which costs an attempt, so it has retries to spare.
 */
export const countedLink = defineSubscriber('test.countedLink', 'supplier.linked', { retryLimit: 40, retryDelay: 0, retryBackoff: false });

/**
 * The subscriber of the kill test's last attempt: one attempt, no retry, so the server killed
 * during it leaves the delivery to the run after the last attempt.
 */
export const stalledLink = defineSubscriber('test.stalledLink', 'supplier.linked', { retryLimit: 0, retryDelay: 0, retryBackoff: false });

export const linkOf = (supplierId: string): DomainEvent<'supplier.linked'> => ({
  tenantId: KILL_TENANT,
  appId: '00000000-0000-4000-8000-0000000000c1',
  supplierId,
  actor: null,
  bvdId: `GB${supplierId}`,
  previousBvdId: null,
  source: 'auto',
});
