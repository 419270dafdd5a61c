// A whole server on a test database, for the test that kills one in the middle of a supplier sync
// (src/modules/suppliers/kill.test.ts):
//   node --import tsx test/supplier-worker.ts <postgres URL> <simulator URL> [start]
// With `start` it presses Sync now on the demo application and prints `run <id>`; then, and
// without it, it keeps serving its job queue until it is killed.
import { DEMO_APP_ID } from '../src/modules/applications/index.ts';
import { openPostgresDatabase } from './databases.ts';
import { TEST_TIMING } from './jobs.ts';
import { bearer, signIn } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN } from './test-app.ts';

const [url = '', simulatorUrl = '', start] = process.argv.slice(2);
const db = await openPostgresDatabase(url);
// One key for every instance on this database, as a deployment's instances share theirs.
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');
const { app } = await buildTestApp(db, { SIM_URL: simulatorUrl, SECRETS_KEY }, { queueTiming: TEST_TIMING });
if (start === 'start') {
  const tokens = await signIn(app, TEST_ADMIN);
  const started = await app.inject({ method: 'POST', url: `/api/apps/${DEMO_APP_ID}/activity/sync`, headers: bearer(tokens) });
  if (started.statusCode !== 200) throw new Error(`Sync now answered ${started.statusCode}: ${started.body}`);
  process.stdout.write(`run ${started.json<{ data: { runId: string } }>().data.runId}\n`);
}
process.stdout.write('ready\n');
