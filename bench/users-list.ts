/**
 * Users list benchmark: seeds 100,000 users in one tenant, then calls the users list endpoint
 * through the whole server (sign-in, tenant scoping, validation) and prints p50/p95 latency of
 * the first page, searches and sorts, with the total each answered ("more than N" where a search
 * has more matches than it counts, decision 008). Embedded PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL names a server (a fresh database is created there and dropped afterwards).
 * Usage: npm run bench:users -w bench [-- 100000 200]
 */
import {
  bearer,
  buildTestApp,
  createTestUser,
  openFreshPostgres,
  openMemoryDatabase,
  signIn,
  TEST_ADMIN,
  type Database,
} from '@connector/server/test-kit';
import { seedUsers } from './request-path-support.ts';

const [users = 100_000, requests = 200] = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const TENANT = 'bench';
const HOST = `${TENANT}.localhost`;
const PASSWORD = 'Bench!passw0rd';
const WARM_UP = Math.min(20, Math.ceil(requests / 10));

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(name: string, db: Database): Promise<void> {
  const { app } = await buildTestApp(db);
  try {
    const admin = await signIn(app, TEST_ADMIN);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(admin),
      payload: { tenantId: TENANT, name: TENANT, address: '1 Bench Road', city: 'Madrid', language: 'en', email: 'bench@bench.local', webSiteUrl: 'https://bench.example', enabled: true, ssoEnabled: false },
    });
    if (created.statusCode !== 201) throw new Error(`tenant not created: ${created.body}`);
    await createTestUser(db, { tenantId: TENANT, email: 'admin@bench.local', password: PASSWORD, roles: ['tenantAdmin'] });
    let started = performance.now();
    await seedUsers(db, TENANT, users - 1);
    console.log(`${name}: seeded ${users.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const tokens = await signIn(app, { email: 'admin@bench.local', password: PASSWORD, host: HOST });

    for (const c of CASES) {
      const latencies: number[] = [];
      let total = '';
      for (let i = 0; i < WARM_UP + requests; i++) {
        const query = c.queries[i % c.queries.length] ?? '';
        started = performance.now();
        const response = await app.inject({ url: `/api/tenants/${TENANT}/users?${query}`, headers: bearer(tokens, HOST) });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${c.name}: ${response.statusCode} ${response.body}`);
        const { data } = response.json<{ data: { total: number; moreThanTotal?: boolean } }>();
        total = `${data.moreThanTotal ? 'more than ' : ''}${data.total.toLocaleString('en')}`;
        if (i >= WARM_UP) latencies.push(elapsed);
      }
      latencies.sort((a, b) => a - b);
      const ms = (p: number) => `${percentile(latencies, p).toFixed(1)} ms`.padStart(9);
      console.log(`  ${c.name.padEnd(46)} p50 ${ms(50)}  p95 ${ms(95)}  (${requests} requests, total ${total})`);
    }
  } finally {
    await app.close();
  }
}

const pglite = await openMemoryDatabase();
try {
  await run('PGlite (embedded)', pglite);
} finally {
  await pglite.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const postgres = await openFreshPostgres(serverUrl);
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
  }
}
