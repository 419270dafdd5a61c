import { z } from 'zod';
import type { Database } from '../src/db/client.ts';
import { createJobQueue, defineJob, type JobQueue, type JobRegistry, type QueueTiming } from '../src/jobs/index.ts';

/**
 * The queue's timing shrunk for tests: pg-boss's shortest heartbeat (10 s), and supervision,
 * schedules and polling every second or less, so a dead worker's job is retried about 11 s later.
 * For a queue of a few workers, or a server on PostgreSQL (its queue has a pool of its own): a
 * whole server on the embedded database would have each of its workers ask the one session for a
 * job twice a second, which on a busy machine starves the requests.
 */
export const TEST_TIMING: QueueTiming = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  stopTimeoutMs: 2_000,
};

const noRetryDelay = { retryDelay: 0, retryBackoff: false } as const;

/** Jobs the queue's own tests run; the server's jobs are in src/job-registry.ts. */
export const testJobs = {
  'test.echo': defineJob({ data: z.object({ n: z.number() }), retryLimit: 0 }),
  'test.flaky': defineJob({ data: z.object({ n: z.number() }), retryLimit: 2, ...noRetryDelay }),
  'test.sync': defineJob({ data: z.object({ appId: z.string() }), policy: 'exclusive', retryLimit: 0 }),
  'test.long': defineJob({ data: z.object({ label: z.string() }), retryLimit: 1, ...noRetryDelay }),
  'test.tick': defineJob({ data: z.object({ n: z.number() }), retryLimit: 0 }),
  'test.shared': defineJob({ data: z.object({ n: z.number() }), retryLimit: 0 }),
};
export type TestJobs = typeof testJobs;

/** What the queue logged: a test expects no errors (a missing grant shows up here first). */
export class LogRecorder {
  readonly errors: unknown[] = [];
  readonly warnings: string[] = [];
  error = (object: unknown, message?: string) => void this.errors.push(message ? { message, object } : object);
  warn = (object: unknown, message?: string) => void this.warnings.push(message ?? String(object));
}

export function openTestQueue<R extends JobRegistry = TestJobs>(
  db: Database,
  { registry = testJobs as unknown as R, log = new LogRecorder(), timing = TEST_TIMING }: { registry?: R; log?: LogRecorder; timing?: QueueTiming } = {},
): JobQueue<R> {
  return createJobQueue({ db, registry, logger: log, timing });
}

/** A promise with its resolve in hand: for a handler to tell the test it got this far. */
export function milestone<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * How long a test waits for work the server does in the background (a job, a sync, an import)
 * unless it says otherwise: every such wait here ends in well under a second on a quiet machine,
 * so this leaves room for a machine several times slower and busy with other work, and it stays
 * under the server project's test timeout (30 s), so that a wait that runs out says what it
 * waited for rather than that the test took too long.
 */
export const BACKGROUND_WAIT_MS = 20_000;

export interface WaitOptions {
  /** What the test waits for, named in the error when the deadline passes. */
  what?: string;
  timeoutMs?: number;
  /** Between two reads. */
  intervalMs?: number;
}

/** A short view of a value for an error message. */
function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/**
 * Resolves with `read()`'s answer once `done` holds for it, asking every `intervalMs` (100 ms):
 * for states only the database knows (a job completed, a batch finished), which no event
 * announces to the test. Past the deadline (`BACKGROUND_WAIT_MS` unless given) it fails, naming
 * `what` it waited for and the last answer read; a read that hangs counts against the deadline too.
 *
 *   await until('the batch to finish', status, (s) => !s.inProgress, { timeoutMs: 60_000 });
 */
export function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, options?: Omit<WaitOptions, 'what'>): Promise<T>;
export function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs?: number, intervalMs?: number): Promise<T>;
export function until<T>(...args: unknown[]): Promise<T> {
  if (typeof args[0] === 'string') {
    const [what, read, done, options = {}] = args as [string, () => Promise<T>, (value: T) => boolean, Omit<WaitOptions, 'what'>?];
    return waitFor(read, done, { ...options, what });
  }
  const [read, done, timeoutMs, intervalMs] = args as [() => Promise<T>, (value: T) => boolean, number?, number?];
  return waitFor(read, done, { ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(intervalMs === undefined ? {} : { intervalMs }) });
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { what = 'the condition to hold', timeoutMs = BACKGROUND_WAIT_MS, intervalMs = 100 }: WaitOptions,
): Promise<T> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let reads = 0;
  let last: { value: T } | undefined;
  const failure = () =>
    new Error(`Waited ${Date.now() - started} ms (deadline ${timeoutMs} ms) for ${what}; ${last ? `last read (${reads} reads): ${preview(last.value)}` : 'the first read did not answer'}`);
  for (;;) {
    // A read that hangs fails at the deadline; one begun just before it still gets a second.
    const value = await within(read(), Math.max(deadline - Date.now(), 1_000), failure);
    reads += 1;
    last = { value };
    if (done(value)) return value;
    if (Date.now() >= deadline) throw failure();
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
}

/**
 * Resolves as `promise` does, or fails after `timeoutMs` (`BACKGROUND_WAIT_MS` unless given)
 * with an error naming `what` it waited for: for an event the test awaits (a handler reached a
 * milestone, a process printed a line), so that one that never comes says which it was.
 */
export function reached<T>(promise: Promise<T>, what: string, timeoutMs = BACKGROUND_WAIT_MS): Promise<T> {
  return within(promise, timeoutMs, () => new Error(`Waited ${timeoutMs} ms for ${what}, it did not happen`));
}

function within<T>(promise: Promise<T>, timeoutMs: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(failure()), timeoutMs);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
