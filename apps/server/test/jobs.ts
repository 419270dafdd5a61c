import { z } from 'zod';
import type { Database } from '../src/db/client.ts';
import { createJobQueue, defineJob, type JobQueue, type JobRegistry, type QueueTiming } from '../src/jobs/index.ts';

/**
 * The queue's timing shrunk for tests: pg-boss's shortest heartbeat (10 s), and supervision,
 * schedules and polling every second or less, so a dead worker's job is retried about 11 s later.
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

/** Jobs the queue's own tests run; the server's jobs are in src/jobs/registry.ts. */
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
 * Resolves with `read()`'s answer once `done` holds for it, asking every `intervalMs` (100 ms): for
 * states only the database knows (a job completed, failed), which no event announces to the test.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
