import { IMPORT_MESSAGES, type ImportBatch, type ImportCheck, type ImportResults, type ImportStatus } from '@connector/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, importBatches, importRows, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { openWorld, type World } from '../../../test/world.ts';

/** A file as the console reads it: sheet rows from 2 (row 1 is the header). */
const FILE = [
  ['S-FREE-1', ' gb1000000001 '], // 2: linked (trimmed, in capitals)
  ['S-LINKED', 'GB0000000001'], // 3: unchanged
  ['S-RELINK', 'GB1000000003'], // 4: linked, replacing GB0000000050
  ['', 'GB1000000004'], // 5: missing value
  ['S-FREE-2', 'missing'], // 6: missing value
  ['S-FREE-2', '12-not-one'], // 7: malformed BvD ID
  ['S-FREE-1', 'GB1000000009'], // 8: supplier repeated (row 2)
  ['S-FREE-3', 'GB1000000001'], // 9: BvD ID earlier in the file (row 2)
  ['S-NOPE', 'GB1000000010'], // 10: unknown supplier
  ['S-FREE-3', 'GB0000000099'], // 11: BvD ID linked to S-OTHER
].map(([smVendorId, BvDId], index) => ({ smVendorId, BvDId, row: index + 2 }));

describe.each(testDatabases)('a supplier import from check to retry on $name', (database) => {
  let w: World;
  let appId: string;
  let batchId: string;

  const url = (path = '') => `/api/apps/${appId}/supplier/batch${path}`;
  const status = async () => dataOf<ImportStatus>(await w.call('tenantAdmin', 'GET', url()));
  const finished = () => until('the import batch to finish', status, (s) => !s.inProgress);
  const results = async (query = '') => dataOf<ImportResults>(await w.call('tenantAdmin', 'GET', url(`/${batchId}/results${query}`)));
  const supplier = async (supplierId: string) =>
    (await w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(and(eq(suppliers.appId, appId), eq(suppliers.supplierId, supplierId)))))[0];
  const written = () =>
    w.db.forTenant('default', async (tx) => ({
      batches: (await tx.select({ n: count() }).from(importBatches))[0]?.n,
      rows: (await tx.select({ n: count() }).from(importRows))[0]?.n,
      suppliers: await tx.select().from(suppliers).where(eq(suppliers.appId, appId)),
    }));

  beforeAll(async () => {
    // The queue's own timing: an upload and a retry wake the import's worker, and the test timing's
    // polling every half second by each of the server's workers would hold up the embedded database.
    w = await openWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('superAdmin', 'POST', '/api/apps', { appName: 'Imports_Flow' }), 201).appId;
    const linkedAt = new Date('2026-01-01T00:00:00Z');
    const linked = (supplierId: string, bvdId: string) => ({ supplierId, name: supplierId, state: 'linked' as const, bvdId, linkSource: 'manual' as const, linkedAt });
    const rows = [
      { supplierId: 'S-FREE-1', name: 'Free one', state: 'unmatched' as const },
      { supplierId: 'S-FREE-2', name: 'Free two', state: 'unmatched' as const },
      { supplierId: 'S-FREE-3', name: 'Free three', state: 'pending' as const },
      linked('S-LINKED', 'GB0000000001'),
      linked('S-RELINK', 'GB0000000050'),
      linked('S-OTHER', 'GB0000000099'),
    ];
    await w.db.forTenant('default', (tx) => tx.insert(suppliers).values(rows.map((row) => ({ ...row, tenantId: 'default', appId }))));
  });
  afterAll(() => w?.close());

  it('previews every row with its verdict, writing nothing', async () => {
    const before = await written();
    const check = dataOf<ImportCheck>(await w.call('tenantAdmin', 'POST', url('/check'), { rows: FILE }));
    expect(check).toMatchObject({ total: 10, valid: 3, invalid: 7, toLink: 1, toRelink: 1, unchanged: 1 });
    expect(check.reasons).toEqual({ missingValue: 2, malformedBvdId: 1, duplicateSupplier: 1, bvdIdInFile: 1, unknownSupplier: 1, bvdIdLinked: 1 });
    // Row numbers only: the console holds the values it sent.
    expect(check.issues).toEqual({
      missingValue: { rows: [5, 6] },
      malformedBvdId: { rows: [7] },
      duplicateSupplier: { rows: [8], earlierRows: [2] },
      bvdIdInFile: { rows: [9], earlierRows: [2] },
      unknownSupplier: { rows: [10] },
      bvdIdLinked: { rows: [11], holders: ['S-OTHER'] },
    });
    expect(await written()).toEqual(before);
  });

  it('uploads, applies the rows with the link rules and the audit of a manual link, and answers per-row results', async () => {
    const started = await w.call('tenantAdmin', 'POST', url(), { rows: FILE, fileName: 'suppliers.xlsx' });
    expect(started.json()).toMatchObject({ success: true, message: IMPORT_MESSAGES.uploaded });
    const batch = dataOf<ImportBatch>(started, 201);
    batchId = batch.batchId;
    // The rows the file's own rules refuse are failed from the start.
    expect(batch).toMatchObject({ status: 'running', run: 1, fileName: 'suppliers.xlsx', total: 10, failed: 5, remaining: 5, uploadedBy: w.users.tenantAdmin.email });

    const done = await finished();
    expect(done.batch).toMatchObject({ batchId, status: 'done', total: 10, done: 10, remaining: 0, linked: 2, unchanged: 1, failed: 7, retryable: 2, error: null });
    expect(done.batch?.finishedAt).not.toBeNull();

    const { rows } = await results();
    expect(rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'linked', null],
      [3, 'unchanged', null],
      [4, 'linked', null],
      [5, 'failed', 'missingValue'],
      [6, 'failed', 'missingValue'],
      [7, 'failed', 'malformedBvdId'],
      [8, 'failed', 'duplicateSupplier'],
      [9, 'failed', 'bvdIdInFile'],
      [10, 'failed', 'unknownSupplier'],
      [11, 'failed', 'bvdIdLinked'],
    ]);
    expect(rows[2]).toMatchObject({ smVendorId: 'S-RELINK', BvDId: 'GB1000000003', previousBvdId: 'GB0000000050' });
    expect(rows[9]).toMatchObject({ holder: 'S-OTHER' });
    expect((await results('?outcome=failed')).rows.map((r) => r.row)).toEqual([5, 6, 7, 8, 9, 10, 11]);

    const userId = w.users.tenantAdmin.userId;
    expect(await supplier('S-FREE-1')).toMatchObject({ bvdId: 'GB1000000001', state: 'linked', linkSource: 'import', linkedBy: userId });
    expect(await supplier('S-RELINK')).toMatchObject({ bvdId: 'GB1000000003', linkSource: 'import' });
    expect(await supplier('S-LINKED')).toMatchObject({ bvdId: 'GB0000000001', linkSource: 'manual' });
    expect(await supplier('S-FREE-3')).toMatchObject({ bvdId: null, state: 'pending' });

    const events = await w.db.forTenant('default', (tx) => tx.select().from(auditEvents).where(eq(auditEvents.entity, 'supplier')));
    expect(events.map((e) => [e.entityId, e.action, e.actorId, e.actorEmail, e.after?.linkSource]).sort()).toEqual([
      [`${appId}:S-FREE-1`, 'link', userId, w.users.tenantAdmin.email, 'import'],
      [`${appId}:S-RELINK`, 'relink', userId, w.users.tenantAdmin.email, 'import'],
    ]);
  });

  it('refuses a second batch and a retry while one is in progress, writing nothing', async () => {
    await w.db.forTenant('default', (tx) => tx.insert(importBatches).values({ tenantId: 'default', appId, total: 0, status: 'running' }));
    try {
      expect((await status()).inProgress).toBe(true);
      const before = await written();
      const second = await w.call('tenantAdmin', 'POST', url(), { rows: FILE });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ success: false, message: IMPORT_MESSAGES.inProgress });
      const retry = await w.call('tenantAdmin', 'POST', url(`/${batchId}/retry`));
      expect(retry.statusCode).toBe(409);
      expect(await written()).toEqual(before);
    } finally {
      await w.db.forTenant('default', (tx) => tx.delete(importBatches).where(eq(importBatches.total, 0)));
    }
  });

  it('retries only the failed rows a change can cure, and links them once the cause is fixed', async () => {
    await w.db.forTenant('default', (tx) => tx.insert(suppliers).values({ tenantId: 'default', appId, supplierId: 'S-NOPE', name: 'Synced since' }));
    const unlinked = await w.call('tenantAdmin', 'POST', `/api/apps/${appId}/unlinkSupplier`, { supplierId: 'S-OTHER', bvdId: 'GB0000000099' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);

    const retried = await w.call('tenantAdmin', 'POST', url(`/${batchId}/retry`));
    expect(retried.json()).toMatchObject({ success: true, message: IMPORT_MESSAGES.retried });
    expect(dataOf<ImportBatch>(retried)).toMatchObject({ status: 'running', run: 2, failed: 5, retryable: 0, remaining: 2, finishedAt: null });

    const done = await finished();
    expect(done.batch).toMatchObject({ status: 'done', run: 2, linked: 4, unchanged: 1, failed: 5, retryable: 0, remaining: 0 });
    const { rows } = await results();
    expect(rows.filter((r) => r.row >= 10).map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [10, 'linked', null],
      [11, 'linked', null],
    ]);
    expect(await supplier('S-NOPE')).toMatchObject({ bvdId: 'GB1000000010', linkSource: 'import' });
    expect(await supplier('S-FREE-3')).toMatchObject({ bvdId: 'GB0000000099', linkSource: 'import' });

    const again = await w.call('tenantAdmin', 'POST', url(`/${batchId}/retry`));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: IMPORT_MESSAGES.nothingToRetry });
  });
});
