/**
 * Request-path benchmark (issue 9): the compiled server (`node apps/server/dist/main.js`, as
 * production starts it) beside a bare Fastify 5 reference (`request-path-reference.ts`) on the
 * same Node, both separate processes on loopback, loaded by autocannon from this process.
 * Cases: `GET /api/health` (against the bare answer, and against the bare answer with the server's
 * security headers); a signed-in users page against bare Fastify running the same row
 * query; a signed-in `GET /api/apps`. Embedded PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL names a server (a fresh database is created there and dropped afterwards).
 * Usage: npm run bench:request-path -w bench
 * Env: BENCH_DURATION (s, default 6), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS (25), BENCH_USERS (1000),
 *      BENCH_LOG_LEVEL (server LOG_LEVEL, default info as in production), BENCH_CPU_PROF=1 (server CPU profile),
 *      BENCH_SERVER (another compiled server file).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
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
  type Tokens,
} from '@connector/server/test-kit';
import { get, measure, type Measured } from './request-path-load.ts';
import { freePort, seedUsers, startProcess, type Started } from './request-path-support.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION = env('BENCH_DURATION', 6);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 25);
const USERS = env('BENCH_USERS', 1000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server; BENCH_SERVER may name another build (e.g. a copy of the previous one, for before/after). */
const SERVER = process.env.BENCH_SERVER ?? join(ROOT, 'apps/server/dist/main.js');
const REFERENCE = fileURLToPath(new URL('./request-path-reference.ts', import.meta.url));
const TENANT = 'bench';
const HOST = `${TENANT}.localhost`;
const ADMIN = { email: `admin@${TENANT}.local`, password: 'Bench!passw0rd', host: HOST };
const SECRETS_KEY = randomBytes(32).toString('base64');

type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Seeds the bench tenant, its users and apps through the test kit, then signs the tenant admin in. */
async function prepare(db: Database): Promise<Tokens> {
  const { app } = await buildTestApp(db, { SECRETS_KEY, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
  try {
    const admin = await signIn(app, TEST_ADMIN);
    const created = await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant(TENANT) });
    if (created.statusCode !== 201) throw new Error(`tenant not created: ${created.body}`);
    await createTestUser(db, { tenantId: TENANT, email: ADMIN.email, password: ADMIN.password, roles: ['tenantAdmin'] });
    await seedUsers(db, TENANT, USERS - 1);
    // The real sign-in (code + PKCE) of the tenant administrator; its keys live in the database.
    const tokens = await signIn(app, ADMIN);
    for (const appName of ['Shop', 'Procurement', 'Audit']) {
      const made = await app.inject({ method: 'POST', url: '/api/apps', headers: bearer(tokens, HOST), payload: { appName } });
      if (made.statusCode !== 201) throw new Error(`app not created: ${made.body}`);
    }
    return tokens;
  } finally {
    await app.close();
  }
}

async function startServer(target: Target, logFile: string, profDir: string): Promise<Started> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/server\` first`);
  const port = await freePort();
  return startProcess({
    args: [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), SERVER],
    port,
    ready: '/api/ready',
    logFile,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SECRETS_KEY,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL,
      ...(target.kind === 'pglite' ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }),
    },
  });
}

/** The headers the server adds to its health answer (its security headers), for the reference to send too. */
async function addedHeaders(url: string): Promise<Record<string, string>> {
  const { headers } = await get(url, { host: HOST });
  const common = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !common.has(name)));
}

async function startReference(target: Target, logFile: string, healthHeaders: Record<string, string>): Promise<Started> {
  const port = await freePort();
  return startProcess({
    args: [REFERENCE],
    port,
    ready: '/api/health',
    logFile,
    env: {
      PORT: String(port),
      REF_TENANT: TENANT,
      REF_HEALTH_HEADERS: JSON.stringify(healthHeaders),
      ...(target.kind === 'pglite' ? { REF_PGLITE_DIR: target.dataDir } : { REF_DATABASE_URL: target.url }),
    },
  });
}

interface Row {
  database: string;
  name: string;
  server: Measured;
  reference: Measured | null;
  goal: string;
  met: boolean | null;
}

