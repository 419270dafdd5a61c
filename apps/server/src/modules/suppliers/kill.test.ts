import { fileURLToPath } from 'node:url';
import type { SimSupplier } from '@connector/contracts/providers/simulator';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, supplierSyncRuns, suppliers } from '../../db/schema/index.ts';
import { createFreshPostgres, openPostgresDatabase, testDatabaseUrl, type Database } from '../../../test/databases.ts';
import { reached, until } from '../../../test/jobs.ts';
import { killableProcesses } from '../../../test/processes.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const WORKER = fileURLToPath(new URL('../../../test/supplier-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const REALM = 'connector-T';
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '2500', SIM_ORBIS_LATENCY_MS: '5' });
/** How long a server process may take to start: a few seconds on a quiet machine, 20 s seen on a busy one. */
const START_MS = 120_000;

const processes = killableProcesses();

/** A server on `url`; `runId` answers the run it started, if told to start one. */
function startServer(url: string, ...args: string[]) {
  const server = processes.start(WORKER, [url, sim().url, ...args]);
  return { child: server.child, runId: server.printed(/ready/).then((output) => /run (\S+)/.exec(output)?.[1] ?? null) };
}

const kill = processes.kill;

/**
 * A server killed at two points of a sync, in the middle of the pages and in the middle of the
 * matching, and started again each time: the run goes on from where it stood and ends with every
 * supplier present once, each counted once, and each automatic link audited once.
 */
describe.skipIf(!serverUrl)('a supplier sync through SIGKILL on PostgreSQL', () => {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('resumes after each kill and applies every supplier exactly once', async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    const first = startServer(fresh.url, 'start');
    const runId = await reached(first.runId, 'the first server to start the sync', START_MS);
    if (!runId) throw new Error('no run');
    db = await openPostgresDatabase(fresh.url);
    const reader = db;
    const run = async () =>
      (await reader.forTenant('default', (tx) => tx.select().from(supplierSyncRuns).where(eq(supplierSyncRuns.runId, runId))))[0];

    await until('the first server to pull 400 suppliers', run, (r) => (r?.pulled ?? 0) >= 400, { timeoutMs: 120_000 });
    await kill(first.child);
    const second = startServer(fresh.url);
    await reached(second.runId, 'the second server to start', START_MS);
    await until('the second server to match 200 suppliers', run, (r) => (r?.matched ?? 0) >= 200, { timeoutMs: 180_000 });
    await kill(second.child);
    const third = startServer(fresh.url);
    await reached(third.runId, 'the third server to start', START_MS);
    const done = await until('the third server to end the run', run, (r) => r?.state !== 'running', { timeoutMs: 240_000 });

    const truth: SimSupplier[] = (await sim().suppliers(REALM, 0, 1000)).items;
    for (let offset = 1000; truth.length < 2500; offset += 1000) truth.push(...(await sim().suppliers(REALM, offset, 1000)).items);
    const registered = truth.filter((s) => s.registrationStatus === 'Registered').map((s) => s.smVendorId).sort();

    const rows = await reader.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
    expect(done).toMatchObject({ state: 'done', error: null, pulled: registered.length });
    expect(rows.map((r) => r.supplierId).sort()).toEqual(registered);
    expect(rows.filter((r) => r.state === 'pending')).toEqual([]);
    expect(done?.matched).toBe(done?.toMatch);
    const linked = rows.filter((r) => r.linkSource === 'auto').length;
    expect(done?.linkedAuto).toBe(linked);
    const [audited] = await reader.forTenant('default', (tx) =>
      tx.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entity, 'supplier'), eq(auditEvents.action, 'link'))),
    );
    expect(audited?.n).toBe(linked);
    await kill(third.child);
  }, 600_000);
});
