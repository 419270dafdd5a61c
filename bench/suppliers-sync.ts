/**
 * Supplier sync-and-match benchmark (issue 11): one realm of 100,000 suppliers in the simulated
 * Ariba, Orbis answering each match after 50 ms, the application's Parallel Orbis Calls at 8. The
 * server runs in this process on a fresh database; Sync now (`POST /api/apps/{appId}/activity/sync`)
 * queues the run and the job queue's worker runs the engine, as in production. The limit is
 * Parallel Orbis Calls / latency (8 / 0.05 s = 160 matches/s); the goal is 80 % of it. Beside it
 * a bare loop calls the simulated Orbis with the same calls in flight, to show what this simulator
 * on this machine allows. Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a
 * server (a fresh database is created there and dropped afterwards).
 * Usage: npm run bench:suppliers-sync -w bench
 * Env: BENCH_SUPPLIERS (100000; the simulator allows at most 100000 per realm), BENCH_ORBIS_LATENCY_MS (50),
 *      BENCH_PARALLEL (Parallel Orbis Calls, 8), BENCH_ORBIS_LIMIT (the simulated Orbis's concurrency allowance,
 *      default BENCH_PARALLEL), BENCH_COMPANIES (2 × suppliers), BENCH_REFERENCE_SECONDS (10),
 *      BENCH_CPU_PROF=1 (CPU profile of this process from Sync now to the run's end, kept in a temporary folder),
 *      BENCH_PGLITE=0 (PostgreSQL only), BENCH_PGLITE_SHARED_BUFFERS_MB (the embedded database's buffer cache, the server's 128 by default).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { SimSupplier } from '@connector/contracts/providers/simulator';
import { bearer, buildTestApp, openDataDirDatabase, openFreshPostgres, signIn, TEST_ADMIN, type Database } from '@connector/server/test-kit';
import { configureDemoApp, phasesOf, precisionAndRecall, startSync, waitForRun, type Phases } from './suppliers-sync-run.ts';
import { matchReference, startSimulator, type BenchSimulator, type ReferenceRate } from './suppliers-sync-simulator.ts';
import { benchDatabases, percent as pct, perSecond as per, seconds as s } from './figures.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SUPPLIERS = env('BENCH_SUPPLIERS', 100_000);
const LATENCY_MS = env('BENCH_ORBIS_LATENCY_MS', 50);
const PARALLEL = env('BENCH_PARALLEL', 8);
const ORBIS_LIMIT = env('BENCH_ORBIS_LIMIT', PARALLEL);
const COMPANIES = env('BENCH_COMPANIES', 2 * SUPPLIERS);
const REFERENCE_SECONDS = env('BENCH_REFERENCE_SECONDS', 10);
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
const PGLITE_BUFFERS_MB = process.env.BENCH_PGLITE_SHARED_BUFFERS_MB ? env('BENCH_PGLITE_SHARED_BUFFERS_MB', 128) : undefined;
const KNOWN_SHARE = 0.9;
const REALM = SIMULATOR_DEFAULTS.ariba.realms[0];
/** What Orbis allows: every call in flight answered after the latency, no time between calls. */
const LIMIT_PER_SECOND = PARALLEL / (LATENCY_MS / 1000);
const GOAL_SHARE = 0.8;

if (ORBIS_LIMIT < PARALLEL) throw new Error(`BENCH_ORBIS_LIMIT (${ORBIS_LIMIT}) below Parallel Orbis Calls (${PARALLEL}): the simulated Orbis would refuse calls with 429`);

interface Row {
  database: string;
  phases: Phases;
  precision: number;
  recall: number;
  orbisCalls: number;
  /** Share of the run this process's event loop was busy: near 100 % the engine's process is the limit, not Orbis. */
  loopBusy: number;
}

