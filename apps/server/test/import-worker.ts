// A whole server on a test database, for the test that kills one in the middle of a supplier
// import (src/modules/imports/kill.test.ts):
//   node --import tsx test/import-worker.ts <postgres URL> <rows per chunk> [fixture.json]
// With a fixture ({ suppliers, rows }) it stores the suppliers in the demo application, uploads
// the rows as a batch and prints `batch <id>`; then, and without it, it serves its job queue
// until it is killed.
import { readFileSync } from 'node:fs';
import { suppliers } from '../src/db/schema/index.ts';
import { DEMO_APP_ID } from '../src/modules/applications/index.ts';
import { openPostgresDatabase } from './databases.ts';
import { TEST_TIMING } from './jobs.ts';
import { bearer, signIn } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN } from './test-app.ts';

const [url = '', chunkRows = '1000', fixture] = process.argv.slice(2);
const db = await openPostgresDatabase(url);
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');
const { app } = await buildTestApp(db, { SECRETS_KEY, IMPORT_CHUNK_ROWS: chunkRows }, { queueTiming: TEST_TIMING });
if (fixture) {
  const { suppliers: stored, rows } = JSON.parse(readFileSync(fixture, 'utf8')) as { suppliers: { supplierId: string; bvdId: string | null }[]; rows: unknown[] };
  await db.forTenant('default', async (tx) => {
    const values = stored.map((s) => ({ tenantId: 'default', appId: DEMO_APP_ID, supplierId: s.supplierId, name: s.supplierId, bvdId: s.bvdId, state: s.bvdId ? ('linked' as const) : ('unmatched' as const), linkSource: s.bvdId ? ('manual' as const) : null }));
    for (let at = 0; at < values.length; at += 5000) await tx.insert(suppliers).values(values.slice(at, at + 5000));
  });
  const tokens = await signIn(app, TEST_ADMIN);
  const started = await app.inject({ method: 'POST', url: `/api/apps/${DEMO_APP_ID}/supplier/batch`, headers: bearer(tokens), payload: { rows } });
  if (started.statusCode !== 201) throw new Error(`The upload answered ${started.statusCode}: ${started.body}`);
  process.stdout.write(`batch ${started.json<{ data: { batchId: string } }>().data.batchId}\n`);
}
process.stdout.write('ready\n');
