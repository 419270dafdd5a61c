/**
 * Request-path benchmark (issues 9 and 30): the compiled server (`node apps/server/dist/main.js`,
 * as production starts it) beside a bare Fastify 5 reference (`request-path-reference.ts`) on the
 * same Node, both separate processes on loopback, loaded in turn by wrk (C, one thread: bench/wrk.ts),
 * whose own CPU is printed with every figure, after a headroom proof.
 * Cases: `GET /api/health` against the bare answer with the server's security headers (and the
 * plain one); a signed-in users page whose statement costs almost nothing (a tenant of one user:
 * the request's fixed cost) and the realistic one (1,000 users), each against bare Fastify running
 * the same statement; a signed-in `GET /api/apps`. With BENCH_BEFORE (an older compiled server) the
 * same cases also load it, in the same run: the before/after of a change. Embedded PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database, dropped afterwards).
 * Also the resident memory (RSS) of the server: once started, its peak under the load, after it
 * and its high-water mark, against issue 27's bounds (docs/decisions/032-memory.md).
 * The servers run with the Node flags of the production start (`npm run start:prod`).
 * Usage: npm run bench:request-path -w bench
 * Env: BENCH_DURATION (s, default 6), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS (20), BENCH_USERS (1000),
 *      BENCH_LOG_LEVEL (server LOG_LEVEL, default info as in production), BENCH_CPU_PROF=1 (server CPU profile),
 *      BENCH_SERVER (another compiled server file), BENCH_BEFORE (a compiled server to compare with),
 *      BENCH_MEMORY_BREAKDOWN=1 (the server's metrics on a loopback port, read after the load: where
 *      its memory goes; metrics cost a little per request, so the throughput figures of such a run
 *      are not comparable), BENCH_PGLITE=0 (PostgreSQL only), BENCH_CASES (only the cases whose name holds this text), BENCH_NODE_FLAGS (the servers' Node flags instead of those of `start:prod`, space-separated; empty for none).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bearer,
  buildTestApp,
  createFreshPostgres,
  createTestUser,
  openDataDirDatabase,
  openPostgresDatabase,
  signIn,
  testTenant,
  TEST_ADMIN,
  type Database,
} from '@connector/server/test-kit';
import { get } from './http-get.ts';
import { freePort, residentMb, seedUsers, startProcess, startServer, watchResident, type Started, type Where } from './request-path-support.ts';
import { ensureWrk, headroomLine, measure, type Measured, type Target } from './wrk.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION = env('BENCH_DURATION', 6);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 20);
const USERS = env('BENCH_USERS', 1000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
const CASES = process.env.BENCH_CASES ?? '';
const MEMORY_BREAKDOWN = process.env.BENCH_MEMORY_BREAKDOWN === '1';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server; BENCH_SERVER may name another build. */
const SERVER = process.env.BENCH_SERVER ?? join(ROOT, 'apps/server/dist/main.js');
/** An older compiled server (e.g. a copy of the previous build's dist), loaded beside it. */
const BEFORE = process.env.BENCH_BEFORE || undefined;
/** The flags between `node` and the file in the production start (`start:prod` of the root package.json). */
function productionNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...rest] = (scripts['start:prod'] ?? '').split(/\s+/);
  if (command !== 'node' || rest.length === 0) throw new Error('start:prod is not `node [flags] <file>`');
  return rest.slice(0, -1);
}
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS === undefined ? productionNodeFlags() : process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
const REFERENCE = fileURLToPath(new URL('./request-path-reference.ts', import.meta.url));
/** The realistic tenant (BENCH_USERS users) and the fixed-cost one (its administrator alone). */
const TENANT = 'bench';
const ONE = 'one';
const hostOf = (tenant: string) => `${tenant}.localhost`;
const PASSWORD = 'Bench!passw0rd';
const adminOf = (tenant: string) => ({ email: `admin@${tenant}.local`, password: PASSWORD, host: hostOf(tenant) });
const SECRETS_KEY = randomBytes(32).toString('base64');

/** Bearer headers of each tenant's administrator. */
type SignedIn = Record<typeof TENANT | typeof ONE, Record<string, string>>;

