import { DOMAIN_EVENTS, type DomainEvent, type DomainEventType } from '@connector/contracts';
import type { Database, Tx } from '../db/client.ts';
import type { RunningJob } from '../jobs/index.ts';
import type { EventsRepository } from './repository.ts';
import { Delivery, STOPPED_DURING_LAST_ATTEMPT, type Subscriber } from './subscriber.ts';

/**
 * The part of the job queue the bus uses. Subscribers' queues are named at start-up from the
 * server's list, so their names are plain strings here; the bus checks a delivery's data itself.
 */
export interface DeliveryQueue {
  send(name: string, data: Delivery, options: { tx: Tx }): Promise<unknown>;
  work(name: string, handler: (job: RunningJob<unknown>) => Promise<void>): Promise<void>;
  wake(name: string): void;
}

export interface DeliveryDeps {
  db: Database;
  queue: DeliveryQueue;
  repository: EventsRepository;
}

type DeliveryJob = RunningJob<Delivery>;
/** One run of a delivery: the subscriber's reaction to the batch. */
export type DeliveryRun = (job: DeliveryJob) => Promise<void>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs `run` for each delivery to `subscriber`, and keeps the delivery's record of failed attempts
 * until, after the last one, it is a dead letter.
 */
export async function workDeliveries(deps: DeliveryDeps, subscriber: Subscriber, run: DeliveryRun): Promise<void> {
  await deps.queue.work(subscriber.jobName, async (received) => {
    const job = { ...received, data: Delivery.parse(received.data) };
    if (job.retryCount > subscriber.retryLimit) return afterLastAttempt(deps, subscriber, job);
    try {
      await run(job);
    } catch (error) {
      // Stopping is not the reaction's failure: the job is simply run again.
      if (!job.signal.aborted) await failed(deps, subscriber, job, error);
      throw error;
    }
  });
}

/** The batch's events for `subscriber`, checked against their contract. */
export async function eventsOf<T extends DomainEventType>(repository: EventsRepository, tx: Tx, subscriber: Subscriber<T>, batchId: string) {
  const schema = DOMAIN_EVENTS[subscriber.event];
  return (await repository.eventsOf(tx, batchId, subscriber.event)).map((payload) => schema.parse(payload) as DomainEvent<T>);
}

/** Counts a failed attempt; the last one the queue will make turns the delivery into a dead letter. */
function failed({ db, repository }: DeliveryDeps, subscriber: Subscriber, job: DeliveryJob, error: unknown) {
  return db.forTenant(job.data.tenantId, async (tx) => {
    const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
    if (!delivery || delivery.state !== 'pending') return;
    const last = job.retryCount >= subscriber.retryLimit;
    await repository.updateDelivery(tx, job.data.batchId, subscriber.name, {
      attempts: delivery.attempts + 1,
      lastError: messageOf(error),
      ...(last ? { state: 'failed' } : {}),
    });
  });
}

/** The run after the last attempt (see `deliveryJobs`): a delivery still pending is a dead letter. */
function afterLastAttempt({ db, repository }: DeliveryDeps, subscriber: Subscriber, job: DeliveryJob) {
  return db.forTenant(job.data.tenantId, async (tx) => {
    const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
    if (!delivery || delivery.state !== 'pending') return;
    await repository.updateDelivery(tx, job.data.batchId, subscriber.name, { state: 'failed', lastError: delivery.lastError ?? STOPPED_DURING_LAST_ATTEMPT });
  });
}
