/**
 * Alert refresh benchmark (issue 25, decision 026): the hourly refresh of the compliance alert
 * counters of 100,000 linked suppliers of the demo application, the Compliance Catalyst answering
 * each call after 50 ms. The refresh asks the product for each supplier's company assessments,
 * Parallel Orbis Calls at a time, and stores each supplier's latest alert count and score label. Its
 * limit is therefore Parallel Orbis Calls / latency suppliers per second (32 / 0.05 s = 640/s); the
 * goal is 80 % of it. Supply Chain Catalyst is switched off so one supplier is one call.
 * The server and its job queue run in this process, the simulators in their own. The suppliers are
 * written straight into a fresh database (bulk insert) and the refresh queued as the hourly tick
 * queues it. Beside it, in the same run, a bare reference sends the same calls from a loop with the
 * same number in flight and no server code: what this machine and simulator allow.
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped afterwards).
 * Usage: npm run bench:alert-refresh -w bench
 * Env: BENCH_SUPPLIERS (100000), BENCH_LATENCY_MS (50), BENCH_PARALLEL (Parallel Orbis Calls to try,
 *      comma-separated, default 32,64), BENCH_PGLITE=0 (PostgreSQL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '@connector/contracts';
import { CATALYST_PATHS, CATALYST_TOKEN_HEADER } from '@connector/contracts/providers/catalyst';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import { SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX, SimStats } from '@connector/contracts/providers/simulator';
import { bearer, buildTestApp, openDataDirDatabase, openFreshPostgres, signIn, TEST_ADMIN, type Database, type Tokens } from '@connector/server/test-kit';
import type { FastifyInstance } from 'fastify';
import { waitForJob } from './jobs.ts';
import { startSimulator } from './suppliers-sync-simulator.ts';
import { cpuMeter, type CpuShares } from './write-back-cpu.ts';
import { demoAppId, seedLinked, simulatedOrbisQuestionnaire, type LinkedSupplier } from './write-back-seed.ts';
import { benchDatabases, core as cpu, percent as pct, perSecond as per, seconds as s } from './figures.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SUPPLIERS = env('BENCH_SUPPLIERS', 100_000);
const LATENCY_MS = env('BENCH_LATENCY_MS', 50);
const PARALLEL = (process.env.BENCH_PARALLEL ?? '32,64').split(',').map(Number);
const GOAL_SHARE = 0.8;
const TENANT = 'default';
const JOB = 'assessments.refresh';
/** At most `parallel` calls in flight, each answered after the latency: the refresh's limit. */
const ceiling = (parallel: number) => parallel / (LATENCY_MS / 1000);

interface Rate {
  calls: number;
  /** Companies with at least one assessment: the counters a refresh stores. */
  assessed: number;
  seconds: number;
  perSecond: number;
  refused: number;
  cpu: CpuShares;
}

interface Row {
  database: string;
  parallel: number;
  pickupSeconds: number;
  jobSeconds: number;
  /** Suppliers the run refreshed, as its row in the activity says. */
  refreshed: number;
  /** Counters stored (suppliers whose company has an assessment). */
  stored: number;
  calls: number;
  loopBusy: number;
  cpu: CpuShares;
}

/** Suppliers linked to made-up companies: the simulated product keeps a history for any BvD ID. */
function benchSuppliers(count: number): LinkedSupplier[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(7, '0');
    return { supplierId: `S${n}`, name: `Supplier ${n}`, country: 'GB', bvdId: `GB${n}`, ...simulatedOrbisQuestionnaire(`S${n}`) };
  });
}

async function simulatorControl(simulatorUrl: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${simulatorUrl}${SIM_CONTROL_PREFIX}${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`the simulator's ${path} answered ${response.status}`);
  return response.json();
}

const catalystCalls = async (simulatorUrl: string) => SimStats.parse(await simulatorControl(simulatorUrl, SIM_CONTROL_PATHS.stats)).requests.catalyst ?? 0;

