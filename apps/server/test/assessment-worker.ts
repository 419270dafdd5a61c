// A whole server on a test database, for the test that kills one while it follows assessments
// (src/modules/assessments/kill.test.ts):
//   node --import tsx test/assessment-worker.ts <postgres URL> <simulator URL> [start <count>]
// With `start` it syncs the demo application, starts a Compliance Catalyst assessment of `count`
// linked suppliers and prints `started <count>`; then, and without it, it keeps serving its job
// queue until it is killed.
import { and, eq, isNotNull } from 'drizzle-orm';
import { suppliers, supplierSyncRuns } from '../src/db/schema/index.ts';
import { DEMO_APP_ID } from '../src/modules/applications/index.ts';
import { openPostgresDatabase } from './databases.ts';
import { TEST_TIMING, until } from './jobs.ts';
import { bearer, signIn } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN } from './test-app.ts';

const [url = '', simulatorUrl = '', start, count = '0'] = process.argv.slice(2);
const db = await openPostgresDatabase(url);
// One key for every instance on this database, as a deployment's instances share theirs.
const SECRETS_KEY = Buffer.alloc(32, 13).toString('base64');
const { app } = await buildTestApp(db, { SIM_URL: simulatorUrl, SECRETS_KEY }, { queueTiming: TEST_TIMING });
if (start === 'start') {
  const headers = bearer(await signIn(app, TEST_ADMIN));
  const api = `/api/apps/${DEMO_APP_ID}`;
  const synced = await app.inject({ method: 'POST', url: `${api}/activity/sync`, headers });
  if (synced.statusCode !== 200) throw new Error(`Sync now answered ${synced.statusCode}: ${synced.body}`);
  const runId = synced.json<{ data: { runId: string } }>().data.runId;
  const runState = async () =>
    (await db.forTenant('default', (tx) => tx.select().from(supplierSyncRuns).where(eq(supplierSyncRuns.runId, runId))))[0]?.state;
  await until('the sync to end', runState, (state) => state !== 'running', { timeoutMs: 120_000 });
  const linked = await db.forTenant('default', (tx) =>
    tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), isNotNull(suppliers.bvdId), isNotNull(suppliers.catalystQuestionnaireId))),
  );
  const models = (await app.inject({ method: 'GET', url: `${api}/catalyst/models`, headers })).json<{ data: { models: { id: string }[] } }>().data.models;
  const chosen = linked.slice(0, Number(count));
  if (chosen.length < Number(count)) throw new Error(`only ${chosen.length} linked suppliers to assess`);
  for (const supplier of chosen) {
    const started = await app.inject({ method: 'POST', url: `${api}/catalyst/assesment`, headers, payload: { bvdId: supplier.bvdId, modelId: models[0]?.id } });
    if (started.statusCode !== 201) throw new Error(`Start answered ${started.statusCode}: ${started.body}`);
  }
  process.stdout.write(`started ${chosen.length}\n`);
}
process.stdout.write('ready\n');
