/**
 * Supplier import benchmark (issue 13): 100,000 rows linking 100,000 suppliers of one application,
 * uploaded with `POST /api/apps/{appId}/supplier/batch` (through `inject`: the server's parsing,
 * validation, judging and the one insert of the rows) and applied by the import job until every
 * link is written. The server and its job queue run in this process, on a fresh database, the
 * queue polling every 0.5 s (pg-boss's shortest; production polls every 2 s).
 * Beside it, in the same run and database, two plain statements on the same 100,000 rows: a bulk
 * insert of the (supplier, BvD ID) pairs into an empty table, and a bulk update of the suppliers'
 * BvD IDs. The job's goal is within 1.5× of the insert; PostgreSQL's goal is well under 4 s.
 * Parsing: the 100,000 rows written as an .xlsx, then read by the console's own reader
 * (`@connector/web/spreadsheet-reader`, what its worker runs), timed here on Node; the rows read
 * are the upload.
 * End to end (parse + upload + job) has a goal of 6 s.
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped afterwards).
 * Usage: npm run bench:supplier-import -w bench
 * Env: BENCH_ROWS (100000), BENCH_CHUNK (rows per transaction, the server's default when unset),
 *      BENCH_PGLITE=0 (PostgreSQL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bearer, buildTestApp, createFreshPostgres, openDataDirDatabase, openPostgresDatabase, signIn, TEST_ADMIN, type Database } from '@connector/server/test-kit';
import { READ_LIMITS, readSupplierSheet, type SheetRow } from '@connector/web/spreadsheet-reader';
import { utils, write } from '@e965/xlsx';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CHUNK = process.env.BENCH_CHUNK;
const GOAL_RATIO = 1.5;
const GOAL_POSTGRES_S = 4;
const GOAL_END_TO_END_S = 6;
const APP_ID = '00000000-0000-4000-8000-00000000de00';
const TIMING = { pollingIntervalSeconds: 0.5, heartbeatSeconds: 30, superviseIntervalSeconds: 15, cronMonitorIntervalSeconds: 30, cronWorkerIntervalSeconds: 5, stopTimeoutMs: 5000 };

interface Row {
  database: string;
  parse: number;
  upload: number;
  job: number;
  /** From the first chunk's commit to the last's, scaled to every row: the job without the queue's pickup. */
  apply: number;
  insert: number;
  update: number;
}

const pad = (n: number) => String(n).padStart(6, '0');
const literal = (json: string) => `'${json.replaceAll("'", "''")}'::jsonb`;

/** The suppliers to link, unlinked, in one INSERT … SELECT in the tenant's scope. */
async function seedSuppliers(db: Database): Promise<void> {
  await db.forTenant('default', (tx) =>
    tx.execute(`
      INSERT INTO suppliers (tenant_id, app_id, supplier_id, name, country, state, processing_date)
      SELECT 'default', '${APP_ID}', 'S' || lpad(g::text, 6, '0'), 'Supplier ' || g, 'GB', 'unmatched', now()
      FROM generate_series(0, ${ROWS - 1}) AS g`),
  );
  // As a sync that wrote this many would leave them (decision 017).
  await db.forTenant('default', (tx) => tx.execute('select connector_analyze_suppliers()'));
}

async function batchState(db: Database, batchId: string): Promise<{ status: string; done: number }> {
  const result = await db.forTenant('default', (tx) =>
    tx.execute(`select status, linked + unchanged + failed as done from import_batches where batch_id = '${batchId}'`),
  );
  const row = (result as unknown as { rows: { status: string; done: number }[] }).rows[0];
  return { status: row?.status ?? 'missing', done: Number(row?.done ?? 0) };
}

/** The plain statements: the pairs inserted into an empty table, then the suppliers' BvD IDs set, each timed alone. */
async function references(db: Database, url: string | null, json: string): Promise<{ insert: number; update: number }> {
  let started = performance.now();
  if (url) {
    // PostgreSQL: a logged table of the database owner, as the import's own tables are.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table bench_links (tenant_id text, app_id uuid, supplier_id text, bvd_id text, primary key (tenant_id, app_id, supplier_id))');
    started = performance.now();
    await client.query(
      `insert into bench_links select 'default', $2::uuid, v.supplier_id, v.bvd_id from jsonb_to_recordset($1::jsonb) as v(supplier_id text, bvd_id text)`,
      [json, APP_ID],
    );
    const insert = (performance.now() - started) / 1000;
    await client.end();
    return { insert, update: await updateReference(db, json) };
  }
  // PGlite: one instance per data directory, held by the server, whose role may create only temporary tables.
  await db.forTenant('default', async (tx) => {
    await tx.execute('create temporary table bench_links (tenant_id text, app_id uuid, supplier_id text, bvd_id text, primary key (tenant_id, app_id, supplier_id)) on commit drop');
    started = performance.now();
    await tx.execute(
      `insert into bench_links select 'default', '${APP_ID}', v.supplier_id, v.bvd_id from jsonb_to_recordset(${literal(json)}) as v(supplier_id text, bvd_id text)`,
    );
  });
  return { insert: (performance.now() - started) / 1000, update: await updateReference(db, json) };
}

/** The suppliers' BvD IDs set from the same pairs in one statement, then put back: what writing only the links costs. */
async function updateReference(db: Database, json: string): Promise<number> {
  const started = performance.now();
  await db.forTenant('default', (tx) =>
    tx.execute(`
      update suppliers s set bvd_id = v.bvd_id || 'X' from jsonb_to_recordset(${literal(json)}) as v(supplier_id text, bvd_id text)
      where s.tenant_id = 'default' and s.app_id = '${APP_ID}' and s.supplier_id = v.supplier_id`),
  );
  return (performance.now() - started) / 1000;
}

