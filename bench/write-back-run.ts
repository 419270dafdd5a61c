/**
 * One measured write-back: the demo application saved with the run's Parallel Orbis Calls, every
 * answer forgotten, then `POST …/mappings/questionnaireMapping/run` (every linked supplier) and the
 * job queue's worker running the enhancement as in production. The job's start and end are read
 * from the queue's own row; what was stored, from the suppliers' rows.
 */
import { SimStats, SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX } from '@connector/contracts/providers/simulator';
import { bearer, type Database, type Tokens } from '@connector/server/test-kit';
import type { FastifyInstance } from 'fastify';
import { waitForJob } from './jobs.ts';
import { cpuMeter, type CpuShares } from './write-back-cpu.ts';
import { configureApp, forgetWritten } from './write-back-seed.ts';
import { traceCalls, type BatchPhases } from './write-back-trace.ts';

const TENANT = 'default';

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
  /** Ariba calls the simulator refused with 429 because a quota was used up: none unless a run outgrows Ariba's quotas. */
  aribaRateLimited: number;
  phases: BatchPhases;
  /** Share of the run this process's event loop was busy (server, database when embedded, nothing else). */
  loopBusy: number;
  cpu: CpuShares;
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
  const job = await waitForJob(db, 'company-views.enhance');
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
    aribaRateLimited: after.aribaRateLimited - before.aribaRateLimited,
    phases,
    loopBusy,
    cpu,
  };
}
