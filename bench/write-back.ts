/**
 * Write-back benchmark (decision 025): the Orbis Enhancement of 10,000 linked suppliers of the demo
 * application under its active Orbis Integration Mapping, Orbis and Ariba answering each call after
 * 50 ms. Per 100 suppliers the write-back makes one Orbis data call, then writes each supplier's
 * answers to its Orbis questionnaire in Ariba (one call per supplier), Parallel Orbis Calls at a
 * time, then stores the batch. The limit is therefore Parallel Orbis Calls / latency suppliers per
 * second (8 / 0.05 s = 160/s); the goal is 80 % of it.
 * The server and its job queue run in this process, the simulators in their own. The suppliers are
 * written straight into a fresh database (bulk insert), then `POST …/questionnaireMapping/run`
 * queues the job as the console's button does. Beside it, in the same run, two bare references
 * send the same writes with no server code: one continuous stream (what this machine and simulator
 * allow) and the write-back's own batch shape (what the shape costs before any database work).
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database
 * is created there and dropped afterwards).
 * Usage: npm run bench:write-back -w bench
 * Env: BENCH_SUPPLIERS (10000), BENCH_LATENCY_MS (Ariba and Orbis, 50), BENCH_PARALLEL (Parallel Orbis
 *      Calls to try, comma-separated, default 8,32), BENCH_REALM_SUPPLIERS (suppliers of the simulated
 *      realm, 12000: one in ten is never invited and has no questionnaire), BENCH_PGLITE=0 (PostgreSQL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MappingContent } from '@connector/contracts';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX } from '@connector/contracts/providers/simulator';
import { buildTestApp, openDataDirDatabase, openFreshPostgres, signIn, TEST_ADMIN, type Database } from '@connector/server/test-kit';
import { startSimulator } from './suppliers-sync-simulator.ts';
import { cpuMeter, type CpuShares } from './write-back-cpu.ts';
import { bareWrites, BATCH, batchedWrites, prepareWrites, type ReferenceRate } from './write-back-reference.ts';
import { writeBack, type RunFigures } from './write-back-run.ts';
import { activeQuestionnaireMapping, demoAppId, linkedSuppliers, seedLinked, type LinkedSupplier } from './write-back-seed.ts';
import { benchDatabases, core as cpu, percent as pct, perSecond as per, seconds as s } from './figures.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SUPPLIERS = env('BENCH_SUPPLIERS', 10_000);
const LATENCY_MS = env('BENCH_LATENCY_MS', 50);
const PARALLEL = (process.env.BENCH_PARALLEL ?? '8,32').split(',').map(Number);
const REALM_SUPPLIERS = env('BENCH_REALM_SUPPLIERS', 12_000);
const REALM = SIMULATOR_DEFAULTS.ariba.realms[0];
const GOAL_SHARE = 0.8;
/** At most `parallel` writes in flight, each answered after the latency: the write-back's limit. */
const ceiling = (parallel: number) => parallel / (LATENCY_MS / 1000);

/**
 * The simulated Ariba counts every questionnaire write against its quotas (its defaults: this
 * bench sets none), and the server paces itself by them (decision 035): a load over them would
 * measure the quota, not the latency. At most `ceiling` writes a second; every supplier written
 * once by each reference and each run (an upper bound for a minute and for the hour).
 */
function aribaQuotasExceeded(): string[] {
  const quotas = SIMULATOR_DEFAULTS.ariba.quotas;
  const peak = ceiling(Math.max(...PARALLEL));
  const calls = (2 + benchDatabases().length) * PARALLEL.length * SUPPLIERS;
  return [
    ...(peak > quotas.second ? [`${per(peak)} over ${quotas.second.toLocaleString('en')} a second`] : []),
    ...(Math.min(peak * 60, calls) > quotas.minute ? [`up to ${Math.min(peak * 60, calls).toLocaleString('en')} calls over ${quotas.minute.toLocaleString('en')} a minute`] : []),
    ...(calls > quotas.hour ? [`${calls.toLocaleString('en')} calls over ${quotas.hour.toLocaleString('en')} an hour`] : []),
  ];
}

