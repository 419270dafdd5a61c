import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, importBatches, importRows, suppliers } from '../../db/schema/index.ts';
import { createFreshPostgres, openPostgresDatabase, testDatabaseUrl, type Database } from '../../../test/databases.ts';
import { reached, until } from '../../../test/jobs.ts';
import { killableProcesses, killDelays } from '../../../test/processes.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const WORKER = fileURLToPath(new URL('../../../test/import-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const ROWS = 20_000;
const KILLS = 20;
/** Small chunks, so that twenty lives of a few chunks each end well before the batch does. */
const CHUNK_ROWS = 100;
const SEED = Number(process.env.KILL_SEED ?? Date.now() % 100_000);
/** How long a server process may take to start: a few seconds on a quiet machine, 20 s seen on a busy one. */
const START_MS = 120_000;

const processes = killableProcesses();

const pad = (n: number) => String(n).padStart(5, '0');
const bvd = (n: number) => `GB${String(n).padStart(10, '0')}`;

/**
 * 20,000 rows of the demo application: 500 already linked to their BvD ID (unchanged), 500 linked
 * to another (relinked), 500 whose BvD ID another supplier holds, 1,000 of unknown suppliers, and
 * 17,500 to link.
 */
function fixture() {
  const stored: { supplierId: string; bvdId: string | null }[] = [];
  const expected = new Map<string, { outcome: string; reason: string | null }>();
  const rows = Array.from({ length: ROWS }, (_, i) => ({ smVendorId: `K${pad(i)}`, BvDId: bvd(i), row: i + 2 }));
  rows.forEach((row, i) => {
    if (i >= 19_000) return expected.set(row.smVendorId, { outcome: 'failed', reason: 'unknownSupplier' });
    stored.push({ supplierId: row.smVendorId, bvdId: i < 500 ? row.BvDId : i < 1000 ? bvd(900_000 + i) : null });
    if (i >= 1000 && i < 1500) stored.push({ supplierId: `H${pad(i)}`, bvdId: row.BvDId });
    expected.set(row.smVendorId, i < 500 ? { outcome: 'unchanged', reason: null } : i >= 1000 && i < 1500 ? { outcome: 'failed', reason: 'bvdIdLinked' } : { outcome: 'linked', reason: null });
  });
  return { stored, rows, expected };
}

/** A server on `url` (the first given the fixture to seed); `ready` answers the batch it started, if it started one. */
function startServer(url: string, fixtureFile?: string) {
  const server = processes.start(WORKER, [url, String(CHUNK_ROWS), ...(fixtureFile ? [fixtureFile] : [])]);
  return { child: server.child, ready: server.printed(/ready/).then((output) => /batch (\S+)/.exec(output)?.[1] ?? null) };
}

const kill = processes.kill;

/**
 * A server killed twenty times at random points of a 20,000-row import, and started again each
 * time: the batch goes on from where it stood and ends with every row applied exactly once.
 */
describe.skipIf(!serverUrl)('a supplier import through SIGKILL on PostgreSQL', () => {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  const work = mkdtempSync(join(tmpdir(), 'import-kill-'));
  afterAll(async () => {
    await db?.close();
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  it(`resumes after each of ${KILLS} kills and applies every row exactly once (seed ${SEED})`, async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    const { stored, rows, expected } = fixture();
    const file = join(work, 'fixture.json');
    writeFileSync(file, JSON.stringify({ suppliers: stored, rows }));
    const next = killDelays(SEED, 60);

    let server = startServer(fresh.url, file);
    const batchId = await reached(server.ready, 'the first server to upload the batch', START_MS);
    if (!batchId) throw new Error('no batch');
    db = await openPostgresDatabase(fresh.url);
    const reader = db;
    const batch = async () => (await reader.forTenant('default', (tx) => tx.select().from(importBatches).where(eq(importBatches.batchId, batchId))))[0];
    const doneOf = (b: Awaited<ReturnType<typeof batch>>) => (b ? b.linked + b.unchanged + b.failed : 0);

    const killedAt: number[] = [];
    for (let life = 0; life < KILLS; life++) {
      if (life > 0) {
        server = startServer(fresh.url);
        await reached(server.ready, `server ${life + 1} to start`, START_MS);
      }
      // Under way: a chunk more is applied than before; then killed at a random point after it.
      const before = killedAt.at(-1) ?? 0;
      await until(`life ${life + 1} to apply a chunk`, batch, (b) => doneOf(b) > before || b?.status !== 'running', { timeoutMs: 60_000, intervalMs: 2 });
      await new Promise((resolve) => setTimeout(resolve, next()));
      await kill(server.child);
      const now = await batch();
      expect(now?.status, `the batch ended before kill ${life + 1}`).toBe('running');
      killedAt.push(doneOf(now));
    }
    server = startServer(fresh.url);
    await reached(server.ready, 'the last server to start', START_MS);
    const finished = await until('the last server to finish the batch', batch, (b) => b?.status !== 'running', { timeoutMs: 60_000 });
    await kill(server.child);
    console.info(`import kills after ${killedAt.join(', ')} of ${ROWS} rows (seed ${SEED})`);

    expect(finished).toMatchObject({ status: 'done', total: ROWS, linked: 18_000, unchanged: 500, failed: 1500, retryable: 1500, error: null });
    const applied = await reader.forTenant('default', (tx) => tx.select().from(importRows).where(eq(importRows.batchId, batchId)));
    expect(applied).toHaveLength(ROWS);
    const wrong = applied.filter((r) => {
      const want = expected.get(r.supplierId);
      return r.outcome !== want?.outcome || r.reason !== want.reason;
    });
    expect(wrong).toEqual([]);
    const linkedNow = await reader.forTenant('default', (tx) =>
      tx.select({ supplierId: suppliers.supplierId, bvdId: suppliers.bvdId }).from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.linkSource, 'import'))),
    );
    expect(linkedNow).toHaveLength(18_000);
    expect(linkedNow.every((s) => s.bvdId === bvd(Number(s.supplierId.slice(1))))).toBe(true);
    // One audit entry per link: none lost with a killed chunk, none written twice by a re-run.
    const audited = await reader.forTenant('default', (tx) =>
      tx
        .select({ entityId: auditEvents.entityId, n: sql<number>`count(*)::int` })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'supplier'), sql`${auditEvents.after}->>'linkSource' = 'import'`))
        .groupBy(auditEvents.entityId),
    );
    expect(audited).toHaveLength(18_000);
    expect(audited.filter((a) => a.n !== 1)).toEqual([]);
    // Every kill came after some progress and before the end.
    expect(killedAt.every((done, i) => done > (killedAt[i - 1] ?? 0) && done < ROWS)).toBe(true);
    // Twenty-one server starts: a minute or two on a quiet machine, many more on a busy one; each
    // start and each chunk has a deadline of its own above.
  }, 900_000);
});