/** The file as a person would choose it, and its reading by the console's own reader: the rows and the time taken. */
function parseFile(): { rows: SheetRow[]; seconds: number; bytes: number } {
  const workbook = utils.book_new();
  const cells = [['smVendorId', 'BvDId'], ...Array.from({ length: ROWS }, (_, i) => [`S${pad(i)}`, `GB${pad(i)}`])];
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(cells), 'Suppliers');
  const file = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);

  const started = performance.now();
  const read = readSupplierSheet(file, READ_LIMITS);
  const seconds = (performance.now() - started) / 1000;
  if (!read.ok) throw new Error(`the file was refused: ${read.error}`);
  if (read.rows.length !== ROWS) throw new Error(`the file was not read whole: ${read.rows.length} rows`);
  return { rows: read.rows, seconds, bytes: file.byteLength };
}

async function run(database: 'PGlite' | 'PostgreSQL', work: string, parsed: { rows: SheetRow[]; seconds: number }): Promise<Row> {
  const fresh = database === 'PostgreSQL' ? await createFreshPostgres(process.env.BENCH_DATABASE_URL as string) : null;
  const db = fresh ? await openPostgresDatabase(fresh.url) : await openDataDirDatabase(join(work, 'pglite'));
  try {
    const { app } = await buildTestApp(db, CHUNK ? { IMPORT_CHUNK_ROWS: CHUNK } : {}, { queueTiming: TIMING });
    try {
      const tokens = await signIn(app, TEST_ADMIN);
      await seedSuppliers(db);
      const { rows } = parsed;
      const payload = JSON.stringify({ rows, fileName: 'bench.xlsx' });

      let started = performance.now();
      const answer = await app.inject({ method: 'POST', url: `/api/apps/${APP_ID}/supplier/batch`, headers: { ...bearer(tokens), 'content-type': 'application/json' }, payload });
      if (answer.statusCode !== 201) throw new Error(`the upload answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      const upload = (performance.now() - started) / 1000;
      const batchId = answer.json<{ data: { batchId: string } }>().data.batchId;

      started = performance.now();
      let first: { at: number; done: number } | null = null;
      let state = await batchState(db, batchId);
      while (state.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        state = await batchState(db, batchId);
        if (!first && state.done > 0) first = { at: performance.now(), done: state.done };
      }
      const ended = performance.now();
      if (state.status !== 'done' || state.done !== ROWS) throw new Error(`the batch ended ${state.status} with ${state.done} rows`);
      const job = (ended - started) / 1000;
      const apply = first && ROWS > first.done ? ((ended - first.at) / 1000) * (ROWS / (ROWS - first.done)) : job;
      console.log(`  ${database}: upload ${upload.toFixed(2)} s, job ${job.toFixed(2)} s`);

      const pairs = JSON.stringify(rows.map((r) => ({ supplier_id: r.smVendorId, bvd_id: r.BvDId })));
      const { insert, update } = await references(db, fresh?.url ?? null, pairs);
      return { database, parse: parsed.seconds, upload, job, apply, insert, update };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await fresh?.drop();
  }
}

const s = (n: number) => `${n.toFixed(2)} s`;
const x = (n: number) => `${n.toFixed(2)}×`;

function table(rows: Row[]): string {
  const lines = [
    '| database | parse (.xlsx) | upload (POST) | job until all links written | job without queue pickup (est.) | bulk insert | bulk update of BvD IDs | job ÷ insert | job ÷ update | upload + job | end to end |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const ratio = r.apply / r.insert;
    const goal = r.database === 'PostgreSQL' ? `; goal < ${GOAL_POSTGRES_S} s: ${r.upload + r.job < GOAL_POSTGRES_S ? 'met' : 'not met'}` : '';
    const total = r.parse + r.upload + r.job;
    lines.push(
      `| ${r.database} | ${s(r.parse)} | ${s(r.upload)} | ${s(r.job)} | ${s(r.apply)} | ${s(r.insert)} | ${s(r.update)} | ` +
        `${x(ratio)} (goal ≤ ${x(GOAL_RATIO)}: ${ratio <= GOAL_RATIO ? 'met' : 'not met'}) | ${x(r.apply / r.update)} | ${s(r.upload + r.job)}${goal} | ` +
        `${s(total)} (goal ≤ ${GOAL_END_TO_END_S} s: ${total <= GOAL_END_TO_END_S ? 'met' : 'not met'}) |`,
    );
  }
  return lines.join('\n');
}

console.log(
  [
    `Supplier import: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${ROWS.toLocaleString('en')} rows linking as many unlinked suppliers of one application${CHUNK ? `, ${CHUNK} rows per transaction` : ''}.`,
  ].join('\n'),
);
const work = mkdtempSync(join(tmpdir(), 'bench-supplier-import-'));
try {
  const results: Row[] = [];
  const databases = [...(process.env.BENCH_PGLITE === '0' ? [] : ['PGlite' as const]), ...(process.env.BENCH_DATABASE_URL ? ['PostgreSQL' as const] : [])];
  const parsed = parseFile();
  console.log(`parse: ${(parsed.bytes / 1e6).toFixed(1)} MB .xlsx, ${parsed.rows.length.toLocaleString('en')} rows read in ${s(parsed.seconds)}`);
  for (const database of databases) results.push(await run(database, work, parsed));
  console.log(`\n${table(results)}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
