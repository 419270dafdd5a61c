import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, testDatabaseUrl } from '../../test/databases.ts';
import { KILL_TENANT, countedLink, stalledLink } from '../../test/events.ts';
import { reached, until } from '../../test/jobs.ts';
import { killableProcesses, killDelays } from '../../test/processes.ts';
import { STOPPED_DURING_LAST_ATTEMPT } from './subscriber.ts';

const WORKER = fileURLToPath(new URL('../../test/event-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const KILLS = 20;
/** Batches of five links each life publishes before it is killed, if it lives that long. */
const BATCHES = 8;
/** Generous: a worker starts in one to three seconds here, and on a loaded machine in three times that. */
const START_MS = 120_000;
const SEED = Number(process.env.KILL_SEED ?? Date.now() % 100_000);

const processes = killableProcesses();
const kill = processes.kill;

/** An instance on `url` that publishes `batches` batches as `label`, reacting with `mode`'s subscriber (test/event-worker.ts). */
function startWorker(url: string, label: string, batches: number, mode: 'count' | 'stall' = 'count') {
  const worker = processes.start(WORKER, [url, label, String(batches), mode]);
  return { ...worker, ready: worker.printed(/ready/).then(() => undefined) };
}

/** The test's own table of effects, on the database the first worker migrated. */
async function effectsTable(url: string): Promise<pg.Client> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  await owner.query('CREATE TABLE test_effects (supplier_id text PRIMARY KEY, times integer NOT NULL)');
  await owner.query('GRANT SELECT, INSERT, UPDATE ON test_effects TO connector_app');
  return owner;
}

/**
 * Instances killed twenty times at random points while they publish links and deliver them to a
 * subscriber that counts each event in the delivery's transaction: every event that committed
 * is counted exactly once, whichever instance delivered it, and none is left undelivered.
 */
describe.skipIf(!serverUrl)('domain events through SIGKILL on PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  const owners: pg.Client[] = [];
  afterAll(async () => {
    for (const owner of owners) await owner.end();
    for (const drop of drops) await drop();
  });

  it(`delivers every committed event exactly once in effect through ${KILLS} kills (seed ${SEED})`, async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drops.push(fresh.drop);
    const next = killDelays(SEED, 400);

    // The first worker migrates the database; the effects' table is the test's own.
    let worker = startWorker(fresh.url, 'L0', BATCHES);
    await reached(worker.ready, 'the first worker to start', START_MS);
    const db = await effectsTable(fresh.url);
    owners.push(db);
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

  it('records a delivery whose last attempt was cut short by a kill as failed, without reacting again', async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drops.push(fresh.drop);
    // The first instance publishes one batch, and its only attempt stalls until the kill.
    const first = startWorker(fresh.url, 'S', 1, 'stall');
    await reached(first.ready, 'the first worker to start', START_MS);
    const db = await effectsTable(fresh.url);
    owners.push(db);
    await reached(first.printed(/stalled/), 'the only attempt to start', START_MS);
    await kill(first.child);

    // The next instance would count the events; the job's run after the heartbeat records the dead letter instead.
    const next = startWorker(fresh.url, 'next', 0, 'stall');
    await reached(next.ready, 'the next worker to start', START_MS);
    const delivery = async () =>
      (await db.query<{ state: string; attempts: number; last_error: string | null }>(`SELECT state, attempts, last_error FROM event_deliveries WHERE subscriber = $1`, [stalledLink.name])).rows;
    const [row] = await until('the delivery to be recorded as failed', delivery, (rows) => rows[0]?.state !== 'pending', { timeoutMs: 180_000, intervalMs: 250 });
    await kill(next.child);
    expect(row).toEqual({ state: 'failed', attempts: 0, last_error: STOPPED_DURING_LAST_ATTEMPT });
    expect((await db.query(`SELECT * FROM test_effects`)).rows).toEqual([]);
  }, 300_000);
});
