/**
 * Connected-suppliers filter benchmark (issues 11 and 25): 1,000,000 suppliers over 100 tenants (one
 * application each, nine in ten suppliers linked, nine in ten of those with a compliance score label
 * and alert count), then `GET /api/apps/{appId}/suppliers` filtered by the start of the name, by BvD
 * ID or by score label (by name, or most alerts first), through the server process over loopback HTTP, signed in as
 * each tenant's administrator in turn. Beside it a bare Fastify (`suppliers-filter-reference.ts`)
 * runs the same statement as the database owner, so the ratio means something on a busy machine.
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped afterwards). Goal: p95 < 30 ms. The load comes from wrk (C, one
 * thread: bench/wrk.ts), which rotates through a case's requests and whose own CPU is printed with
 * the figures, after a headroom proof.
 * Usage: npm run bench:suppliers-filter -w bench
 * Env: BENCH_SUPPLIERS (1000000), BENCH_TENANTS (100), BENCH_DURATION per case and side (s, 10), BENCH_WARMUP (s, 2),
 *      BENCH_CONCURRENCY (8), BENCH_LOG_LEVEL (server LOG_LEVEL, info as in production),
 *      BENCH_PGLITE_SHARED_BUFFERS_MB (1024: PGLITE_SHARED_BUFFERS_MB of the server and the reference,
 *      enough to hold the million suppliers; the server's default of 128 reads most pages from disk),
 *      BENCH_SERVER (a compiled server, e.g. apps/server/dist/main.js; default the sources through tsx),
 *      BENCH_CPU_PROF=1 (server CPU profile, kept with the logs), BENCH_PGLITE=0 (PostgreSQL only),
 *      BENCH_CASES (only the cases whose name holds this text, e.g. `score label`).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createFreshPostgres, openDataDirDatabase, openPostgresDatabase, TEST_ADMIN, type Database, type Tokens } from '@connector/server/test-kit';
import { freePort, startProcess, type Started } from './request-path-support.ts';
import { get } from './http-get.ts';
import { ensureWrk, headroomLine, measure, type Measured, type Target } from './wrk.ts';
import { NAME_WORDS, SCORE_LABELS, sampleFilters, seconds, seedTenants, type BenchTenant, type Samples } from './suppliers-filter-seed.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SUPPLIERS = env('BENCH_SUPPLIERS', 1_000_000);
const TENANTS = env('BENCH_TENANTS', 100);
const DURATION = env('BENCH_DURATION', 10);
const WARMUP = env('BENCH_WARMUP', 2);
/** Requests of a case, each tenant's in turn, before wrk starts the list again. */
const ROTATION = 1000;
const CONCURRENCY = env('BENCH_CONCURRENCY', 8);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const PGLITE_BUFFERS = { PGLITE_SHARED_BUFFERS_MB: String(env('BENCH_PGLITE_SHARED_BUFFERS_MB', 1024)) };
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
const GOAL_P95_MS = 30;
const CASES = process.env.BENCH_CASES ?? '';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = process.env.BENCH_SERVER;
const SERVER_ARGS = SERVER ? [SERVER] : ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')];
const REFERENCE = fileURLToPath(new URL('./suppliers-filter-reference.ts', import.meta.url));
const SECRETS_KEY = randomBytes(32).toString('base64');
const ADMIN_ENV = { SECRETS_KEY, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

type Where = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
const serverDbEnv = (where: Where): Record<string, string> =>
  where.kind === 'pglite' ? { DATA_DIR: where.dataDir, ...PGLITE_BUFFERS } : { DATABASE_URL: where.url };
const referenceDbEnv = (where: Where): Record<string, string> =>
  where.kind === 'pglite' ? { REF_PGLITE_DIR: where.dataDir, ...PGLITE_BUFFERS } : { REF_DATABASE_URL: where.url };

/** One request of a case, to the server and to the reference. */
interface Filter {
  tenant: BenchTenant;
  name?: string;
  bvdId?: string;
  /** The compliance score label (issue 25), alone. */
  scoreLabel?: string;
  /** Most compliance alerts first instead of by name. */
  byAlerts?: boolean;
}

/** The cases: each walks the tenants in turn, and each tenant's filters in turn. */
function cases(tenants: readonly BenchTenant[], samples: Samples): { name: string; filters: Filter[] }[] {
  const count = ROTATION;
  const walk = (pick: (tenant: BenchTenant, round: number) => Omit<Filter, 'tenant'>): Filter[] =>
    Array.from({ length: count }, (_, i) => {
      const tenant = tenants[i % tenants.length] as BenchTenant;
      return { tenant, ...pick(tenant, Math.floor(i / tenants.length)) };
    });
  const firstWords = ['Cedar', 'maple', 'WILLOW', 'oak'];
  const from = (map: Map<string, string[]>, tenant: BenchTenant, round: number) => {
    const list = map.get(tenant.tenantId) ?? [];
    return list[round % list.length] ?? '';
  };
  return [
    { name: 'name, one letter (5-10 % of rows)', filters: walk((_, round) => ({ name: (NAME_WORDS[round % NAME_WORDS.length] ?? 'a').slice(0, 1) })) },
    { name: 'name, first word (~5 % of rows)', filters: walk((_, round) => ({ name: firstWords[round % firstWords.length] ?? 'oak' })) },
    { name: 'name, word + 4 characters (1-2 rows)', filters: walk((tenant, round) => ({ name: from(samples.narrow, tenant, round) })) },
    { name: 'BvD ID, exact', filters: walk((tenant, round) => ({ bvdId: from(samples.bvdIds, tenant, round) })) },
    { name: 'score label, by name (15-45 % of rows)', filters: walk((_, round) => ({ scoreLabel: SCORE_LABELS[round % SCORE_LABELS.length] })) },
    { name: 'score label, most alerts first', filters: walk((_, round) => ({ scoreLabel: SCORE_LABELS[round % SCORE_LABELS.length], byAlerts: true })) },
  ];
}

function serverTarget(filter: Filter, tokens: Map<string, Tokens>): Target {
  const query =
    (filter.bvdId
      ? `bvdId=${encodeURIComponent(filter.bvdId)}`
      : filter.scoreLabel
        ? `scoreLabel=${filter.scoreLabel}`
        : `supplierName=${encodeURIComponent(filter.name ?? '')}`) + (filter.byAlerts ? '&sort=counter&order=desc' : '');
  return {
    path: `/api/apps/${filter.tenant.appId}/suppliers?${query}&pageSize=5`,
    headers: { host: filter.tenant.host, authorization: `Bearer ${tokens.get(filter.tenant.tenantId)?.access_token ?? ''}` },
  };
}

function referenceTarget(filter: Filter): Target {
  const query =
    (filter.bvdId
      ? `bvd=${encodeURIComponent(filter.bvdId)}`
      : filter.scoreLabel
        ? `label=${filter.scoreLabel}`
        : `name=${encodeURIComponent((filter.name ?? '').toLowerCase())}`) + (filter.byAlerts ? '&sort=counter' : '');
  return { path: `/connected?tenant=${filter.tenant.tenantId}&app=${filter.tenant.appId}&${query}`, headers: {} };
}

interface Row {
  database: string;
  name: string;
  total: number;
  server: Measured;
  reference: Measured;
}

/** A fresh database for the server: a PGlite directory in `work`, or a new database on the PostgreSQL server. */
async function openTarget(database: 'PGlite' | 'PostgreSQL', work: string): Promise<{ where: Where; db: Database; drop(): Promise<void> }> {
  if (database === 'PGlite') {
    const dataDir = join(work, 'server-data');
    return { where: { kind: 'pglite', dataDir }, db: await openDataDirDatabase(dataDir), drop: async () => {} };
  }
  const fresh = await createFreshPostgres(process.env.BENCH_DATABASE_URL as string);
  return { where: { kind: 'postgres', url: fresh.url }, db: await openPostgresDatabase(fresh.url), drop: fresh.drop };
}

/** Where the reference reads the seeded rows; statistics current on both sides. */
async function prepareReference(where: Where, work: string): Promise<Where> {
  if (where.kind === 'postgres') {
    // Autovacuum would vacuum and analyse the new rows in a while (statistics, and the visibility
    // map a count reads an index alone with); the benchmark does not wait for it.
    const owner = new pg.Client({ connectionString: where.url });
    await owner.connect();
    await owner.query('VACUUM (ANALYZE) suppliers');
    await owner.end();
    return where;
  }
  // PGlite files belong to one process: the reference reads a copy (the server analyses on start).
  const copy: Where = { kind: 'pglite', dataDir: join(work, 'reference-data') };
  cpSync(where.dataDir, copy.dataDir, { recursive: true });
  return copy;
}

/** One request answered as JSON, to check a case before wrk loads it. */
async function fetchJson<T>(baseUrl: string, target: Target): Promise<T> {
  const answer = await get(new URL(target.path, baseUrl).href, target.headers);
  if (answer.status !== 200) throw new Error(`${target.path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

/** The fastest run of the whole benchmark, for the headroom proof. */
let fastest: { measured: Measured; what: string } | null = null;
function note(measured: Measured, what: string): Measured {
  if (!fastest || measured.rps > fastest.measured.rps) fastest = { measured, what };
  return measured;
}

async function run(database: 'PGlite' | 'PostgreSQL', work: string): Promise<Row[]> {
  const { where, db, drop } = await openTarget(database, work);
  try {
    const started = performance.now();
    console.log(`${database}: seeding`);
    let seeded: Awaited<ReturnType<typeof seedTenants>>;
    let samples: Samples;
    try {
      seeded = await seedTenants(db, ADMIN_ENV, { tenants: TENANTS, perApp: Math.floor(SUPPLIERS / TENANTS), log: console.log });
      samples = await sampleFilters(db, seeded.made, 20);
    } finally {
      await db.close();
    }
    const referenceWhere = await prepareReference(where, work);
    console.log(`  ready to serve after ${seconds(started)}; one filter request opens ${seeded.transactionsPerFilter} transactions`);

    const serverPort = await freePort();
    const server = await startProcess({
      args: [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${work}`] : []), ...SERVER_ARGS],
      port: serverPort,
      ready: '/api/ready',
      logFile: join(work, `server-${database}.log`),
      // No scheduled supplier syncs: nothing but the load runs in the server.
      env: { PORT: String(serverPort), HOST: '127.0.0.1', LOG_LEVEL, SUPPLIER_SYNC_MINUTES: '0', ...ADMIN_ENV, ...serverDbEnv(where) },
    });
    let reference: Started | undefined;
    try {
      const referencePort = await freePort();
      reference = await startProcess({
        args: [REFERENCE],
        port: referencePort,
        ready: '/health',
        logFile: join(work, `reference-${database}.log`),
        env: { PORT: String(referencePort), ...referenceDbEnv(referenceWhere) },
      });
      const rows: Row[] = [];
      for (const c of cases(seeded.made, samples).filter((one) => one.name.includes(CASES))) {
        const toServer = c.filters.map((f) => serverTarget(f, seeded.tokens));
        const toReference = c.filters.map(referenceTarget);
        // Both must find the same suppliers, or the comparison says nothing.
        const [first] = c.filters;
        if (!first) continue;
        const ours = await fetchJson<{ data: { total: number } }>(server.url, serverTarget(first, seeded.tokens));
        const bare = await fetchJson<{ data: { total: number } }>(reference.url, referenceTarget(first));
        if (ours.data.total !== bare.data.total) throw new Error(`${c.name}: the server found ${ours.data.total}, the reference ${bare.data.total}`);
        const load = { connections: CONCURRENCY, duration: DURATION, warmup: WARMUP };
        const measuredServer = note(await measure(server.url, toServer, load, { pid: server.pid }), `the server, ${database}, ${c.name}`);
        const measuredReference = note(await measure(reference.url, toReference, load, { pid: reference.pid }), `the reference, ${database}, ${c.name}`);
        rows.push({ database, name: c.name, total: ours.data.total, server: measuredServer, reference: measuredReference });
      }
      return rows;
    } finally {
      await server.stop();
      await reference?.stop();
    }
  } finally {
    await drop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const rate = (n: number) => Math.round(n).toLocaleString('en');
const percent = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);
/** The loaded process's CPU and wrk's, each in % of one core over the measured run. */
const cpu = (m: Measured) => `${percent(m.targetCores)} / ${percent(m.generatorCores)}`;

