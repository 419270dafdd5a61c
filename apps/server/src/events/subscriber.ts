import type { DomainEventType } from '@connector/contracts';
import { z } from 'zod';
import { defineJob, JOB_DEFAULTS, type JobDefinition } from '../jobs/index.ts';

/**
 * What one delivery job carries: the batch of events and its tenant. The events themselves stay
 * in the outbox, written once whatever the number of subscribers.
 */
export const Delivery = z.object({ batchId: z.uuid(), tenantId: z.string() });
export type Delivery = z.infer<typeof Delivery>;

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