async function run(database: 'PGlite' | 'PostgreSQL', work: string): Promise<Row[]> {
  let target: Target;
  let cleanup: () => Promise<void>;
  let db: Database;
  const started = performance.now();
  if (database === 'PGlite') {
    const dataDir = join(work, 'server-data');
    db = await openDataDirDatabase(dataDir);
    target = { kind: 'pglite', dataDir };
    cleanup = async () => {};
  } else {
    const fresh = await createFreshPostgres(process.env.BENCH_DATABASE_URL as string);
    db = await openPostgresDatabase(fresh.url);
    target = { kind: 'postgres', url: fresh.url };
    cleanup = fresh.drop;
  }
  try {
    let tokens: Tokens;
    try {
      tokens = await prepare(db);
    } finally {
      await db.close();
    }
    // PGlite files belong to one process: the reference reads a copy of the seeded directory.
    const referenceTarget: Target = target.kind === 'pglite' ? { kind: 'pglite', dataDir: join(work, 'reference-data') } : target;
    if (target.kind === 'pglite' && referenceTarget.kind === 'pglite') cpSync(target.dataDir, referenceTarget.dataDir, { recursive: true });
    console.log(`${database}: seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const server = await startServer(target, join(work, `server-${database}.log`), work);
    const reference = await startReference(referenceTarget, join(work, `reference-${database}.log`), await addedHeaders(`${server.url}/api/health`));
    try {
      const signedIn = { host: HOST, authorization: `Bearer ${tokens.access_token}` };
      const load = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
      const health = await measure(`${server.url}/api/health`, { host: HOST }, load);
      const healthRef = await measure(`${reference.url}/api/health`, {}, load);
      const healthSame = await measure(`${reference.url}/api/health/as-server`, {}, load);
      const users = await measure(`${server.url}/api/tenants/${TENANT}/users?pageSize=5`, signedIn, load);
      const usersRef = await measure(`${reference.url}/users`, {}, load);
      const apps = await measure(`${server.url}/api/apps`, signedIn, load);
      const pg = database === 'PostgreSQL';
      return [
        { database, name: 'GET /api/health', server: health, reference: healthRef, goal: pg ? 'ratio ≥ 0.85' : '–', met: pg ? health.rps / healthRef.rps >= 0.85 : null },
        // The same request against a reference whose answer carries the server's security headers
        // too: what the request path costs, apart from the bytes the load generator reads.
        { database, name: 'GET /api/health, reference with the same headers', server: health, reference: healthSame, goal: '–', met: null },
        {
          database,
          name: 'users page (pageSize=5), signed in',
          server: users,
          reference: usersRef,
          goal: pg ? 'ratio ≥ 0.5' : '≥ 1,500 req/s',
          met: pg ? users.rps / usersRef.rps >= 0.5 : users.rps >= 1500,
        },
        { database, name: 'GET /api/apps, signed in', server: apps, reference: null, goal: '–', met: null },
      ];
    } finally {
      await server.stop();
      await reference.stop();
    }
  } finally {
    await cleanup();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
/** autocannon records latency in whole milliseconds. */
const ms = (n: number) => (n < 1 ? '< 1 ms' : `${Math.round(n)} ms`);

function table(rows: Row[]): string {
  const lines = [
    '| database | request | server req/s | p50 / p99 | reference req/s | p50 / p99 | ratio | goal |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const ref = r.reference;
    const errors = r.server.errors + (ref?.errors ?? 0);
    const verdict = r.met === null ? '' : r.met ? ' (met)' : ' (not met)';
    lines.push(
      `| ${r.database} | ${r.name} | ${fmt(r.server.rps)} | ${ms(r.server.p50)} / ${ms(r.server.p99)} | ` +
        `${ref ? fmt(ref.rps) : '–'} | ${ref ? `${ms(ref.p50)} / ${ms(ref.p99)}` : '–'} | ` +
        `${ref ? (r.server.rps / ref.rps).toFixed(2) : '–'} | ${r.goal}${verdict}${errors ? ` **${errors} non-2xx/errors**` : ''} |`,
    );
  }
  return lines.join('\n');
}

const built = existsSync(SERVER) ? statSync(SERVER).mtime.toISOString() : 'missing';
console.log(
  [
    `Request path: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `Server ${SERVER} (built ${built}; rebuild with \`npm run build -w apps/server\`), LOG_LEVEL=${LOG_LEVEL}`,
    `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case, cases one at a time;`,
    'the load generator runs in this process and shares the cores with the process under load.',
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-request-path-'));
const rows: Row[] = [];
try {
  rows.push(...(await run('PGlite', work)));
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await run('PostgreSQL', work)));
  console.log(`\n${table(rows)}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (CPU_PROF) console.log(`server CPU profiles (.cpuprofile) kept in ${work}`);
} finally {
  if (!CPU_PROF) rmSync(work, { recursive: true, force: true });
}