function table(rows: Row[]): string {
  const lines = [
    '| database | filter (first page of 5) | first total | server p50 / p95 / p99 | server req/s | CPU server / wrk | reference p50 / p95 / p99 | reference req/s | CPU reference / wrk | p95 ratio | goal p95 < 30 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const errors = r.server.errors + r.reference.errors;
    lines.push(
      `| ${r.database} | ${r.name} | ${r.total.toLocaleString('en')} | ${ms(r.server.p50)} / ${ms(r.server.p95)} / ${ms(r.server.p99)} | ${rate(r.server.rps)} | ${cpu(r.server)} | ` +
        `${ms(r.reference.p50)} / ${ms(r.reference.p95)} / ${ms(r.reference.p99)} | ${rate(r.reference.rps)} | ${cpu(r.reference)} | ${(r.server.p95 / r.reference.p95).toFixed(1)} | ` +
        `${r.server.p95 < GOAL_P95_MS ? 'met' : 'not met'}${errors ? ` **${errors} errors**` : ''} |`,
    );
  }
  return lines.join('\n');
}

ensureWrk();
console.log(
  [
    `Connected-suppliers filter: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${SUPPLIERS.toLocaleString('en')} suppliers over ${TENANTS} tenants (one application each, 10 in 11 linked);`,
    `server ${SERVER ?? 'apps/server/src/main.ts (tsx)'}, LOG_LEVEL=${LOG_LEVEL}, PGlite buffers ${PGLITE_BUFFERS.PGLITE_SHARED_BUFFERS_MB} MB; per case and side ${WARMUP} s warm-up + ${DURATION} s measured,`,
    `wrk (1 thread) with ${CONCURRENCY} connections, tenants in turn; server, reference and wrk each in their own process.`,
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-suppliers-filter-'));
const rows: Row[] = [];
try {
  if (process.env.BENCH_PGLITE !== '0') rows.push(...(await run('PGlite', work)));
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await run('PostgreSQL', work)));
  const top = fastest as { measured: Measured; what: string } | null;
  if (top) console.log(`\n${headroomLine(top.measured, top.what)}`);
  console.log(`\n${table(rows)}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (CPU_PROF) console.log(`server CPU profiles (.cpuprofile) and logs kept in ${work}`);
} finally {
  if (!CPU_PROF) rmSync(work, { recursive: true, force: true });
}
