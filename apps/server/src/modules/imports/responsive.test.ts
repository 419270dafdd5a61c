import type { ImportBatch, ImportStatus } from '@connector/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { openWorld, type World } from '../../../test/world.ts';

const ROWS = 5_000;
const pad = (n: number) => String(n).padStart(5, '0');

/**
 * A batch of many small chunks: the server goes on answering while the job applies them. On the
 * embedded database every statement settles without giving the event loop a turn, so a job that
 * never yielded would hold back every request, the upload's own answer first, until it ended.
 */
describe.each(testDatabases)('the server while a batch is applied, on $name', (database) => {
  let w: World;
  let appId: string;

  beforeAll(async () => {
    // The queue's own timing: the upload wakes the import's worker (see batch.test.ts).
    w = await openWorld(database, { env: { IMPORT_CHUNK_ROWS: '50' } });
    appId = dataOf<{ appId: string }>(await w.call('superAdmin', 'POST', '/api/apps', { appName: 'Imports_Busy' }), 201).appId;
    await w.db.forTenant('default', (tx) =>
      tx.execute(sql`
        insert into suppliers (tenant_id, app_id, supplier_id, name, state)
        select 'default', ${appId}::uuid, 'S' || lpad(g::text, 5, '0'), 'Supplier ' || g, 'unmatched' from generate_series(0, ${ROWS - 1}) as g`),
    );
  });
  afterAll(() => w?.close());

  it('answers the upload and the progress calls while the rows are being applied', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({ smVendorId: `S${pad(i)}`, BvDId: `GB${pad(i)}`, row: i + 2 }));
    const url = `/api/apps/${appId}/supplier/batch`;
    const batch = dataOf<ImportBatch>(await w.call('tenantAdmin', 'POST', url, { rows, fileName: 'busy.xlsx' }), 201);
    expect(batch.total).toBe(ROWS);

    const status = async () => dataOf<ImportStatus>(await w.call('tenantAdmin', 'GET', url));
    const during = await status();
    expect(during.inProgress).toBe(true);
    const done = (s: ImportStatus) => (s.batch ? s.batch.linked + s.batch.unchanged + s.batch.failed : 0);
    expect(done(during)).toBeLessThan(ROWS);

    const after = await until(`the ${ROWS} rows to be applied`, status, (s) => !s.inProgress, { timeoutMs: 90_000 });
    expect(after.batch).toMatchObject({ status: 'done', linked: ROWS, failed: 0 });
  }, 120_000);
});
