import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, openDataDirDatabase, openPostgresDatabase, seedDataDir, testDatabaseUrl, type Database } from '../../test/databases.ts';
import { LogRecorder, milestone, openTestQueue, reached, TEST_TIMING, until } from '../../test/jobs.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('../../test/job-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();

/** Where a killed instance and its successor meet: a data directory, or a fresh PostgreSQL database. */
interface Place {
  name: string;
  make(): Promise<{ target: string; open(): Promise<Database>; remove(): Promise<void> }>;
}

const places: Place[] = [
  {
    name: 'pglite',
    async make() {
      const dir = mkdtempSync(join(tmpdir(), 'jobs-recovery-'));
      // Migrated already, as a server that ran before leaves it: the worker only reopens it.
      await seedDataDir(dir);
      return {
        target: dir,
        open: () => openDataDirDatabase(dir),
        remove: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(serverUrl
    ? [
        {
          name: 'postgres',
          async make() {
            const fresh = await createFreshPostgres(serverUrl);
            return { target: fresh.url, open: () => openPostgresDatabase(fresh.url), remove: fresh.drop };
          },
        },
      ]
    : []),
];

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Resolves with the first line of the child's output that `pattern` matches. */
function lineOf(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`The worker left (${signal ?? code}) before printing ${pattern}: ${output}`)));
  });
}

/**
 * How long a worker process may take to start and run its job: a few seconds on a quiet machine,
 * where it creates its data directory and migrates it; a minute was seen on a machine busy with
 * other work.
 */
const WORKER_START_MS = 120_000;

describe.concurrent.each(places)('a job whose process was killed, on $name', ({ make }) => {
  it('runs again on the next instance after one heartbeat, while a healthy job outlives the heartbeat', async () => {
    const place = await make();
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, place.target], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    const [, killedId] = await reached(lineOf(child, /started (\S+)/), 'the worker process to start its job', WORKER_START_MS);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();

    const db = await place.open();
    const log = new LogRecorder();
    const queue = openTestQueue(db, { log });
    const rerun = milestone<{ id: string; at: number }>();
    const healthy = { runs: 0, aborted: false };
    // Long enough to be judged dead, were its heartbeat not kept: one heartbeat and a supervise pass more.
    const healthyMs = (TEST_TIMING.heartbeatSeconds + 2 * TEST_TIMING.superviseIntervalSeconds) * 1000;
    await queue.work(
      'test.long',
      async (job) => {
        if (job.data.label === 'killed') return rerun.resolve({ id: job.id, at: Date.now() });
        healthy.runs += 1;
        await new Promise((resolve) => setTimeout(resolve, healthyMs));
        healthy.aborted = job.signal.aborted;
      },
      { concurrency: 2 },
    );
    try {
      await queue.start();
      const startedAt = Date.now();
      const healthyId = (await queue.send('test.long', { label: 'healthy' })) as string;

      const again = await reached(rerun.promise, 'the killed job to run again', 60_000);
      expect(again.id).toBe(killedId);
      // Its last heartbeat was as it started, so it is due one heartbeat after the kill (or at once,
      // should opening the database have taken longer); then one supervise pass and one poll, which
      // a machine three times slower may stretch threefold. Without the heartbeat it would wait for
      // its hour-long expiry.
      const dueAt = Math.max(killedAt + TEST_TIMING.heartbeatSeconds * 1000, startedAt);
      const passes = (TEST_TIMING.superviseIntervalSeconds + TEST_TIMING.pollingIntervalSeconds) * 1000;
      expect(again.at - dueAt).toBeLessThan(3 * passes + 2_000);

      const done = await until(`the healthy job ${healthyId} to be completed`, () => queue.get('test.long', healthyId), (job) => job?.state === 'completed', {
        timeoutMs: 60_000,
      });
      expect({ retryCount: done?.retryCount, ...healthy }).toEqual({ retryCount: 0, runs: 1, aborted: false });
      expect(log.errors).toEqual([]);
    } finally {
      await queue.stop({ graceful: false });
      await db.close();
      await place.remove();
    }
  }, 300_000);
});
