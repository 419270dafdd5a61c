/**
 * One run of the sync benchmark: the demo application set up through the API, Sync now, the run
 * followed in the database, and afterwards its phases read from the rows it wrote (timestamps of
 * the database and of the engine, not of this loop's polling).
 */
import type { App } from '@connector/contracts';
import { ARIBA_REGISTRATION_STATUSES } from '@connector/contracts/providers/ariba';
import type { SimSupplier } from '@connector/contracts/providers/simulator';
import { bearer, type Database, type Tokens } from '@connector/server/test-kit';
import type { FastifyInstance } from 'fastify';

const TENANT = 'default';
const POLL_MS = 1000;
const REPORT_EVERY_MS = 30_000;

/**
 * Finds the seeded demo application (wired to the simulators) and saves it as the console would,
 * with every registration status (so the whole realm is synced) and `parallel` Parallel Orbis Calls.
 */
export async function configureDemoApp(app: FastifyInstance, tokens: Tokens, { parallel }: { parallel: number }): Promise<{ appId: string; pageSize: number }> {
  const headers = bearer(tokens);
  const list = await app.inject({ url: '/api/apps', headers });
  const demo = list.json<{ data: { label: string; value: string }[] }>().data.find((entry) => entry.label === 'Demo');
  if (!demo) throw new Error(`no demo application: ${list.body}`);
  const got = await app.inject({ url: `/api/apps/${demo.value}`, headers });
  // Secrets read null, and null keeps the stored ones.
  const { appId: _id, appName: _name, tenantId: _tenant, service: _service, secretsSet: _set, params, ...rest } = got.json<{ data: App }>().data;
  const body = {
    ...rest,
    params: {
      ...params,
      moodys: { ...params.moodys, maxConcurrency: parallel },
      supplierDataWithPagination: { ...params.supplierDataWithPagination, registrationStatuses: [...ARIBA_REGISTRATION_STATUSES] },
    },
  };
  const saved = await app.inject({ method: 'PUT', url: `/api/apps/${demo.value}`, headers, payload: body });
  if (saved.statusCode !== 200) throw new Error(`demo application not saved: ${saved.body}`);
  const pageSize = Number(params.supplierDataWithPagination?.pageSize);
  return { appId: demo.value, pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : 100 };
}

export async function startSync(app: FastifyInstance, headers: Record<string, string>, appId: string): Promise<string> {
  const started = await app.inject({ method: 'POST', url: `/api/apps/${appId}/activity/sync`, headers });
  if (started.statusCode !== 200) throw new Error(`Sync now answered ${started.statusCode}: ${started.body}`);
  return started.json<{ data: { runId: string } }>().data.runId;
}

export interface RunState {
  state: string;
  error: string | null;
  total: number | null;
  pulled: number;
  matched: number;
  linkedAuto: number;
  waiting: number;
  failed: number;
  startedAt: number;
  finishedAt: number | null;
  /** While Ariba's quota is used up, when the run goes on (decision 035): no benchmark's load should ever see one. */
  resumesAt: number | null;
}

const epoch = (column: string) => `extract(epoch from ${column})::float8`;

async function readRun(db: Database, runId: string): Promise<RunState> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      SELECT state, error, total, pulled, matched, linked_auto AS "linkedAuto", waiting, failed,
             ${epoch('started_at')} AS "startedAt", ${epoch('finished_at')} AS "finishedAt", ${epoch('resumes_at')} AS "resumesAt"
      FROM supplier_sync_runs WHERE run_id = '${runId}'`),
  );
  const [row] = rows as unknown as RunState[];
  if (!row) throw new Error(`run ${runId} not found`);
  return row;
}

/** Waits until the run ends, telling how far it is every half minute. */
export async function waitForRun(db: Database, runId: string, report: (line: string) => void): Promise<RunState> {
  const started = performance.now();
  let reported = { at: started, matched: 0 };
  for (;;) {
    const run = await readRun(db, runId);
    if (run.state !== 'running') {
      if (run.state !== 'done') throw new Error(`the run ended ${run.state}: ${run.error}`);
      return run;
    }
    const now = performance.now();
    if (now - reported.at >= REPORT_EVERY_MS) {
      const rate = ((run.matched - reported.matched) / (now - reported.at)) * 1000;
      const paused = run.resumesAt === null ? '' : `, paused for Ariba's quota until ${new Date(run.resumesAt * 1000).toISOString()}`;
      report(`${((now - started) / 1000).toFixed(0)} s: pulled ${run.pulled}/${run.total ?? '?'}, matched ${run.matched} (${rate.toFixed(1)}/s lately)${paused}`);
      reported = { at: now, matched: run.matched };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface Phases {
  state: string;
  failed: number;
  pulled: number;
  pages: number;
  matched: number;
  linkedAuto: number;
  /** From Sync now until the last page was written (the job's pick-up and Ariba's token included). */
  pullSeconds: number;
  /** From the last page written until the last decision written. */
  matchSeconds: number;
  matchPerSecond: number;
  runSeconds: number;
}

/** The run's phases from what it wrote: rows are created by the pull and decided by the match. */
export async function phasesOf(db: Database, appId: string, pageSize: number, run: RunState): Promise<Phases> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      SELECT ${epoch('max(created_at)')} AS "lastWritten", ${epoch('max(processing_date)')} AS "lastDecided"
      FROM suppliers WHERE tenant_id = '${TENANT}' AND app_id = '${appId}'`),
  );
  const [{ lastWritten, lastDecided }] = rows as unknown as [{ lastWritten: number; lastDecided: number }];
  const matchSeconds = lastDecided - lastWritten;
  return {
    state: run.state,
    failed: run.failed,
    pulled: run.pulled,
    pages: Math.ceil(run.pulled / pageSize),
    matched: run.matched,
    linkedAuto: run.linkedAuto,
    pullSeconds: lastWritten - run.startedAt,
    matchSeconds,
    matchPerSecond: run.matched / matchSeconds,
    runSeconds: (run.finishedAt ?? lastDecided) - run.startedAt,
  };
}

/** Automatic links against the simulator's truth: right among those made, and among those that could be. */
export async function precisionAndRecall(db: Database, appId: string, truth: readonly SimSupplier[]): Promise<{ precision: number; recall: number }> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`SELECT supplier_id AS "supplierId", bvd_id AS "bvdId" FROM suppliers WHERE tenant_id = '${TENANT}' AND app_id = '${appId}' AND link_source = 'auto'`),
  );
  const auto = rows as unknown as { supplierId: string; bvdId: string }[];
  const truthOf = new Map(truth.map((s) => [s.smVendorId, s.trueBvdId]));
  const right = auto.filter((row) => row.bvdId === truthOf.get(row.supplierId)).length;
  const known = truth.filter((s) => s.trueBvdId !== null).length;
  return { precision: auto.length ? right / auto.length : NaN, recall: known ? right / known : NaN };
}
