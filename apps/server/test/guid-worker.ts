// A whole server on a test database, for the test that kills one during an application call
// (src/modules/async-requests/kill.test.ts):
//   node --import tsx test/guid-worker.ts <postgres URL> <simulator URL> <guid> call|retry
// `call` adds supplier GUID-1 to the demo application, starts its own-entity request with request
// guid <guid> without waiting for the answer, prints `calling`, and keeps serving until killed.
// `retry` sends the same call with the same guid, again while it answers 504 (the guid is still
// held), and prints `answered <JSON>` with the answer and what `GET /api/asyncRequest/<guid>` says.
import { REQUEST_GUID_HEADER } from '@connector/contracts';
import { suppliers } from '../src/db/schema/index.ts';
import { DEMO_APP_ID } from '../src/modules/applications/index.ts';
import { openPostgresDatabase } from './databases.ts';
import { TEST_TIMING, until } from './jobs.ts';
import { bearer, signIn } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN } from './test-app.ts';

const GUID_SUPPLIER = 'GUID-1';
const GUID_COMPANY = 'Oliveira Interrompida Lda';
/** Longer than a run's lease (async-requests LEASE_MS) and a server's start on a busy machine. */
const RETRY_MS = 150_000;

const [url = '', simulatorUrl = '', guid = '', mode = ''] = process.argv.slice(2);
const db = await openPostgresDatabase(url);
// One key for every instance on this database, as a deployment's instances share theirs.
const SECRETS_KEY = Buffer.alloc(32, 17).toString('base64');
const { app } = await buildTestApp(db, { SIM_URL: simulatorUrl, SECRETS_KEY }, { queueTiming: TEST_TIMING });
const headers = { ...bearer(await signIn(app, TEST_ADMIN)), [REQUEST_GUID_HEADER]: guid };
const form = { CompanyName: GUID_COMPANY, StreetAdress1: 'Rua da Prata 3', City: 'Lisboa', Country: 'PT', ProductOption: 'Supply' };
const call = () => app.inject({ method: 'POST', url: `/api/apps/${DEMO_APP_ID}/supplier/${GUID_SUPPLIER}/ownEntity`, headers, payload: form });
const answerOf = async () => {
  const response = await call();
  return { status: response.statusCode, body: response.json<unknown>() };
};

if (mode === 'call') {
  await db.forTenant('default', (tx) =>
    tx.insert(suppliers).values({ tenantId: 'default', appId: DEMO_APP_ID, supplierId: GUID_SUPPLIER, name: 'Guid Supplier', country: 'PT', state: 'unmatched' }),
  );
  // Never answered: the process is killed while Orbis takes its time.
  void call();
  process.stdout.write('calling\n');
} else if (mode === 'retry') {
  const answer = await until('the retried call to be run', answerOf, (response) => response.status !== 504, { timeoutMs: RETRY_MS, intervalMs: 1_000 });
  const outcome = await app.inject({ method: 'GET', url: `/api/asyncRequest/${guid}`, headers });
  process.stdout.write(`answered ${JSON.stringify({ ...answer, outcome: outcome.json() })}\n`);
} else {
  throw new Error(`unknown mode ${mode}`);
}
