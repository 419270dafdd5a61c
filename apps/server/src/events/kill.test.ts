import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, testDatabaseUrl } from '../../test/databases.ts';
import { KILL_TENANT, countedLink } from '../../test/events.ts';
import { reached, until } from '../../test/jobs.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('../../test/event-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const KILLS = 20;
/** Batches of five links each life publishes before it is killed, if it lives that long. */
const BATCHES = 8;
/** Generous: a worker starts in one to three seconds here, and on a loaded machine in three times that. */
const START_MS = 60_000;
const SEED = Number(process.env.KILL_SEED ?? Date.now() % 100_000);

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A deterministic generator of kill delays in milliseconds (0-400), seeded by KILL_SEED. */
function delays(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 400;
}

function startWorker(url: string, label: string, batches: number): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, label, String(batches)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready/.test(output)) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`The worker left (${signal ?? code}) before it was ready: ${output}`)));
  });
  return { child, ready };
}

async function kill(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await once(child, 'exit');
  children.delete(child);
}

/**
 * Instances killed twenty times at random points while they publish links and deliver them to a
 * subscriber that counts each event in the delivery's transaction: every event that committed
 * is counted exactly once, whichever instance delivered it, and none is left undelivered.
 */
describe.skipIf(!serverUrl)('domain events through SIGKILL on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  let owner: pg.Client | undefined;
  afterAll(async () => {
    await owner?.end();
    await drop?.();
  });

  it(`delivers every committed event exactly once in effect through ${KILLS} kills (seed ${SEED})`, async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    const next = delays(SEED);

    // The first worker migrates the database; the effects' table is the test's own.
    let worker = startWorker(fresh.url, 'L0', BATCHES);
    await reached(worker.ready, 'the first worker to start', START_MS);
    owner = new pg.Client({ connectionString: fresh.url });
    await owner.connect();
    await owner.query('CREATE TABLE test_effects (supplier_id text PRIMARY KEY, times integer NOT NULL)');
    await owner.query('GRANT SELECT, INSERT, UPDATE ON test_effects TO connector_app');
    const db = owner;
    const count = async (text: string) => Number((await db.query<{ n: string }>(text)).rows[0]?.n ?? 0);

    const published: number[] = [];
    for (let life = 0; life < KILLS; life++) {
      if (life > 0) {
        worker = startWorker(fresh.url, `L${life}`, BATCHES);
        await reached(worker.ready, `worker ${life + 1} to start`, START_MS);
      }
      await new Promise((resolve) => setTimeout(resolve, next()));
      await kill(worker.child);
      published.push(await count(`SELECT count(*) AS n FROM domain_events`));
    }
    worker = startWorker(fresh.url, 'last', 0);
    await reached(worker.ready, 'the last worker to start', START_MS);
    // A delivery cut short by a kill is taken up again once its heartbeat is older than 10 s.
    await until(
      `every delivery to ${countedLink.name} to be done`,
      () => count(`SELECT count(*) AS n FROM event_deliveries WHERE state <> 'done'`),
      (left) => left === 0,
      { timeoutMs: 180_000, intervalMs: 250 },
    );
    await kill(worker.child);

    const events = (await db.query<{ id: string }>(`SELECT payload->>'supplierId' AS id FROM domain_events WHERE tenant_id = $1`, [KILL_TENANT])).rows;
    const effects = (await db.query<{ id: string; times: number }>(`SELECT supplier_id AS id, times FROM test_effects`)).rows;
    expect(events.length).toBeGreaterThan(0);
    // Each committed event counted once: none lost to a kill, none counted twice by a re-run.
    expect(effects.filter((e) => e.times !== 1)).toEqual([]);
    expect(effects.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    // Some lives were killed while they were still publishing.
    expect(published.some((n, i) => n - (published[i - 1] ?? 0) < BATCHES * 5)).toBe(true);
  }, 600_000);
});
