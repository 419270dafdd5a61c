/**
 * One measured write-back: the demo application saved with the run's Parallel Orbis Calls, every
 * answer forgotten, then `POST …/mappings/questionnaireMapping/run` (every linked supplier) and the
 * job queue's worker running the enhancement as in production. The job's start and end are read
 * from the queue's own row; what was stored, from the suppliers' rows.
 */
import { SimStats, SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX } from '@connector/contracts/providers/simulator';
import { bearer, type Database, type Tokens } from '@connector/server/test-kit';
import type { FastifyInstance } from 'fastify';
import { cpuMeter, type CpuShares } from './write-back-cpu.ts';
import { configureApp, forgetWritten } from './write-back-seed.ts';
import { traceCalls, type BatchPhases } from './write-back-trace.ts';

const TENANT = 'default';
const POLL_MS = 200;
const JOB_TIMEOUT_MS = 15 * 60_000;

export interface RunFigures {
  parallel: number;
  /** From the request to the queue's worker starting the job. */
  pickupSeconds: number;
  /** The job, from its start to its completion: every supplier read, asked, written and stored. */
  jobSeconds: number;
  stored: number;
  /** Suppliers whose questionnaire received answers. */
  written: number;
  aribaCalls: number;
  orbisCalls: number;
  phases: BatchPhases;
  /** Share of the run this process's event loop was busy (server, database when embedded, nothing else). */
  loopBusy: number;
  cpu: CpuShares;
}

interface JobRow {
  state: string;
  created: number;
  started: number | null;
  completed: number | null;
  output: unknown;
}

/** The newest enhancement job; the request's own, since the request commits it before answering. */
async function latestJob(db: Database): Promise<JobRow | undefined> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      SELECT state, extract(epoch from created_on)::float8 * 1000 AS created, extract(epoch from started_on)::float8 * 1000 AS started,
             extract(epoch from completed_on)::float8 * 1000 AS completed, output
      FROM pgboss.job WHERE name = 'company-views.enhance' ORDER BY created_on DESC LIMIT 1`),
  );
  return (rows as unknown as JobRow[])[0];
}

async function waitForJob(db: Database): Promise<JobRow & { started: number; completed: number }> {
  const until = performance.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const job = await latestJob(db);
    if (job?.state === 'completed' && job.started !== null && job.completed !== null) return { ...job, started: job.started, completed: job.completed };
    // An attempt that failed would be retried later with backoff: the figures would mean nothing.
    if (job && ['failed', 'cancelled', 'retry'].includes(job.state)) throw new Error(`the enhancement job ended ${job.state}: ${JSON.stringify(job.output)}`);
    if (performance.now() > until) throw new Error(`the enhancement job did not end within ${JOB_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function storedOf(db: Database, appId: string): Promise<{ stored: number; written: number }> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      SELECT count(*) FILTER (WHERE enhanced_bvd_id = bvd_id)::int AS stored, count(*) FILTER (WHERE written_answers <> '{}'::jsonb)::int AS written
      FROM suppliers WHERE tenant_id = '${TENANT}' AND app_id = '${appId}'`),
  );
  return (rows as unknown as { stored: number; written: number }[])[0] ?? { stored: 0, written: 0 };
}

async function simStats(simulatorUrl: string): Promise<SimStats> {
  return SimStats.parse(await (await fetch(`${simulatorUrl}${SIM_CONTROL_PREFIX}${SIM_CONTROL_PATHS.stats}`)).json());
}

export interface RunContext {
  db: Database;
  app: FastifyInstance;
  tokens: Tokens;
  appId: string;
  simulatorUrl: string;
  suppliers: number;
}

/** Writes back every linked supplier with `parallel` Parallel Orbis Calls and answers what it took. */
export async function writeBack({ db, app, tokens, appId, simulatorUrl, suppliers }: RunContext, parallel: number): Promise<RunFigures> {
  await configureApp(app, tokens, appId, parallel);
  await forgetWritten(db, appId);
  const before = await simStats(simulatorUrl);
  const trace = traceCalls();
  const requested = Date.now();
  const loop = performance.eventLoopUtilization();
  const meter = cpuMeter();
  const answer = await app.inject({ method: 'POST', url: `/api/apps/${appId}/mappings/questionnaireMapping/run`, headers: bearer(tokens), payload: {} });
  if (answer.statusCode !== 202) throw new Error(`the write-back request answered ${answer.statusCode}: ${answer.body}`);
  const { queued } = answer.json<{ data: { queued: number } }>().data;
  if (queued !== suppliers) throw new Error(`${queued} suppliers queued, not ${suppliers}`);
  const job = await waitForJob(db);
  const loopBusy = performance.eventLoopUtilization(loop).utilization;
  const cpu = meter.stop();
  const phases = trace.stop();
  const after = await simStats(simulatorUrl);
  const calls = (provider: 'ariba' | 'orbis') => (after.requests[provider] ?? 0) - (before.requests[provider] ?? 0);
  return {
    parallel,
    pickupSeconds: (job.started - requested) / 1000,
    jobSeconds: (job.completed - job.started) / 1000,
    ...(await storedOf(db, appId)),
    aribaCalls: calls('ariba'),
    orbisCalls: calls('orbis'),
    phases,
    loopBusy,
    cpu,
  };
}