/** The same calls as the refresh, `parallel` in flight from a loop, with the product's key and nothing else. */
async function bareReference(simulatorUrl: string, suppliers: readonly LinkedSupplier[], parallel: number): Promise<Rate> {
  const meter = cpuMeter();
  const started = performance.now();
  let next = 0;
  let refused = 0;
  let assessed = 0;
  const headers = { [CATALYST_TOKEN_HEADER]: SIMULATOR_DEFAULTS.catalyst.apiKey };
  const worker = async () => {
    for (let i = next++; i < suppliers.length; i = next++) {
      const path = CATALYST_PATHS.companyAssessments.replace(':bvdId', encodeURIComponent((suppliers[i] as LinkedSupplier).bvdId));
      const response = await fetch(`${simulatorUrl}${SIMULATOR_PREFIXES.catalyst}${path}`, { headers });
      if (!response.ok) {
        refused += 1;
        await response.arrayBuffer();
        continue;
      }
      if (((await response.json()) as unknown[]).length > 0) assessed += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { calls: suppliers.length, assessed, seconds, perSecond: suppliers.length / seconds, refused, cpu: meter.stop() };
}

/**
 * Saves the demo application as the console would, with `parallel` Parallel Orbis Calls, Supply
 * Chain Catalyst switched off (one call per supplier) and the risk push off (it has nothing to do here).
 */
async function configureApp(app: FastifyInstance, tokens: Tokens, appId: string, parallel: number): Promise<void> {
  const headers = bearer(tokens);
  const got = await app.inject({ url: `/api/apps/${appId}`, headers });
  const { appId: _id, appName: _name, tenantId: _tenant, service: _service, secretsSet: _set, params, ...rest } = got.json<{ data: App }>().data;
  const body = {
    ...rest,
    catalystMapping: { enabled: true },
    supplyChainMapping: { enabled: false },
    riskMapping: { enabled: false },
    params: { ...params, moodys: { ...params.moodys, maxConcurrency: parallel } },
  };
  const saved = await app.inject({ method: 'PUT', url: `/api/apps/${appId}`, headers, payload: body });
  if (saved.statusCode !== 200) throw new Error(`demo application not saved: ${saved.body}`);
}

/** No counter stored: the next refresh writes every supplier's. */
async function forgetAlerts(db: Database, appId: string): Promise<void> {
  await db.forTenant(TENANT, (tx) =>
    tx.execute(`UPDATE suppliers SET catalyst_alerts = NULL, catalyst_score_label = NULL WHERE tenant_id = '${TENANT}' AND app_id = '${appId}'`),
  );
}

async function refreshedOf(db: Database, appId: string): Promise<number> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`SELECT suppliers FROM alert_refresh_runs WHERE tenant_id = '${TENANT}' AND app_id = '${appId}' AND state = 'done' ORDER BY started_at DESC LIMIT 1`),
  );
  return (rows as unknown as { suppliers: number }[])[0]?.suppliers ?? 0;
}

async function storedAlerts(db: Database, appId: string): Promise<number> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`SELECT count(*)::int AS stored FROM suppliers WHERE tenant_id = '${TENANT}' AND app_id = '${appId}' AND catalyst_alerts IS NOT NULL`),
  );
  return (rows as unknown as { stored: number }[])[0]?.stored ?? 0;
}

async function refresh(db: Database, built: Awaited<ReturnType<typeof buildTestApp>>, tokens: Tokens, appId: string, simulatorUrl: string, parallel: number) {
  await configureApp(built.app, tokens, appId, parallel);
  await forgetAlerts(db, appId);
  const callsBefore = await catalystCalls(simulatorUrl);
  const loop = performance.eventLoopUtilization();
  const meter = cpuMeter();
  const requested = Date.now();
  await built.services.jobs.send(JOB, { tenantId: TENANT, appId }, { singletonKey: appId });
  const job = await waitForJob(db, JOB);
  const loopBusy = performance.eventLoopUtilization(loop).utilization;
  const cpu = meter.stop();
  return {
    parallel,
    pickupSeconds: (job.started - requested) / 1000,
    jobSeconds: (job.completed - job.started) / 1000,
    refreshed: await refreshedOf(db, appId),
    stored: await storedAlerts(db, appId),
    calls: (await catalystCalls(simulatorUrl)) - callsBefore,
    loopBusy,
    cpu,
  };
}

