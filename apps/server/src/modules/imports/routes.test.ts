import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportBatch, type ImportCheck } from '@connector/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatches, importRows, suppliers } from '../../db/schema/index.ts';
import { accessTests, withField } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, type World } from '../../../test/world.ts';

const VALID = { rows: [{ smVendorId: 'S-1', BvDId: 'GB0000000001' }] };

describe.each(testDatabases)('supplier import calls on $name', (database) => {
  let w: World;
  let appId: string;
  let betaAppId: string;
  let batchId: string;
  let betaBatchId: string;

  const url = (path: string, app = appId) => `/api/apps/${app}/supplier/batch${path}`;
  const written = () =>
    w.db.allTenants(async (tx) => ({
      batches: (await tx.select({ n: count() }).from(importBatches))[0]?.n,
      rows: (await tx.select({ n: count() }).from(importRows))[0]?.n,
    }));

  async function createApp(actor: 'superAdmin' | 'betaAdmin', appName: string): Promise<string> {
    return dataOf<{ appId: string }>(await w.call(actor, 'POST', '/api/apps', { appName }), 201).appId;
  }

  beforeAll(async () => {
    w = await openWorld(database);
    appId = await createApp('superAdmin', 'Imports_A');
    betaAppId = await createApp('betaAdmin', 'Imports_B');
    await w.db.forTenant('default', (tx) => tx.insert(suppliers).values({ tenantId: 'default', appId, supplierId: 'S-1', name: 'One' }));
    // Rows the file's own rules refuse finish the batch at once: no job is needed to have one.
    const missing = { rows: [{ smVendorId: 'S-1', BvDId: '' }] };
    batchId = dataOf<ImportBatch>(await w.call('tenantAdmin', 'POST', url(''), missing), 201).batchId;
    betaBatchId = dataOf<ImportBatch>(await w.call('betaAdmin', 'POST', url('', betaAppId), missing), 201).batchId;
  });
  afterAll(() => w?.close());

  describe('access', () => {
    accessTests(() => w, [
      {
        endpoint: 'POST supplier/batch/check',
        method: 'POST',
        url: () => url('/check'),
        payload: () => VALID,
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url('/check', betaAppId) },
      },
      {
        endpoint: 'POST supplier/batch',
        method: 'POST',
        url: () => url(''),
        payload: () => VALID,
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url('', betaAppId) },
      },
      {
        endpoint: 'GET supplier/batch',
        method: 'GET',
        url: () => url(''),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('', betaAppId) },
      },
      {
        endpoint: 'GET supplier/batch/{batchId}/results',
        method: 'GET',
        url: () => url(`/${batchId}/results`),
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url(`/${betaBatchId}/results`, betaAppId) },
      },
      {
        endpoint: 'POST supplier/batch/{batchId}/retry',
        method: 'POST',
        url: () => url(`/${batchId}/retry`),
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url(`/${betaBatchId}/retry`, betaAppId) },
      },
    ]);

    it('answers 404 for a batch of another application, or of another tenant under one’s own application', async () => {
      const otherApp = await createApp('superAdmin', 'Imports_C');
      for (const path of [url(`/${batchId}/results`, otherApp), url(`/${betaBatchId}/results`), url(`/${betaBatchId}/retry`)]) {
        const method = path.endsWith('retry') ? 'POST' : 'GET';
        const answer = await w.call('tenantAdmin', method, path);
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json()).toMatchObject({ success: false, message: IMPORT_MESSAGES.notFound });
      }
    });

    it('keeps each tenant’s batches and rows behind row-level security', async () => {
      const seen = await w.db.forTenant('beta', async (tx) => ({
        batches: await tx.select().from(importBatches),
        rows: await tx.select().from(importRows),
      }));
      expect(seen.batches.map((b) => b.batchId)).toEqual([betaBatchId]);
      expect(new Set(seen.rows.map((r) => r.batchId))).toEqual(new Set([betaBatchId]));
    });
  });

  describe('bad bodies', () => {
    const row = (extra: object) => ({ rows: [{ ...VALID.rows[0], ...extra }] });
    const cases: { name: string; body: object; field: string; message?: string }[] = [
      { name: 'no rows', body: {}, field: 'body.rows' },
      { name: 'rows not a list', body: { rows: 'S-1,GB1' }, field: 'body.rows' },
      { name: 'an empty list', body: { rows: [] }, field: 'body.rows', message: IMPORT_MESSAGES.noRows },
      { name: 'too many rows', body: { rows: Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => ({})) }, field: 'body.rows', message: IMPORT_MESSAGES.tooManyRows },
      { name: 'a row that is no object', body: { rows: ['S-1'] }, field: 'body.rows.0' },
      { name: 'a number for the supplier', body: row({ smVendorId: 12 }), field: 'body.rows.0.smVendorId' },
      { name: 'a cell too long', body: row({ BvDId: 'G'.repeat(201) }), field: 'body.rows.0.BvDId', message: IMPORT_MESSAGES.cellTooLong },
      { name: 'row number 0', body: row({ row: 0 }), field: 'body.rows.0.row' },
      { name: 'a file name too long', body: withField(VALID, 'fileName', 'f'.repeat(256)), field: 'body.fileName', message: IMPORT_MESSAGES.fileNameTooLong },
    ];

    it.each(cases)('$name: 400 naming the field on both calls, nothing written', async ({ body, field, message }) => {
      const before = await written();
      for (const path of [url('/check'), url('')]) {
        // The check has no file name: an unknown member is left out, as everywhere.
        if (path === url('/check') && field === 'body.fileName') continue;
        expectFieldError(await w.call('tenantAdmin', 'POST', path, body), field, message ?? (expect.any(String) as unknown as string));
      }
      expect(await written()).toEqual(before);
    });

    it('answers 413 with its own message above the size limit, and 401 before reading it without a token', async () => {
      const before = await written();
      const cell = 'x'.repeat(IMPORT_LIMITS.maxCellLength);
      const huge = JSON.stringify({ rows: Array.from({ length: 90_000 }, () => ({ smVendorId: cell, BvDId: cell })) });
      expect(huge.length).toBeGreaterThan(IMPORT_LIMITS.maxBodyBytes);
      for (const path of [url('/check'), url('')]) {
        const headers = { 'content-type': 'application/json' };
        const refused = await w.app.inject({ method: 'POST', url: path, payload: huge, headers: { ...headers, authorization: `Bearer ${w.tokens.tenantAdmin.access_token}` } });
        expect(refused.statusCode).toBe(413);
        expect(refused.json()).toEqual({ success: false, message: IMPORT_MESSAGES.tooLarge });
        const anonymous = await w.app.inject({ method: 'POST', url: path, payload: huge, headers });
        expect(anonymous.statusCode).toBe(401);
      }
      expect(await written()).toEqual(before);
    });

    it('takes 100,000 rows of the longest usual values within the limit, and answers them compactly', async () => {
      const rows = Array.from({ length: IMPORT_LIMITS.maxRows }, (_, i) => ({
        smVendorId: `S${String(i).padStart(49, '0')}`,
        BvDId: `GB${String(i).padStart(30, '0')}`,
        row: i + 2,
      }));
      const answer = await w.call('tenantAdmin', 'POST', url('/check'), { rows });
      const check = dataOf<ImportCheck>(answer);
      expect(check).toMatchObject({ total: IMPORT_LIMITS.maxRows, valid: 0, invalid: IMPORT_LIMITS.maxRows });
      expect(check.reasons.unknownSupplier).toBe(IMPORT_LIMITS.maxRows);
      expect(check.issues).toEqual({ unknownSupplier: { rows: rows.map((row) => row.row) } });
      // Every row is invalid, and the answer is still a small part of its 12 MB request: the row numbers.
      expect(JSON.stringify({ rows }).length).toBeGreaterThan(12_000_000);
      expect(answer.rawPayload.length).toBeLessThan(800_000);
    }, 60_000);
  });

  it('answers the latest batch with GET supplier/batch, nothing in progress', async () => {
    const status = dataOf<{ inProgress: boolean; batch: ImportBatch }>(await w.call('tenantAdmin', 'GET', url('')));
    expect(status).toMatchObject({ inProgress: false, batch: { batchId, status: 'done', total: 1, failed: 1, remaining: 0 } });
    const none = await w.db.forTenant('default', (tx) => tx.select().from(importBatches).where(eq(importBatches.status, 'running')));
    expect(none).toEqual([]);
  });
});