async function run(database: 'PGlite' | 'PostgreSQL', simulator: BenchSimulator, truth: readonly SimSupplier[], work: string): Promise<Row> {
  const db: Database =
    database === 'PGlite' ? await openDataDirDatabase(join(work, 'pglite'), PGLITE_BUFFERS_MB) : await openFreshPostgres(process.env.BENCH_DATABASE_URL as string);
  try {
    const { app } = await buildTestApp(db, { SIM_URL: simulator.url });
    try {
      const tokens = await signIn(app, TEST_ADMIN);
      const { appId, pageSize } = await configureDemoApp(app, tokens, { parallel: PARALLEL });
      const before = await simulator.stats();
      const profiler = CPU_PROF ? await startProfile() : null;
      const loop = performance.eventLoopUtilization();
      const runId = await startSync(app, bearer(tokens), appId);
      const finished = await waitForRun(db, runId, (line) => console.log(`  ${database}: ${line}`));
      const loopBusy = performance.eventLoopUtilization(loop).utilization;
      if (profiler) console.log(`  CPU profile: ${await profiler.stop(join(work, `sync-${database}.cpuprofile`))}`);
      const after = await simulator.stats();
      const orbisCalls = (after.requests.orbis ?? 0) - (before.requests.orbis ?? 0);
      const aribaRateLimited = after.aribaRateLimited - before.aribaRateLimited;
      if (aribaRateLimited > 0) console.log(`  ${database}: ${aribaRateLimited} Ariba calls refused for a used-up quota: the run paused for it`);
      const phases = await phasesOf(db, appId, pageSize, finished);
      const { precision, recall } = await precisionAndRecall(db, appId, truth);
      return { database, phases, precision, recall, orbisCalls, loopBusy };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

/** Samples this process (server, job queue and engine) until `stop`. */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string): Promise<string> {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      return file;
    },
  };
}


function table(rows: Row[], reference: ReferenceRate): string {
  const lines = [
    '| database | pull: time, pages/s, vendors/s | match: time, matches/s | share of the limit | of the bare loop | auto links, precision, recall | Orbis calls per supplier | event loop busy | run |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { database, phases: p, precision, recall, orbisCalls, loopBusy } of rows) {
    const share = p.matchPerSecond / LIMIT_PER_SECOND;
    lines.push(
      `| ${database} | ${s(p.pullSeconds)}, ${per(p.pages / p.pullSeconds)}, ${per(p.pulled / p.pullSeconds)} | ` +
        `${s(p.matchSeconds)}, ${per(p.matchPerSecond)} | ${pct(share)} (goal ≥ ${pct(GOAL_SHARE)}: ${share >= GOAL_SHARE ? 'met' : 'not met'}) | ` +
        `${pct(p.matchPerSecond / reference.perSecond)} | ${p.linkedAuto.toLocaleString('en')}, ${pct(precision)}, ${pct(recall)} | ` +
        `${(orbisCalls / Math.max(1, p.matched)).toFixed(3)} | ${pct(loopBusy)} | ${s(p.runSeconds)} (${p.state}${p.failed ? `, ${p.failed} failed` : ''}) |`,
    );
  }
  return lines.join('\n');
}

console.log(
  [
    `Supplier sync and match: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${SUPPLIERS.toLocaleString('en')} suppliers in realm ${REALM} (${pct(KNOWN_SHARE)} known to Orbis), ${COMPANIES.toLocaleString('en')} companies;`,
    `Orbis latency ${LATENCY_MS} ms, Parallel Orbis Calls ${PARALLEL} (simulated Orbis allows ${ORBIS_LIMIT} in flight): limit ${LIMIT_PER_SECOND.toFixed(0)} matches/s.`,
    'Server, job queue and engine in this process; the simulators in their own.',
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-suppliers-sync-'));
let started = performance.now();
const simulator = await startSimulator({
  SIM_ARIBA_REALM: `${REALM}:${SUPPLIERS}`,
  SIM_COMPANIES: String(COMPANIES),
  SIM_SUPPLIERS_KNOWN_SHARE: String(KNOWN_SHARE),
  SIM_ORBIS_LATENCY_MS: String(LATENCY_MS),
  SIM_ORBIS_MAX_CONCURRENCY: String(ORBIS_LIMIT),
});
try {
  const truth = await simulator.truth(REALM);
  if (truth.length !== SUPPLIERS) throw new Error(`the simulator holds ${truth.length} suppliers in ${REALM}, not ${SUPPLIERS}`);
  console.log(`simulators ready in ${s((performance.now() - started) / 1000)}`);
  const reference = await matchReference(simulator.url, truth, PARALLEL, REFERENCE_SECONDS);
  console.log(
    `bare loop: ${reference.calls} Orbis match calls, ${PARALLEL} in flight, in ${s(reference.seconds)}: ${per(reference.perSecond)}` +
      ` (${pct(reference.perSecond / LIMIT_PER_SECOND)} of the limit)${reference.refused ? `, ${reference.refused} refused` : ''}`,
  );
  const rows: Row[] = [];
  const databases = benchDatabases();
  for (const database of databases) {
    started = performance.now();
    rows.push(await run(database, simulator, truth, work));
    console.log(`  ${database}: done in ${s((performance.now() - started) / 1000)}`);
  }
  console.log(`\n${table(rows, reference)}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await simulator.stop();
  if (CPU_PROF) {
    rmSync(join(work, 'pglite'), { recursive: true, force: true });
    console.log(`CPU profiles kept in ${work}`);
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}
