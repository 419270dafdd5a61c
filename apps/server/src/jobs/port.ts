import type { Tx } from '../db/client.ts';
import type { JobData, JobInput, JobName, JobRegistry } from './definitions.ts';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler is given: the job, and a signal to stop on. */
export interface RunningJob<Data> {
  id: string;
  data: Data;
  /** 0 on the first attempt. */
  retryCount: number;
  /**
   * Aborts when the server stops, when the attempt outlives its `expireInSeconds`, or when the job
   * was taken from this worker (cancelled, or judged dead). A handler stops on it by throwing
   * (`signal.throwIfAborted()`), so the job is retried; returning counts as done.
   */
  signal: AbortSignal;
}

/** Runs one job. Resolving completes it; throwing fails the attempt, which is retried per its definition. */
export type JobHandler<Data> = (job: RunningJob<Data>) => Promise<void>;

/**
 * Every call below runs in a transaction of the Database: `tx` when given, otherwise one of its
 * own, which joins the request's unit when made during a request. So a job sent by a request is
 * queued only if the request commits, and never waits for the embedded database that its own
 * request holds (connection.ts). Inside `db.forTenant(...)` and the like, pass its `tx`: outside a
 * request, a call without it opens a second transaction, which on PGlite would wait for the first,
 * its caller's, for ever.
 */
export interface InTransaction {
  tx?: Tx;
}

export interface SendOptions extends InTransaction {
  /** With an `exclusive` (or `stately`) definition: the key of which one job may be queued or running. */
  singletonKey?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

export interface ScheduleOptions extends InTransaction {
  /** Tells several schedules of one name apart (one per application); '' when absent. */
  key?: string;
  /** Time zone the cron expression is read in; UTC when absent. */
  tz?: string;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  singletonKey: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

/** Jobs waiting in one queue (the queue of a job name). */
export interface QueueDepth {
  name: string;
  /** Jobs created or waiting for a retry, whether due or not. */
  queued: number;
  /** How long the longest-waiting due job has waited, in seconds; 0 when none is due. */
  oldestSeconds: number;
}

export interface WorkOptions {
  /** Jobs of this name this instance runs at once (default 1); other instances add their own. */
  concurrency?: number;
}

/**
 * The durable job queue (pg-boss, in the server's own database). Jobs survive restarts; a job runs
 * on one instance at a time; a job whose process died is retried within about a minute.
 */
export interface JobQueue<R extends JobRegistry> {
  /** Runs `handler` for jobs of `name`, from `start()` on (at once when already started). */
  work<N extends JobName<R>>(name: N, handler: JobHandler<JobData<R, N>>, options?: WorkOptions): Promise<void>;
  /** Queues a job; answers its id, or null when its singleton key already has a job queued or running. */
  send<N extends JobName<R>>(name: N, data: JobInput<R, N>, options?: SendOptions): Promise<string | null>;
  /** Sends a job on every occurrence of `cron` (five fields, minute precision); replaces the schedule of the same name and key. */
  schedule<N extends JobName<R>>(name: N, cron: string, data: JobInput<R, N>, options?: ScheduleOptions): Promise<void>;
  unschedule<N extends JobName<R>>(name: N, options?: Omit<ScheduleOptions, 'tz'>): Promise<void>;
  /** Cancels a queued or running job (a running handler's signal aborts at its next heartbeat); answers whether there was one. */
  cancel<N extends JobName<R>>(name: N, id: string, options?: InTransaction): Promise<boolean>;
  get<N extends JobName<R>>(name: N, id: string, options?: InTransaction): Promise<JobInfo | null>;
  /**
   * This instance's workers of `name` look for jobs now rather than at their next poll: for a job
   * a person waits on, once the transaction that queued it has committed. Other instances find it
   * when they poll.
   */
  wake<N extends JobName<R>>(name: N): void;
  /** Creates or updates a queue per registered name, then starts the workers, supervision and schedules. */
  start(): Promise<void>;
  /** Whether `start()` has finished and `stop()` has not been called. */
  readonly started: boolean;
  /** The jobs waiting per queue, for the metrics and the readiness answer; throws unless started. */
  depths(): Promise<QueueDepth[]>;
  /**
   * One supervision pass now, as the timer runs every `superviseIntervalSeconds`: jobs of processes
   * that are gone are retried, expired attempts failed, the queues' statistics refreshed. The
   * server's start runs one before it listens: the first pass of a process plans its statements
   * and reads its tables for the first time (about 100–300 ms on PGlite, where it holds the one
   * thread), which would otherwise stall the requests in flight 15 s after the start.
   */
  supervise(): Promise<void>;
  /**
   * Aborts every running handler's signal and stops taking jobs. `graceful` (the default) waits for
   * the handlers to return, up to the timing's `stopTimeoutMs`; then, or at once when not graceful,
   * jobs still running are failed, so they are retried (by another instance, or after a restart).
   */
  stop(options?: { graceful?: boolean }): Promise<void>;
}
