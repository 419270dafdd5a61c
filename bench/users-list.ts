/**
 * Users list benchmark: seeds 100,000 users in one tenant, then loads the users list endpoint of
 * the compiled server (`apps/server/dist/main.js`, sign-in, tenant scoping, validation, over
 * loopback HTTP) with wrk (C, one thread: bench/wrk.ts), and prints p50/p95 latency and req/s of
 * the first page, searches and sorts, with the total each answered ("more than N" where a search
 * has more matches than it counts, decision 008), the server's CPU and wrk's. By default one
 * request at a time, as a person paging; BENCH_CONNECTIONS loads it with more. Goal: p95 < 20 ms.
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped afterwards).
 * Usage: npm run bench:users -w bench [-- 100000]
 * Env: BENCH_DURATION per case (s, 4), BENCH_WARMUP (s, 1), BENCH_CONNECTIONS (1),
 *      BENCH_SERVER (another compiled server file), BENCH_LOG_LEVEL (server LOG_LEVEL, info).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { seedUsers, startServer, type Where } from './request-path-support.ts';
import { ensureWrk, headroomLine, measure, type Measured } from './wrk.ts';

const [users = 100_000] = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION = env('BENCH_DURATION', 4);
const WARMUP = env('BENCH_WARMUP', 1);
const CONNECTIONS = env('BENCH_CONNECTIONS', 1);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const SERVER = process.env.BENCH_SERVER ?? join(fileURLToPath(new URL('..', import.meta.url)), 'apps/server/dist/main.js');
const GOAL_P95_MS = 20;
const TENANT = 'bench';
const HOST = `${TENANT}.localhost`;
const PASSWORD = 'Bench!passw0rd';
const SECRETS_KEY = randomBytes(32).toString('base64');
const ADMIN_ENV = { SECRETS_KEY, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

/** Search terms rotate so no answer is served twice in a row; each matches a different share of rows. */
const CASES: { name: string; queries: string[] }[] = [
  { name: 'first page (default: 5 rows, by name)', queries: [''] },
  { name: 'search by first name (~5% of rows)', queries: ['cedar', 'maple', 'willow', 'aspen'].map((s) => `search=${s}`) },
  { name: 'search by last name (a handful of rows)', queries: ['a1', 'b2c', 'c3d4', 'd5'].map((s) => `search=${s}`) },
  { name: 'search by e-mail domain (every row)', queries: ['search=bench.local'] },
  { name: 'search by e-mail (a handful of rows)', queries: ['user4242@', 'user77@', 'user31337', 'user9001@'].map((s) => `search=${s}`) },
  { name: 'sort by e-mail, descending', queries: ['sort=email&order=desc'] },
  { name: 'sort by status, page 100', queries: ['sort=status&page=100'] },
  { name: 'sort by role, 25 rows', queries: ['sort=role&pageSize=25'] },
  { name: 'sort by id', queries: ['sort=userId'] },
  { name: 'search by e-mail domain, page 40 of 25 rows', queries: ['search=bench.local&pageSize=25&page=40'] },
  { name: 'search by last-name initial (~6%, clustered)', queries: ['9', '7', '5', '3'].map((s) => `search=${s}`) },
];

/** Seeds the tenant and its users through the test kit; the tenant administrator's bearer headers. */
async function prepare(db: Database): Promise<Record<string, string>> {
  const { app } = await buildTestApp(db, ADMIN_ENV);
  try {
    const admin = await signIn(app, TEST_ADMIN);
    const created = await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant(TENANT) });
    if (created.statusCode !== 201) throw new Error(`tenant not created: ${created.body}`);
    await createTestUser(db, { tenantId: TENANT, email: 'admin@bench.local', password: PASSWORD, roles: ['tenantAdmin'] });
    const started = performance.now();
    await seedUsers(db, TENANT, users - 1);
    // Statistics, as a running database has them (PostgreSQL's autovacuum; the server's start on PGlite).
    await db.allTenants((tx) => tx.execute('ANALYZE users'));
    console.log(`  seeded ${users.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const tokens = await signIn(app, { email: 'admin@bench.local', password: PASSWORD, host: HOST });
    return { host: HOST, authorization: `Bearer ${tokens.access_token}` };
  } finally {
    await app.close();
  }
}

/** The total a query answers, as the list shows it. */
async function totalOf(url: string, headers: Record<string, string>): Promise<string> {
  const answer = await get(url, headers);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
  const { data } = JSON.parse(answer.body) as { data: { total: number; moreThanTotal?: boolean } };
  return `${data.moreThanTotal ? 'more than ' : ''}${data.total.toLocaleString('en')}`;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(8);
const percent = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);

async function run(name: string, where: Where, db: Database, work: string): Promise<Measured[]> {
  console.log(`${name}:`);
  let headers: Record<string, string>;
  try {
    headers = await prepare(db);
  } finally {
    await db.close();
  }
  const server = await startServer({ file: SERVER, where, logFile: join(work, `server-${name}.log`), env: { ...ADMIN_ENV, LOG_LEVEL } });
  const measured: Measured[] = [];
  try {
    for (const c of CASES) {
      const paths = c.queries.map((query) => `/api/tenants/${TENANT}/users?${query}`);
      const total = await totalOf(`${server.url}${paths[0]}`, headers);
      const m = await measure(server.url, paths.map((path) => ({ path, headers })), { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP }, { pid: server.pid });
      measured.push(m);
      const errors = m.errors ? `  **${m.errors} errors**` : '';
      console.log(
        `  ${c.name.padEnd(46)} p50 ${ms(m.p50)}  p95 ${ms(m.p95)}  ${m.p95 < GOAL_P95_MS ? 'met ' : 'NOT '}` +
          ` ${Math.round(m.rps).toLocaleString('en').padStart(6)} req/s  CPU server ${percent(m.targetCores)}, wrk ${percent(m.generatorCores)}  (total ${total})${errors}`,
      );
    }
  } finally {
    await server.stop();
  }
  return measured;
}

ensureWrk();
console.log(
  [
    `Users list: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `server ${SERVER}, LOG_LEVEL=${LOG_LEVEL}; wrk (1 thread), ${CONNECTIONS} connection(s), ${WARMUP} s warm-up + ${DURATION} s a case; goal p95 < ${GOAL_P95_MS} ms`,
  ].join('\n'),
);
const work = mkdtempSync(join(tmpdir(), 'bench-users-'));
const all: Measured[] = [];
try {
  const dataDir = join(work, 'data');
  all.push(...(await run('PGlite', { kind: 'pglite', dataDir }, await openDataDirDatabase(dataDir), work)));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const fresh = await createFreshPostgres(serverUrl);
    try {
      all.push(...(await run('PostgreSQL', { kind: 'postgres', url: fresh.url }, await openPostgresDatabase(fresh.url), work)));
    } finally {
      await fresh.drop();
    }
  }
  const fastest = all.reduce<Measured | null>((top, m) => (top && top.rps >= m.rps ? top : m), null);
  if (fastest) console.log(`\n${headroomLine(fastest, 'the server, its fastest case')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
