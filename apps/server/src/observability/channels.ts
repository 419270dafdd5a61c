import { channel } from 'node:diagnostics_channel';

/**
 * What the server tells its observers, as Node diagnostics channels: the code that does the work
 * publishes here, and the metrics (metrics.ts) subscribe when `METRICS_PORT` is set. Unsubscribed,
 * a channel's `hasSubscribers` is false and the publisher builds no message at all, so the work
 * pays nothing measurable for observability it has not turned on.
 */

/** One call to an outside service through the JSON client, after its retries (providers/http). */
export interface ProviderCallMessage {
  provider: string;
  /** The method and the path template it was called with, or `other`: never ids. */
  operation: string;
  outcome: ProviderOutcome;
  seconds: number;
}
export type ProviderOutcome = 'ok' | '4xx' | '5xx' | 'timeout' | 'circuit_open' | 'network' | 'error';

/** One attempt at a job (jobs/queue.ts). */
export interface JobAttemptMessage {
  name: string;
  outcome: 'completed' | 'failed';
  seconds: number;
}

/** One database transaction, from its BEGIN to its COMMIT or ROLLBACK (db/client.ts). */
export interface TransactionMessage {
  outcome: 'commit' | 'rollback' | 'error';
  seconds: number;
}

/** Suppliers the automatic matching of a sync run matched, and linked without a person (modules/suppliers). */
export interface MatchingMessage {
  matched: number;
  linkedAuto: number;
}

export const providerCalls = channel('connector:provider.call');
export const jobAttempts = channel('connector:job.attempt');
export const transactions = channel('connector:db.transaction');
export const supplierMatching = channel('connector:suppliers.matching');

/** Seconds since `startedAt` (a `performance.now()` reading). */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;
