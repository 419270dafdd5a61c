import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type Database } from '../../test/databases.ts';
import { LogRecorder, milestone, openTestQueue, reached, TEST_TIMING, until, type TestJobs } from '../../test/jobs.ts';
import type { JobQueue } from './index.ts';
import { JobQueueStopping } from './index.ts';

describe.each(testDatabases)('the job queue on $name', ({ name, open }) => {
  let db: Database;
  let log: LogRecorder;
  let queue: JobQueue<TestJobs>;
  const stateOf = (job: Parameters<typeof queue.get>[0], id: string) => async () => (await queue.get(job, id))?.state;
  /** Waits until job `id` of `job` is in `state`, naming both should it never get there. */
  const settledAs = (job: Parameters<typeof queue.get>[0], id: string, state: 'completed' | 'failed') =>
    until(`${job} job ${id} to be ${state}`, stateOf(job, id), (now) => now === state);

  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());
  beforeEach(() => {
    log = new LogRecorder();
    queue = openTestQueue(db, { log });
  });
  afterEach(async () => {
    await queue.stop({ graceful: false });
    expect(log.errors).toEqual([]);
  });

  it('runs a job it was sent once', async () => {
    const runs: number[] = [];
    const ran = milestone<string>();
    await queue.work('test.echo', async (job) => {
      runs.push(job.data.n);
      ran.resolve(job.id);
    });
    await queue.start();
    const id = (await queue.send('test.echo', { n: 1 })) as string;
    expect(await reached(ran.promise, 'the echo handler to run')).toBe(id);
    expect(await settledAs('test.echo', id, 'completed')).toBe('completed');
    expect(runs).toEqual([1]);
  });

  it('runs a job at once when woken, however long its workers wait between polls', { timeout: 60_000 }, async () => {
    await queue.stop({ graceful: false });
    queue = openTestQueue(db, { log, timing: { ...TEST_TIMING, pollingIntervalSeconds: 120 } });
    const [firstRan, secondRan] = [milestone<string>(), milestone<string>()];
    await queue.work('test.echo', async (job) => [firstRan, secondRan][job.data.n]?.resolve(job.id));
    await queue.start();
    const first = (await queue.send('test.echo', { n: 0 })) as string;
    queue.wake('test.echo');
    expect(await reached(firstRan.promise, 'the first woken job to run')).toBe(first);
    // The worker has looked again after its job and found nothing: it now waits two minutes.
    await settledAs('test.echo', first, 'completed');
    const second = (await queue.send('test.echo', { n: 1 })) as string;
    queue.wake('test.echo');
    expect(await reached(secondRan.promise, 'the second woken job to run')).toBe(second);
  });

  it('queues a job sent during a request with the request: a rollback drops it, without waiting on the database', async () => {
    await queue.start();
    const unit = db.unit();
    const dropped = await unit.run(async () => {
      await db.unscoped((tx) => tx.execute(sql`select 1`)); // the unit now holds its transaction
      return queue.send('test.echo', { n: 2 });
    });
    await unit.rollback();
    const kept = await db.forTenant('alpha', (tx) => queue.send('test.echo', { n: 3 }, { tx }));
    expect(await queue.get('test.echo', dropped as string)).toBeNull();
    expect(await queue.get('test.echo', kept as string)).toMatchObject({ state: 'created', retryCount: 0 });
  });

  it('retries a job whose handler throws, as many times as its definition says, then fails it', async () => {
    const attempts: number[] = [];
    const third = milestone();
    await queue.work('test.flaky', async (job) => {
      attempts.push(job.retryCount);
      if (attempts.length === 3) third.resolve();
      throw new Error('the provider is down');
    });
    await queue.start();
    const id = (await queue.send('test.flaky', { n: 1 })) as string;
    await reached(third.promise, 'the third attempt of the flaky job');
    expect(await settledAs('test.flaky', id, 'failed')).toBe('failed');
    expect(attempts).toEqual([0, 1, 2]);
    expect(log.warnings.filter((message) => message === 'a job attempt failed')).toHaveLength(3);
  });

  it('refuses a second job for a singleton key while the first is queued or running', async () => {
    await queue.start();
    const sync = (appId: string) => queue.send('test.sync', { appId }, { singletonKey: appId });
    const first = await sync('app-1');
    expect(first).toEqual(expect.any(String));
    expect(await sync('app-1')).toBeNull(); // queued
    expect(await sync('app-2')).toEqual(expect.any(String)); // another key

    const running = milestone();
    const finish = milestone();
    await queue.work('test.sync', async (job) => {
      if (job.id !== first) return;
      running.resolve();
      await finish.promise;
    });
    await reached(running.promise, 'the first sync job to run');
    expect(await sync('app-1')).toBeNull(); // running
    finish.resolve();
    await settledAs('test.sync', first as string, 'completed');
    expect(await sync('app-1')).toEqual(expect.any(String));
  });

  it('aborts running handlers when it stops, and leaves their jobs to be retried', async () => {
    const started = milestone<AbortSignal>();
    await queue.work('test.long', async (job) => {
      started.resolve(job.signal);
      await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason as Error)));
    });
    await queue.start();
    const id = (await queue.send('test.long', { label: 'stopped' })) as string;
    const seen = await reached(started.promise, 'the long job to run');
    await queue.stop();
    expect(seen.aborted).toBe(true);
    expect(seen.reason).toBeInstanceOf(JobQueueStopping);

    const next = openTestQueue(db, { log });
    await next.start();
    expect(await next.get('test.long', id)).toMatchObject({ state: 'retry' });
    await next.stop();
  });

  it('sends a scheduled job when its cron expression comes due', async () => {
    const fired = milestone<number>();
    await queue.work('test.tick', async (job) => fired.resolve(job.data.n));
    await queue.start();
    await queue.schedule('test.tick', '* * * * *', { n: 5 }, { key: 'every-minute' });
    expect(await reached(fired.promise, 'the scheduled job to run')).toBe(5);
    await queue.unschedule('test.tick', { key: 'every-minute' });
  });

  it.runIf(name === 'postgres')('runs each job once when two instances work the same queue', async () => {
    const other = openTestQueue(db, { log });
    const runs = new Map<string, string[]>();
    const total = 24;
    const allDone = milestone();
    const handler = (instance: string) => async (job: { id: string }) => {
      runs.set(job.id, [...(runs.get(job.id) ?? []), instance]);
      await new Promise((resolve) => setTimeout(resolve, 20)); // long enough for the other instance to reach for it
      if (runs.size === total) allDone.resolve();
    };
    await queue.work('test.shared', handler('one'), { concurrency: 3 });
    await other.work('test.shared', handler('two'), { concurrency: 3 });
    await Promise.all([queue.start(), other.start()]);
    for (let n = 0; n < total; n++) await queue.send('test.shared', { n });
    await reached(allDone.promise, `all ${total} shared jobs to run`);
    await other.stop();
    expect([...runs.values()].filter((instances) => instances.length !== 1)).toEqual([]);
    expect(runs.size).toBe(total);
  });
});

describe.each(testDatabases)('supervision on request, on $name', ({ open }) => {
  it('retries the job of a worker that went quiet, without waiting for the timer', async () => {
    const db = await open();
    const log = new LogRecorder();
    // Supervision's timer an hour away, on a database no queue has supervised yet: only the call can find the job.
    const queue = openTestQueue(db, { log, timing: { ...TEST_TIMING, superviseIntervalSeconds: 3600 } });
    try {
      await expect(queue.supervise()).rejects.toThrow('not started yet');
      await queue.start();
      const id = (await queue.send('test.long', { label: 'orphaned' })) as string;
      // As a killed process leaves it: taken, then no heartbeat for longer than its heartbeat allows.
      await db.unscoped((tx) =>
        tx.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour',
          heartbeat_on = now() - interval '1 hour', heartbeat_seconds = 10 where id = ${id}::uuid`),
      );
      expect(await queue.get('test.long', id)).toMatchObject({ state: 'active' });
      await queue.supervise();
      expect(await queue.get('test.long', id)).toMatchObject({ state: 'retry' });
    } finally {
      await queue.stop({ graceful: false });
      await db.close();
    }
    expect(log.errors).toEqual([]);
  });
});
