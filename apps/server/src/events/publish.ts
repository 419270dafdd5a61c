import { randomUUID } from 'node:crypto';
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventType } from '@connector/contracts';
import type { Tx } from '../db/client.ts';
import type { DeliveryDeps } from './delivery.ts';
import type { Subscriber } from './subscriber.ts';

export interface PublishDeps extends DeliveryDeps {
  subscribers: readonly Subscriber[];
}

/**
 * Writes `events` (all of one tenant) to the outbox in `tx`, one delivery row per subscriber of
 * `type`, and queues each delivery's job in the same transaction, waking its worker on commit.
 */
export async function publishEvents<T extends DomainEventType>(
  { db, queue, repository, subscribers }: PublishDeps,
  tx: Tx,
  type: T,
  events: readonly DomainEvent<T>[],
): Promise<void> {
  if (events.length === 0) return;
  const schema = DOMAIN_EVENTS[type];
  const payloads = events.map((event) => schema.parse(event));
  const tenants = new Set(payloads.map((p) => p.tenantId));
  if (tenants.size > 1) throw new Error(`Events of one batch belong to one tenant; ${type} named ${[...tenants].join(', ')}`);
  const tenantId = payloads[0]!.tenantId;
  const apps = new Set(payloads.map((p) => p.appId));
  const appId = apps.size === 1 ? [...apps][0]! : null;
  const batchId = randomUUID();
  await repository.insertEvents(tx, batchId, tenantId, type, payloads);
  const listening = subscribers.filter((s) => s.event === type);
  await repository.insertDeliveries(
    tx,
    listening.map((s) => ({ batchId, subscriber: s.name, tenantId, appId, event: type, events: payloads.length })),
  );
  for (const s of listening) {
    await queue.send(s.jobName, { batchId, tenantId }, { tx });
    db.afterCommit(() => queue.wake(s.jobName));
  }
}
