import { randomUUID } from 'node:crypto';
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventType, type FailedReaction } from '@connector/contracts';
import { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';
import { defineJob, JOB_DEFAULTS, type JobDefinition, type RunningJob } from '../jobs/index.ts';
import type { EventsRepository } from './repository.ts';

/**
 * What one delivery job carries: the batch of events and its tenant. The events themselves stay
 * in the outbox, written once whatever the number of subscribers.
 */
const Delivery = z.object({ batchId: z.uuid(), tenantId: z.string() });
type Delivery = z.infer<typeof Delivery>;

/**
 * The part of the job queue the bus uses. Subscribers' queues are named at start-up from the
 * server's list, so their names are plain strings here; the bus checks a delivery's data itself.
 */
export interface DeliveryQueue {
  send(name: string, data: Delivery, options: { tx: Tx }): Promise<unknown>;
  work(name: string, handler: (job: RunningJob<unknown>) => Promise<void>): Promise<void>;
  wake(name: string): void;
}

/** A named reaction to one kind of event; its deliveries are jobs of their own queue. */
export interface Subscriber<T extends DomainEventType = DomainEventType> {
  /** Stable: it names the queue and the delivery rows (`companyViews.enhanceAfterLink`). */
  readonly name: string;
  readonly event: T;
  readonly jobName: string;
  readonly retryLimit: number;
  /** Seconds before a retry, doubling with `retryBackoff` (the job queue's defaults unless told). */
  readonly retryDelay: number;
  readonly retryBackoff: boolean;
}

export interface SubscriberOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

/**
 * Declares a subscriber. Its deliveries are retried `retryLimit` times with backoff (the job
 * queue's defaults unless told), then kept as a dead letter that the connector activity shows.
 */
export function defineSubscriber<T extends DomainEventType>(name: string, event: T, options: SubscriberOptions = {}): Subscriber<T> {
  if (!/^[a-zA-Z]+\.[a-zA-Z]+$/.test(name)) throw new Error(`A subscriber is named module.reaction: ${name}`);
  const { retryLimit = JOB_DEFAULTS.retryLimit, retryDelay = JOB_DEFAULTS.retryDelay, retryBackoff = JOB_DEFAULTS.retryBackoff } = options;
  return { name, event, jobName: `event.${name}`, retryLimit, retryDelay, retryBackoff };
}

/**
 * The job definitions of the subscribers' deliveries, for the server's job registry. Each job has
 * one run more than the subscriber's attempts: a server killed during the last attempt leaves no
 * one to record it, so that run records the dead letter instead of reacting again.
 */
export function deliveryJobs(subscribers: readonly Subscriber[]): Record<string, JobDefinition<typeof Delivery>> {
  return Object.fromEntries(
    subscribers.map((s) => [s.jobName, defineJob({ data: Delivery, retryLimit: s.retryLimit + 1, retryDelay: s.retryDelay, retryBackoff: s.retryBackoff })]),
  );
}

/** The dead letter's reason when the server stopped during the last attempt, which then recorded nothing. */
export const STOPPED_DURING_LAST_ATTEMPT = 'The server stopped during the last attempt';

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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Domain events through a transactional outbox (docs/decisions/024-domain-events.md): publishing
 * writes the events and one delivery per subscriber in the publisher's transaction, and queues a
 * job per delivery in that same transaction; each subscriber's job reads the batch and reacts.
 */
export function createEventBus({ db, queue, repository, subscribers }: EventBusDeps): EventBus {
  const bySubscriber = new Map(subscribers.map((s) => [s.name, s]));
  const registered = (subscriber: Subscriber) => {
    if (bySubscriber.get(subscriber.name) !== subscriber) throw new Error(`Subscriber ${subscriber.name} is not in the server's list`);
  };

  const eventsOf = async <T extends DomainEventType>(tx: Tx, subscriber: Subscriber<T>, batchId: string) => {
    const schema = DOMAIN_EVENTS[subscriber.event];
    return (await repository.eventsOf(tx, batchId, subscriber.event)).map((payload) => schema.parse(payload) as DomainEvent<T>);
  };

  /** Counts a failed attempt; the last one the queue will make turns the delivery into a dead letter. */
  const failed = (subscriber: Subscriber, job: RunningJob<Delivery>, error: unknown) =>
    db.forTenant(job.data.tenantId, async (tx) => {
      const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
      if (!delivery || delivery.state !== 'pending') return;
      const last = job.retryCount >= subscriber.retryLimit;
      await repository.updateDelivery(tx, job.data.batchId, subscriber.name, {
        attempts: delivery.attempts + 1,
        lastError: messageOf(error),
        ...(last ? { state: 'failed' } : {}),
      });
    });

  /** The run after the last attempt (see `deliveryJobs`): a delivery still pending is a dead letter. */
  const afterLastAttempt = (subscriber: Subscriber, job: RunningJob<Delivery>) =>
    db.forTenant(job.data.tenantId, async (tx) => {
      const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
      if (!delivery || delivery.state !== 'pending') return;
      await repository.updateDelivery(tx, job.data.batchId, subscriber.name, { state: 'failed', lastError: delivery.lastError ?? STOPPED_DURING_LAST_ATTEMPT });
    });

  const work = async (subscriber: Subscriber, run: (job: RunningJob<Delivery>) => Promise<void>) => {
    registered(subscriber);
    await queue.work(subscriber.jobName, async (received) => {
      const job = { ...received, data: Delivery.parse(received.data) };
      if (job.retryCount > subscriber.retryLimit) return afterLastAttempt(subscriber, job);
      try {
        await run(job);
      } catch (error) {
        // Stopping is not the reaction's failure: the job is simply run again.
        if (!job.signal.aborted) await failed(subscriber, job, error);
        throw error;
      }
    });
  };

  return {
    async publish(tx, type, events) {
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
    },

    react: (subscriber, reaction) =>
      work(subscriber, (job) =>
        db.forTenant(job.data.tenantId, async (tx) => {
          const delivery = await repository.lockDelivery(tx, job.data.batchId, subscriber.name);
          if (!delivery || delivery.state === 'done') return;
          await reaction(await eventsOf(tx, subscriber, job.data.batchId), tx);
          await repository.updateDelivery(tx, job.data.batchId, subscriber.name, { state: 'done', attempts: delivery.attempts + 1, lastError: null });
        }),
      ),

    follow: (subscriber, reaction) =>
      work(subscriber, async (job) => {
        const { batchId, tenantId } = job.data;
        const events = await db.forTenant(tenantId, async (tx) => {
          const delivery = await repository.lockDelivery(tx, batchId, subscriber.name);
          return delivery && delivery.state !== 'done' ? eventsOf(tx, subscriber, batchId) : null;
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
