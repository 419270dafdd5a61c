import type { z } from 'zod';

/**
 * One kind of job: pg-boss keeps the jobs of each name in a queue of that name, created at start
 * with these settings. Unset settings take `JOB_DEFAULTS`.
 */
export interface JobDefinition<Data extends z.ZodType = z.ZodType> {
  /** What a job carries: checked when it is sent and again when a worker receives it. */
  data: Data;
  /**
   * - `standard`: any number of jobs queued and running.
   * - `exclusive`: at most one job per singleton key queued or running (one sync per application);
   *   a second send with the same key answers `null`. A send without a key counts as the key ''.
   * - `stately`: at most one queued and one running per key, so a request made during a run is kept
   *   for one more run afterwards.
   */
  policy?: 'standard' | 'exclusive' | 'stately';
  /** Retries after the first attempt. A job whose process died counts as a failed attempt. */
  retryLimit?: number;
  /** Seconds before a retry; doubled per attempt (with jitter) under `retryBackoff`, up to `retryDelayMax`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /**
   * The longest one attempt may run, in seconds: then its signal aborts and it is retried. A hung
   * call is what this catches; a dead process is caught much sooner by the heartbeat (settings.ts).
   */
  expireInSeconds?: number;
}

/** Every job the server knows, by name: the names `send` and `work` accept. */
export type JobRegistry = Record<string, JobDefinition>;

export type JobName<R extends JobRegistry> = Extract<keyof R, string>;
/** What `send` takes for jobs of `N` (before the schema's defaults and transforms). */
export type JobInput<R extends JobRegistry, N extends JobName<R>> = z.input<R[N]['data']>;
/** What a worker of `N` receives. */
export type JobData<R extends JobRegistry, N extends JobName<R>> = z.output<R[N]['data']>;

/** Keeps the data schema's type, so a registry built from definitions stays exact. */
export const defineJob = <Data extends z.ZodType>(definition: JobDefinition<Data>): JobDefinition<Data> => definition;

/**
 * Four retries, about 10 s apart and doubling (with jitter), so a job fails for good within about
 * two and a half minutes: long enough to ride out a provider's restart, short enough for a person
 * to notice. An hour per attempt, because the heartbeat, not this, is what finds a dead worker.
 */
export const JOB_DEFAULTS = {
  policy: 'standard',
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 60 * 60,
} as const satisfies Required<Omit<JobDefinition, 'data'>>;