const overQuota = aribaQuotasExceeded();
if (overQuota.length > 0) throw new Error(`this load would meet the simulated Ariba's quotas (${overQuota.join('; ')}): lower BENCH_PARALLEL or BENCH_SUPPLIERS, or raise BENCH_LATENCY_MS`);

type Measured = ReferenceRate & { cpu: CpuShares };
interface References {
  stream: Measured;
  batched: Measured;
}
type Row = RunFigures & { database: string };

async function setLatency(simulatorUrl: string, latencyMs: number): Promise<void> {
  const response = await fetch(`${simulatorUrl}${SIM_CONTROL_PREFIX}${SIM_CONTROL_PATHS.faults}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ariba: { latencyMs }, orbis: { latencyMs } }),
  });
  if (!response.ok) throw new Error(`the simulator's faults answered ${response.status}`);
}

const ms = (n: number) => `${n.toFixed(0)}`;

/** The references at each number of calls in flight, run once, with the latency set. */
async function runReferences(simulatorUrl: string, suppliers: readonly LinkedSupplier[], mapping: MappingContent, references: Map<number, References>) {
  const prepared = await prepareWrites(simulatorUrl, suppliers, mapping);
  console.log(`  ${prepared.answers.toLocaleString('en')} answers to write, ${(prepared.answers / suppliers.length).toFixed(1)} per supplier`);
  await setLatency(simulatorUrl, LATENCY_MS);
  const measured = async (reference: () => Promise<ReferenceRate>): Promise<Measured> => {
    const meter = cpuMeter();
    const rate = await reference();
    return { ...rate, cpu: meter.stop() };
  };
  for (const parallel of PARALLEL) {
    const stream = await measured(() => bareWrites(prepared, parallel));
    const batched = await measured(() => batchedWrites(simulatorUrl, prepared, suppliers, parallel));
    references.set(parallel, { stream, batched });
    console.log(`  bare references at ${parallel}: stream ${per(stream.perSecond)} (${pct(stream.perSecond / ceiling(parallel))} of the limit), batched ${per(batched.perSecond)} (${pct(batched.perSecond / ceiling(parallel))})`);
  }
}

async function openDatabase(database: 'PGlite' | 'PostgreSQL', work: string): Promise<Database> {
  return database === 'PGlite' ? openDataDirDatabase(join(work, 'pglite')) : openFreshPostgres(process.env.BENCH_DATABASE_URL as string);
}

async function runDatabase(
  database: 'PGlite' | 'PostgreSQL',
  work: string,
  simulatorUrl: string,
  suppliers: readonly LinkedSupplier[],
  references: Map<number, References>,
): Promise<Row[]> {
  const db = await openDatabase(database, work);
  try {
    const { app } = await buildTestApp(db, { SIM_URL: simulatorUrl });
    try {
      const tokens = await signIn(app, TEST_ADMIN);
      const appId = await demoAppId(app, tokens);
      let started = performance.now();
      await seedLinked(db, appId, suppliers);
      console.log(`  ${database}: ${suppliers.length.toLocaleString('en')} linked suppliers stored in ${s((performance.now() - started) / 1000)}`);
      // Once, on the first database: the references use none.
      if (references.size === 0) await runReferences(simulatorUrl, suppliers, await activeQuestionnaireMapping(app, tokens, appId), references);
      const rows: Row[] = [];
      for (const parallel of PARALLEL) {
        started = performance.now();
        const figures = await writeBack({ db, app, tokens, appId, simulatorUrl, suppliers: suppliers.length }, parallel);
        if (figures.stored !== suppliers.length || figures.written !== suppliers.length) {
          throw new Error(`${figures.stored} suppliers stored and ${figures.written} written, not ${suppliers.length}`);
        }
        console.log(`  ${database} at ${parallel}: job ${s(figures.jobSeconds)}, ${per(suppliers.length / figures.jobSeconds)} (request to end ${s((performance.now() - started) / 1000)})`);
        if (figures.aribaRateLimited > 0) console.log(`  ${figures.aribaRateLimited} Ariba calls refused for a used-up quota: this run measured the quota, not the latency`);
        rows.push({ database, ...figures });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

function table(rows: Row[], references: Map<number, References>): string {
  const lines = [
    '| database | Parallel Orbis Calls | limit | job (queue pick-up) | suppliers/s | share of the limit | of the bare stream | of the bare batched shape | per batch, ms: Orbis call, writes (ideal), database | one write, ms | Ariba / Orbis calls | CPU: bench process (event loop busy) / simulators |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const rate = SUPPLIERS / r.jobSeconds;
    const share = rate / ceiling(r.parallel);
    const ref = references.get(r.parallel) as References;
    const p = r.phases;
    const ideal = (Math.min(SUPPLIERS, BATCH) / r.parallel) * LATENCY_MS;
    lines.push(
      `| ${r.database} | ${r.parallel} | ${per(ceiling(r.parallel))} | ${s(r.jobSeconds)} (${s(r.pickupSeconds)}) | ${per(rate)} | ` +
        `${pct(share)} (goal ≥ ${pct(GOAL_SHARE)}: ${share >= GOAL_SHARE ? 'met' : 'not met'}) | ${pct(rate / ref.stream.perSecond)} | ${pct(rate / ref.batched.perSecond)} | ` +
        `${ms(p.orbis)}, ${ms(p.mapping + p.writes)} (${ms(ideal)}), ${ms(p.database)} | ${p.writeCall.toFixed(1)} | ${r.aribaCalls.toLocaleString('en')} / ${r.orbisCalls} | ${cpu(r.cpu.self)} (${pct(r.loopBusy)}) / ${cpu(r.cpu.simulator)} |`,
    );
  }
  return lines.join('\n');
}

function referenceTable(references: Map<number, References>): string {
  const lines = [
    '| Parallel Orbis Calls | limit | bare stream | share | CPU: bench / simulators | bare batched shape | share | CPU: bench / simulators |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [parallel, { stream, batched }] of references) {
    const refused = stream.refused + batched.refused ? ` (${stream.refused + batched.refused} refused)` : '';
    lines.push(
      `| ${parallel} | ${per(ceiling(parallel))} | ${per(stream.perSecond)} | ${pct(stream.perSecond / ceiling(parallel))} | ${cpu(stream.cpu.self)} / ${cpu(stream.cpu.simulator)} | ` +
        `${per(batched.perSecond)} | ${pct(batched.perSecond / ceiling(parallel))}${refused} | ${cpu(batched.cpu.self)} / ${cpu(batched.cpu.simulator)} |`,
    );
  }
  return lines.join('\n');
}

console.log(
  [
    `Write-back: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${SUPPLIERS.toLocaleString('en')} linked suppliers of realm ${REALM} (of ${REALM_SUPPLIERS.toLocaleString('en')}), Ariba and Orbis latency ${LATENCY_MS} ms,`,
    `Parallel Orbis Calls ${PARALLEL.join(', ')}: limits ${PARALLEL.map((p) => per(ceiling(p))).join(', ')}.`,
    'Server, job queue and references in this process; the simulators in their own.',
  ].join('\n'),
);

const work = mkdtempSync(join(tmpdir(), 'bench-write-back-'));
const simulator = await startSimulator({
  SIM_ARIBA_REALM: `${REALM}:${REALM_SUPPLIERS}`,
  SIM_ORBIS_MAX_CONCURRENCY: String(Math.max(...PARALLEL, SIMULATOR_DEFAULTS.orbis.maxConcurrency)),
});
try {
  const suppliers = await linkedSuppliers(simulator, REALM, SUPPLIERS);
  const references = new Map<number, References>();
  const rows: Row[] = [];
  const databases = benchDatabases();
  for (const database of databases) {
    rows.push(...(await runDatabase(database, work, simulator.url, suppliers, references)));
  }
  if (references.size > 0) {
    console.log(`\n${referenceTable(references)}\n`);
    console.log(`${table(rows, references)}\n`);
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await simulator.stop();
  rmSync(work, { recursive: true, force: true });
}