async function runDatabase(database: 'PGlite' | 'PostgreSQL', work: string, simulatorUrl: string, suppliers: readonly LinkedSupplier[], assessed: number): Promise<Row[]> {
  const db = database === 'PGlite' ? await openDataDirDatabase(join(work, 'pglite')) : await openFreshPostgres(process.env.BENCH_DATABASE_URL as string);
  try {
    const built = await buildTestApp(db, { SIM_URL: simulatorUrl });
    try {
      const tokens = await signIn(built.app, TEST_ADMIN);
      const appId = await demoAppId(built.app, tokens);
      const started = performance.now();
      await seedLinked(db, appId, suppliers);
      console.log(`  ${database}: ${suppliers.length.toLocaleString('en')} linked suppliers stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const rows: Row[] = [];
      for (const parallel of PARALLEL) {
        const figures = await refresh(db, built, tokens, appId, simulatorUrl, parallel);
        if (figures.refreshed !== suppliers.length || figures.stored !== assessed) {
          throw new Error(`${figures.refreshed} suppliers refreshed and ${figures.stored} counters stored, not ${suppliers.length} and ${assessed}`);
        }
        console.log(`  ${database} at ${parallel}: job ${figures.jobSeconds.toFixed(1)} s, ${(suppliers.length / figures.jobSeconds).toFixed(1)}/s, ${figures.calls.toLocaleString('en')} calls`);
        rows.push({ database, ...figures });
      }
      return rows;
    } finally {
      await built.app.close();
    }
  } finally {
    await db.close();
  }
}


function referenceTable(references: Map<number, Rate>): string {
  const lines = ['| Parallel Orbis Calls | limit | bare calls | share of the limit | CPU: bench / simulators |', '|---|---|---|---|---|'];
  for (const [parallel, r] of references) {
    const refused = r.refused ? ` (${r.refused} refused)` : '';
    lines.push(`| ${parallel} | ${per(ceiling(parallel))} | ${per(r.perSecond)}${refused} | ${pct(r.perSecond / ceiling(parallel))} | ${cpu(r.cpu.self)} / ${cpu(r.cpu.simulator)} |`);
  }
  return lines.join('\n');
}

function table(rows: Row[], references: Map<number, Rate>): string {
  const lines = [
    '| database | Parallel Orbis Calls | limit | job (queue pick-up) | suppliers/s | share of the limit | of the bare reference | Catalyst calls | CPU: bench process (event loop busy) / simulators |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const rate = SUPPLIERS / r.jobSeconds;
    const share = rate / ceiling(r.parallel);
    const bare = references.get(r.parallel)?.perSecond ?? NaN;
    lines.push(
      `| ${r.database} | ${r.parallel} | ${per(ceiling(r.parallel))} | ${s(r.jobSeconds)} (${s(r.pickupSeconds)}) | ${per(rate)} | ` +
        `${pct(share)} (goal ≥ ${pct(GOAL_SHARE)}: ${share >= GOAL_SHARE ? 'met' : 'not met'}) | ${pct(rate / bare)} | ${r.calls.toLocaleString('en')} | ` +
        `${cpu(r.cpu.self)} (${pct(r.loopBusy)}) / ${cpu(r.cpu.simulator)} |`,
    );
  }
  return lines.join('\n');
}

console.log(
  [
    `Alert refresh: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${SUPPLIERS.toLocaleString('en')} linked suppliers, Compliance Catalyst latency ${LATENCY_MS} ms,`,
    `Parallel Orbis Calls ${PARALLEL.join(', ')}: limits ${PARALLEL.map((p) => per(ceiling(p))).join(', ')}.`,
    'Server, job queue and reference in this process; the simulators in their own.',
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-alert-refresh-'));
const simulator = await startSimulator({});
try {
  const suppliers = benchSuppliers(SUPPLIERS);
  await simulatorControl(simulator.url, SIM_CONTROL_PATHS.faults, { catalyst: { latencyMs: LATENCY_MS } });
  const references = new Map<number, Rate>();
  for (const parallel of PARALLEL) {
    const rate = await bareReference(simulator.url, suppliers, parallel);
    references.set(parallel, rate);
    console.log(`  bare reference at ${parallel}: ${per(rate.perSecond)} (${pct(rate.perSecond / ceiling(parallel))} of the limit)`);
  }
  const rows: Row[] = [];
  const databases = benchDatabases();
  const assessed = [...references.values()][0]?.assessed ?? 0;
  console.log(`  ${assessed.toLocaleString('en')} of the companies have an assessment`);
  for (const database of databases) rows.push(...(await runDatabase(database, work, simulator.url, suppliers, assessed)));
  console.log(`\n${referenceTable(references)}\n`);
  console.log(`${table(rows, references)}\n`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await simulator.stop();
  rmSync(work, { recursive: true, force: true });
}
