import type { DomainEvent, DomainEventType, FailedReaction } from '@connector/contracts';
import type { Database, Tx } from '../db/client.ts';
import { eventsOf, workDeliveries, type DeliveryQueue, type DeliveryRun } from './delivery.ts';
import { publishEvents } from './publish.ts';
import type { EventsRepository } from './repository.ts';
import type { Subscriber } from './subscriber.ts';

/** Publishes events: what a module that makes things happen is given. */
export interface EventPublisher {
  /**
   * Writes `events` (all of one tenant) to the outbox in `tx` and queues one delivery per
   * subscriber of `type` in the same transaction: they are delivered exactly when `tx` commits.
   */
  publish<T extends DomainEventType>(tx: Tx, type: T, events: readonly DomainEvent<T>[]): Promise<void>;
}

export interface EventBus extends EventPublisher {
  /**
   * Runs `reaction` for each delivery to `subscriber`, in one transaction of the events' tenant
   * with the delivery's record: an effect written through `tx` happens exactly once, even when
   * the delivery runs again after a crash.
   */
  react<T extends DomainEventType>(subscriber: Subscriber<T>, reaction: (events: DomainEvent<T>[], tx: Tx) => Promise<void>): Promise<void>;
  /**
   * Runs `reaction` for each delivery to `subscriber` outside any transaction (for calls to the
   * outside world): at least once, so the reaction itself must be idempotent.
   */
  follow<T extends DomainEventType>(subscriber: Subscriber<T>, reaction: (events: DomainEvent<T>[], signal: AbortSignal) => Promise<void>): Promise<void>;
  /** An application's reactions that failed after their retries, newest first. */
  failures(tx: Tx, tenantId: string, appId: string, limit: number): Promise<FailedReaction[]>;
}

export interface EventBusDeps {
  db: Database;
  queue: DeliveryQueue;
  repository: EventsRepository;
  subscribers: readonly Subscriber[];
}

/**
 * Domain events through a transactional outbox (docs/decisions/024-domain-events.md): publishing
 * writes the events and one delivery per subscriber in the publisher's transaction, and queues a
 * job per delivery in that same transaction; each subscriber's job reads the batch and reacts.
 */
export function createEventBus(deps: EventBusDeps): EventBus {
  const { db, repository, subscribers } = deps;
  const bySubscriber = new Map(subscribers.map((s) => [s.name, s]));
  const registered = (subscriber: Subscriber) => {
    if (bySubscriber.get(subscriber.name) !== subscriber) throw new Error(`Subscriber ${subscriber.name} is not in the server's list`);
  };

  const work = async (subscriber: Subscriber, run: DeliveryRun) => {
    registered(subscriber);
    await workDeliveries(deps, subscriber, run);
  };

  return {
    publish: (tx, type, events) => publishEvents(deps, tx, type, events),

    react: (subscriber, reaction) =>
      work(subscriber, (job) =>
        db.forTenant(job.data.tenantId, async (tx) => {
          const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
          if (!delivery || delivery.state === 'done') return;
          await reaction(await eventsOf(repository, tx, subscriber, job.data.batchId), tx);
          await repository.updateDelivery(tx, job.data.batchId, subscriber.name, { state: 'done', attempts: delivery.attempts + 1, lastError: null });
        }),
      ),

    follow: (subscriber, reaction) =>
      work(subscriber, async (job) => {
        const { batchId, tenantId } = job.data;
        const events = await db.forTenant(tenantId, async (tx) => {
          const delivery = await repository.lockDelivery(tx, batchId, subscriber.name);
          return delivery && delivery.state !== 'done' ? eventsOf(repository, tx, subscriber, batchId) : null;
        });
        if (!events) return;
        await reaction(events, job.signal);
        await db.forTenant(tenantId, async (tx) => {
          const delivery = await repository.lockDelivery(tx, batchId, subscriber.name);
          if (delivery) await repository.updateDelivery(tx, batchId, subscriber.name, { state: 'done', attempts: delivery.attempts + 1, lastError: null });
        });
      }),

    async failures(tx, tenantId, appId, limit) {
      const rows = await repository.failed(tx, tenantId, appId, limit);
      return rows.map((row) => ({
        subscriber: row.subscriber,
        event: row.event,
        events: row.events,
        attempts: row.attempts,
        error: row.lastError ?? '',
        failedAt: row.updatedAt.toISOString(),
      }));
    },
  };
}