/** Seeds both tenants, the realistic one's users and apps through the test kit, then signs their administrators in. */
async function prepare(db: Database): Promise<SignedIn> {
  const { app } = await buildTestApp(db, { SECRETS_KEY, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
  try {
    const admin = await signIn(app, TEST_ADMIN);
    const signedIn = {} as SignedIn;
    for (const tenant of [TENANT, ONE] as const) {
      const created = await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant(tenant) });
      if (created.statusCode !== 201) throw new Error(`tenant not created: ${created.body}`);
      await createTestUser(db, { tenantId: tenant, email: adminOf(tenant).email, password: PASSWORD, roles: ['tenantAdmin'] });
      // The real sign-in (code + PKCE) of the tenant administrator; its keys live in the database.
      const tokens = await signIn(app, adminOf(tenant));
      signedIn[tenant] = { host: hostOf(tenant), authorization: `Bearer ${tokens.access_token}` };
    }
    await seedUsers(db, TENANT, USERS - 1);
    for (const appName of ['Shop', 'Procurement', 'Audit']) {
      const made = await app.inject({ method: 'POST', url: '/api/apps', headers: signedIn[TENANT], payload: { appName } });
      if (made.statusCode !== 201) throw new Error(`app not created: ${made.body}`);
    }
    return signedIn;
  } finally {
    await app.close();
  }
}

/** The compiled server `file` with the production start's Node flags, on the benchmark's data; its metrics port when asked. */
function startOurs(file: string, where: Where, logFile: string, profDir: string, metricsPort?: number): Promise<Started> {
  return startServer({
    file,
    args: [...NODE_FLAGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [])],
    where,
    logFile,
    env: {
      SECRETS_KEY,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL,
      ...(metricsPort ? { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' } : {}),
    },
  });
}

/** Where the server's memory goes, in MB, from its own metrics (prom-client's process and Node gauges). */
interface Breakdown {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside V8's heap that JavaScript objects own: PGlite's WebAssembly memory, buffers. */
  external: number;
}

async function memoryBreakdown(metricsPort: number): Promise<Breakdown> {
  const { body } = await get(`http://127.0.0.1:${metricsPort}/metrics`);
  const gauge = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)`, 'm').exec(body)?.[1];
    if (value === undefined) throw new Error(`no ${name} in the server's metrics`);
    return Number(value) / 2 ** 20;
  };
  return {
    rss: gauge('process_resident_memory_bytes'),
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
    external: gauge('nodejs_external_memory_bytes'),
  };
}

/** The headers the server adds to its health answer (its security headers), for the reference to send too. */
async function addedHeaders(url: string): Promise<Record<string, string>> {
  const { headers } = await get(url, { host: hostOf(TENANT) });
  const common = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !common.has(name)));
}

async function startReference(where: Where, logFile: string, healthHeaders: Record<string, string>): Promise<Started> {
  const port = await freePort();
  return startProcess({
    args: [REFERENCE],
    port,
    ready: '/api/health',
    logFile,
    env: {
      PORT: String(port),
      REF_HEALTH_HEADERS: JSON.stringify(healthHeaders),
      ...(where.kind === 'pglite' ? { REF_PGLITE_DIR: where.dataDir } : { REF_DATABASE_URL: where.url }),
    },
  });
}

/** What a case asks of the server and of the reference, and the least ratio it must reach. */
interface Case {
  name: string;
  server: Target;
  reference: Target | null;
  /** The least server/reference ratio; 'before' for "the before server's ratio or better". */
  goal: number | 'before' | null;
}

interface Row {
  database: 'PGlite' | 'PostgreSQL';
  name: string;
  server: Measured;
  before: Measured | null;
  reference: Measured | null;
  goal: string;
  met: boolean | null;
}

function cases(signedIn: SignedIn): Case[] {
  const health = { path: '/api/health', headers: { host: hostOf(TENANT) } };
  const usersPage = (tenant: typeof TENANT | typeof ONE) => ({ path: `/api/tenants/${tenant}/users?pageSize=5`, headers: signedIn[tenant] });
  return [
    { name: 'GET /api/health vs bare with the same headers', server: health, reference: { path: '/api/health/as-server', headers: {} }, goal: 0.85 },
    { name: 'GET /api/health vs bare', server: health, reference: { path: '/api/health', headers: {} }, goal: null },
    { name: 'users page, fixed cost (1 user)', server: usersPage(ONE), reference: { path: `/users/${ONE}`, headers: {} }, goal: 0.5 },
    { name: `users page, realistic (${USERS.toLocaleString('en')} users)`, server: usersPage(TENANT), reference: { path: `/users/${TENANT}`, headers: {} }, goal: 'before' },
    { name: 'GET /api/apps, signed in', server: { path: '/api/apps', headers: signedIn[TENANT] }, reference: null, goal: null },
  ];
}

/** Allowance for the machine's noise when a ratio must equal the before server's: 5 %. */
const SAME_AS_BEFORE = 0.95;

function verdict(c: Case, server: Measured, before: Measured | null, reference: Measured | null): { goal: string; met: boolean | null } {
  if (c.goal === null || !reference) return { goal: '–', met: null };
  const ratio = server.rps / reference.rps;
  if (c.goal !== 'before') return { goal: `ratio ≥ ${c.goal}`, met: ratio >= c.goal };
  if (!before) return { goal: 'as before or better (needs BENCH_BEFORE)', met: null };
  return { goal: 'ratio ≥ before\'s', met: ratio >= SAME_AS_BEFORE * (before.rps / reference.rps) };
}

/** Resident memory in MB (null where the platform has no /proc). */
interface Memory {
  database: keyof typeof MEMORY_GOAL_MB;
  /** The server started and ready, before any load. */
  started: number | null;
  /** The server's peak while the cases ran. */
  peak: number | null;
  /** The server once the last case ended. */
  after: number | null;
  /** The most the server held at any moment since it started (VmHWM), start-up included. */
  highWater: number | null;
  /** The before server's peak under the same load (BENCH_BEFORE). */
  beforePeak: number | null;
  /** The bare reference's peak while it was loaded. */
  referencePeak: number | null;
  /** Where the server's memory goes after the load (BENCH_MEMORY_BREAKDOWN). */
  breakdown: Breakdown | null;
}

/** Issue 27's bounds on the server's resident memory under this benchmark, default settings. */
const MEMORY_GOAL_MB = { PGlite: 350, PostgreSQL: 250 } as const;

interface Result {
  rows: Row[];
  memory: Memory;
  headroom: string;
}

async function run(database: 'PGlite' | 'PostgreSQL', work: string): Promise<Result> {
  let where: Where;
  let cleanup: () => Promise<void>;
  let db: Database;
  const started = performance.now();
  if (database === 'PGlite') {
    const dataDir = join(work, 'server-data');
    db = await openDataDirDatabase(dataDir);
    where = { kind: 'pglite', dataDir };
    cleanup = async () => {};
  } else {
    const fresh = await createFreshPostgres(process.env.BENCH_DATABASE_URL as string);
    db = await openPostgresDatabase(fresh.url);
    where = { kind: 'postgres', url: fresh.url };
    cleanup = fresh.drop;
  }
  const processes: Started[] = [];
  try {
    let signedIn: SignedIn;
    try {
      signedIn = await prepare(db);
    } finally {
      await db.close();
    }
    // PGlite files belong to one process: the reference and the before server read copies.
    const copyOf = (name: string): Where => {
      if (where.kind !== 'pglite') return where;
      const dataDir = join(work, name);
      cpSync(where.dataDir, dataDir, { recursive: true });
      return { kind: 'pglite', dataDir };
    };
    const referenceWhere = copyOf('reference-data');
    const beforeWhere = BEFORE ? copyOf('before-data') : null;
    console.log(`${database}: seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const metricsPort = MEMORY_BREAKDOWN ? await freePort() : undefined;
    const server = await startOurs(SERVER, where, join(work, `server-${database}.log`), work, metricsPort);
    processes.push(server);
    const before = BEFORE && beforeWhere ? await startOurs(BEFORE, beforeWhere, join(work, `before-${database}.log`), work) : null;
    if (before) processes.push(before);
    const reference = await startReference(referenceWhere, join(work, `reference-${database}.log`), await addedHeaders(`${server.url}/api/health`));
    processes.push(reference);
    const startedMb = residentMb(server.pid);
    const serverWatch = watchResident(server.pid);
    const referenceWatch = watchResident(reference.pid);
    const beforeWatch = before ? watchResident(before.pid) : null;
    const load = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
    const rows: Row[] = [];
    let fastest: { measured: Measured; what: string } | null = null;
    const note = (measured: Measured, what: string) => {
      if (!fastest || measured.rps > fastest.measured.rps) fastest = { measured, what };
      return measured;
    };
    try {
      for (const c of cases(signedIn).filter((one) => one.name.includes(CASES))) {
        const ours = note(await measure(server.url, [c.server], load, { pid: server.pid }), 'the server');
        const theirs = before ? note(await measure(before.url, [c.server], load, { pid: before.pid }), 'the before server') : null;
        const bare = c.reference ? note(await measure(reference.url, [c.reference], load, { pid: reference.pid }), `bare Fastify, ${c.reference.path}`) : null;
        rows.push({ database, name: c.name, server: ours, before: theirs, reference: bare, ...verdict(c, ours, theirs, bare) });
      }
    } finally {
      serverWatch.stop();
      referenceWatch.stop();
      beforeWatch?.stop();
    }
    const memory: Memory = {
      database,
      started: startedMb,
      peak: serverWatch.stop(),
      after: residentMb(server.pid),
      highWater: residentMb(server.pid, 'VmHWM'),
      beforePeak: beforeWatch?.stop() ?? null,
      referencePeak: referenceWatch.stop(),
      breakdown: metricsPort ? await memoryBreakdown(metricsPort) : null,
    };
    const top = fastest as { measured: Measured; what: string } | null;
    return { rows, memory, headroom: top ? `${database}: ${headroomLine(top.measured, top.what)}` : '' };
  } finally {
    for (const started of processes) await started.stop();
    await cleanup();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
const cores = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);
/** A run's figures: req/s, p50 / p99, the target's CPU and wrk's (in % of one core). */
const figures = (m: Measured | null) => (m ? `${fmt(m.rps)} | ${ms(m.p50)} / ${ms(m.p99)} | ${cores(m.targetCores)} / ${cores(m.generatorCores)}` : '– | – | –');

function table(rows: Row[]): string {
  const lines = [
    '| database | request | server req/s | p50 / p99 | CPU server / wrk | ' +
      (BEFORE ? 'before req/s | p50 / p99 | CPU before / wrk | ' : '') +
      'reference req/s | p50 / p99 | CPU reference / wrk | ratio | ' +
      (BEFORE ? 'before ratio | ' : '') +
      'goal |',
    `|---|---|---|---|---|${BEFORE ? '---|---|---|' : ''}---|---|---|---|${BEFORE ? '---|' : ''}---|`,
  ];
  const ratio = (m: Measured | null, ref: Measured | null) => (m && ref ? (m.rps / ref.rps).toFixed(2) : '–');
  for (const r of rows) {
    const errors = r.server.errors + (r.before?.errors ?? 0) + (r.reference?.errors ?? 0);
    const met = r.met === null ? '' : r.met ? ' (met)' : ' (not met)';
    lines.push(
      `| ${r.database} | ${r.name} | ${figures(r.server)} | ${BEFORE ? `${figures(r.before)} | ` : ''}${figures(r.reference)} | ` +
        `${ratio(r.server, r.reference)} | ${BEFORE ? `${ratio(r.before, r.reference)} | ` : ''}${r.goal}${met}${errors ? ` **${errors} errors**` : ''} |`,
    );
  }
  return lines.join('\n');
}

const mb = (n: number | null) => (n === null ? '–' : `${Math.round(n)} MB`);

function memoryTable(memory: Memory[]): string {
  const lines = [
    '| database | server RSS started | peak under load | after load | high-water mark | before server peak | reference RSS peak | goal |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const m of memory) {
    const goal = MEMORY_GOAL_MB[m.database];
    const verdict = m.peak === null ? '' : m.peak <= goal ? ' (met)' : ' (not met)';
    lines.push(`| ${m.database} | ${mb(m.started)} | ${mb(m.peak)} | ${mb(m.after)} | ${mb(m.highWater)} | ${mb(m.beforePeak)} | ${mb(m.referencePeak)} | peak ≤ ${goal} MB${verdict} |`);
  }
  const broken = memory.filter((m) => m.breakdown);
  if (broken.length) {
    lines.push('', '| database | RSS | V8 heap used / total | external (PGlite\'s memory, buffers) | the rest (code, WebAssembly code, native) |', '|---|---|---|---|---|');
    for (const { database, breakdown: b } of broken) {
      if (b) lines.push(`| ${database} | ${mb(b.rss)} | ${mb(b.heapUsed)} / ${mb(b.heapTotal)} | ${mb(b.external)} | ${mb(b.rss - b.heapTotal - b.external)} |`);
    }
  }
  return lines.join('\n');
}

const built = (file: string) => (existsSync(file) ? statSync(file).mtime.toISOString() : 'missing');
ensureWrk();
console.log(
  [
    `Request path: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `Server ${SERVER} (built ${built(SERVER)}; rebuild with \`npm run build -w apps/server\`), LOG_LEVEL=${LOG_LEVEL}`,
    ...(BEFORE ? [`Before: ${BEFORE} (built ${built(BEFORE)})`] : []),
    `Server Node flags: ${NODE_FLAGS.join(' ') || '(none)'}${process.env.BENCH_NODE_FLAGS === undefined ? ' (those of start:prod)' : ' (BENCH_NODE_FLAGS)'}`,
    `wrk: 1 thread, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per run, runs one at a time;`,
    'CPU columns: the loaded process and wrk, each in % of one core over the measured run.',
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-request-path-'));
const results: Result[] = [];
try {
  if (process.env.BENCH_PGLITE !== '0') results.push(await run('PGlite', work));
  if (process.env.BENCH_DATABASE_URL) results.push(await run('PostgreSQL', work));
  console.log(`\n${results.map((r) => r.headroom).join('\n')}\n`);
  console.log(`${table(results.flatMap((r) => r.rows))}\n`);
  console.log(`Resident memory (RSS, /proc/<pid>/status VmRSS):\n\n${memoryTable(results.map((r) => r.memory))}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (CPU_PROF) console.log(`server CPU profiles (.cpuprofile) kept in ${work}`);
} finally {
  if (!CPU_PROF) rmSync(work, { recursive: true, force: true });
}
