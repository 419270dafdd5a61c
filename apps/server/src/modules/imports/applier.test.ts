import { importIssueList, type ImportRowInput } from '@connector/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, importBatches, importRows, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { outboxOnly } from '../../../test/events.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import type { Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createAppRuntimes } from '../applications/index.ts';
import { createAuditLog, createAuditRepository } from '../audit/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { BATCHES_KEPT, createImportApplier, type ImportApplier } from './applier.ts';
import type { ImportJobs } from './jobs.ts';
import { createImportsRepository } from './repository/index.ts';
import { createImportsService, type ImportsService } from './service.ts';

const SECRETS_KEY = Buffer.alloc(32, 5).toString('base64');
const UPLOADER: Caller = { userId: 'u-importer', email: 'importer@default.local', tenantId: 'default', roles: [], language: 'en', isSuperAdmin: false };
/** Jobs are run by the test itself, one or several at once. */
const noQueue = { send: async () => null, wake: () => {} } as unknown as JobQueue<ImportJobs>;

/** A small deterministic generator, so that a failing scenario is replayed exactly. */
function random(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const bvd = (n: number) => `GB${String(n).padStart(10, '0')}`;

/**
 * An application's suppliers, some linked (a few BvD IDs held by two, as a person may link them),
 * and a file naming them, unknown ones, free and held BvD IDs, missing and malformed values.
 */
function scenario(seed: number) {
  const r = random(seed);
  const stored = Array.from({ length: 40 }, (_, i) => {
    const linked = r.next() < 0.5;
    return { supplierId: `S${String(i).padStart(2, '0')}`, name: `Supplier ${i}`, state: linked ? ('linked' as const) : ('unmatched' as const), bvdId: linked ? bvd(Math.floor(r.next() * 30)) : null };
  });
  const file: ImportRowInput[] = Array.from({ length: 70 }, () => ({
    smVendorId: r.next() < 0.05 ? '' : `S${String(Math.floor(r.next() * 46)).padStart(2, '0')}`,
    BvDId: r.pick([bvd(Math.floor(r.next() * 40)), bvd(Math.floor(r.next() * 40)), ' gb000000001 ', 'Missing', '', '1-bad']),
  }));
  return { stored, file };
}

describe.each(testDatabases)('the import job on $name', (database) => {
  let w: AppsWorld;
  let service: ImportsService;
  const applierOf = (chunkRows: number): ImportApplier => {
    const runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    const suppliersRepository = createSuppliersRepository();
    const audit = createAuditLog({ db: w.db, repository: createAuditRepository() });
    const suppliersService = createSuppliersService({ db: w.db, repository: suppliersRepository, runtimes, audit, events: outboxOnly(w.db) });
    return createImportApplier({ db: w.db, repository: createImportsRepository(), suppliersRepository, suppliers: suppliersService, runtimes, chunkRows });
  };
  const signal = () => new AbortController().signal;

  async function newApp(stored: ReturnType<typeof scenario>['stored']): Promise<string> {
    const appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: `Import_${Math.random().toString(36).slice(2, 10)}` }), 201).appId;
    await w.db.forTenant('default', (tx) => tx.insert(suppliers).values(stored.map((s) => ({ ...s, tenantId: 'default', appId, linkSource: s.bvdId ? ('manual' as const) : null }))));
    return appId;
  }
  const storedOf = (appId: string) => w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.appId, appId)));
  const rowsOf = (batchId: string) => w.db.forTenant('default', (tx) => tx.select().from(importRows).where(eq(importRows.batchId, batchId)).orderBy(importRows.seq));
  const linksAudited = async (appId: string) =>
    (await w.db.forTenant('default', (tx) => tx.select().from(auditEvents).where(eq(auditEvents.entity, 'supplier')))).filter((e) => e.entityId.startsWith(`${appId}:`));

  beforeAll(async () => {
    w = await openAppsWorld(database, { SECRETS_KEY });
    const runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    service = createImportsService({ db: w.db, repository: createImportsRepository(), suppliersRepository: createSuppliersRepository(), runtimes, queue: noQueue });
  });
  afterAll(() => w?.close());

  it.each([1, 2, 3, 4, 5, 6])('applies in chunks exactly what the preview foresaw (scenario %i)', async (seed) => {
    const { stored, file } = scenario(seed);
    const appId = await newApp(stored);
    const check = await service.check('default', appId, { rows: file.map((row) => ({ smVendorId: row.smVendorId ?? '', BvDId: row.BvDId ?? '' })) });
    const batch = await service.start(UPLOADER, 'default', appId, { rows: file.map((row) => ({ smVendorId: row.smVendorId ?? '', BvDId: row.BvDId ?? '' })) });
    await applierOf(4).apply({ tenantId: 'default', appId, batchId: batch.batchId }, signal());

    const rows = await rowsOf(batch.batchId);
    const failed = rows.filter((r) => r.outcome === 'failed').map((r) => ({ row: r.rowNumber, reason: r.reason, holder: r.holder, earlierRow: r.earlierRow }));
    expect(failed).toEqual(importIssueList(check.issues));
    expect(rows.filter((r) => r.outcome === 'linked')).toHaveLength(check.toLink + check.toRelink);
    expect(rows.filter((r) => r.outcome === 'unchanged')).toHaveLength(check.unchanged);
    expect(rows.filter((r) => r.outcome === 'pending')).toEqual([]);

    // Each link is the row's, held by no other supplier, and audited once, by the uploader, as an import.
    const after = new Map((await storedOf(appId)).map((s) => [s.supplierId, s]));
    const linked = rows.filter((r) => r.outcome === 'linked');
    for (const row of linked) {
      expect(after.get(row.supplierId)).toMatchObject({ bvdId: row.bvdId, linkSource: 'import', linkedBy: UPLOADER.userId });
      expect([...after.values()].filter((s) => s.bvdId === row.bvdId).map((s) => s.supplierId)).toEqual([row.supplierId]);
    }
    const audited = await linksAudited(appId);
    expect(audited.map((e) => e.entityId).sort()).toEqual(linked.map((r) => `${appId}:${r.supplierId}`).sort());
    expect(audited.every((e) => e.actorId === UPLOADER.userId && (e.after as { linkSource?: string }).linkSource === 'import')).toBe(true);
  });

  it('applies every row once when two jobs run one batch at the same time', async () => {
    const stored = Array.from({ length: 300 }, (_, i) => ({ supplierId: `C${String(i).padStart(3, '0')}`, name: `C ${i}`, state: 'unmatched' as const, bvdId: null }));
    const appId = await newApp(stored);
    const batch = await service.start(UPLOADER, 'default', appId, { rows: stored.map((s, i) => ({ smVendorId: s.supplierId, BvDId: bvd(i) })) });
    const key = { tenantId: 'default', appId, batchId: batch.batchId };
    await Promise.all([applierOf(7).apply(key, signal()), applierOf(11).apply(key, signal())]);
    expect((await rowsOf(batch.batchId)).every((r) => r.outcome === 'linked')).toBe(true);
    expect(await linksAudited(appId)).toHaveLength(300);
    const [counted] = await w.db.forTenant('default', (tx) =>
      tx.select({ n: count() }).from(suppliers).where(and(eq(suppliers.appId, appId), eq(suppliers.linkSource, 'import'))),
    );
    expect(counted?.n).toBe(300);
    expect((await service.status('default', appId)).batch).toMatchObject({ status: 'done', linked: 300, done: 300, remaining: 0 });
  });

  it('applies rows whose verdicts depend on other rows in file order, whatever the database runs at once', async () => {
    // T{i} holds bvd(i) and is linked anew on the row before U{i} asks for bvd(i): in file order U{i}
    // gets it, T{i} having given it up; applied side by side, U{i} could find T{i} still holding it.
    const stored = Array.from({ length: 12 }, (_, i) => [
      { supplierId: `T${i}`, name: `T ${i}`, state: 'linked' as const, bvdId: bvd(i) },
      { supplierId: `U${i}`, name: `U ${i}`, state: 'unmatched' as const, bvdId: null },
    ]).flat();
    const appId = await newApp(stored);
    const file = Array.from({ length: 12 }, (_, i) => [
      { smVendorId: `T${i}`, BvDId: bvd(200 + i) },
      { smVendorId: `U${i}`, BvDId: bvd(i) },
    ]).flat();
    const check = await service.check('default', appId, { rows: file });
    expect(check).toMatchObject({ toRelink: 12, toLink: 12, invalid: 0 });
    const batch = await service.start(UPLOADER, 'default', appId, { rows: file });
    const key = { tenantId: 'default', appId, batchId: batch.batchId };
    expect(await w.db.forTenant('default', (tx) => createImportsRepository().rowsDependOnRows(tx, 'default', appId, batch.batchId))).toBe(true);
    await applierOf(1).apply(key, signal());

    const rows = await rowsOf(batch.batchId);
    const failed = rows.filter((r) => r.outcome === 'failed').map((r) => ({ row: r.rowNumber, reason: r.reason, holder: r.holder, earlierRow: r.earlierRow }));
    expect(failed).toEqual(importIssueList(check.issues));
    expect(rows.filter((r) => r.outcome === 'linked').map((r) => r.supplierId)).toEqual(file.map((row) => row.smVendorId));
  });

  it('finds no dependence between rows that each name a BvD ID no supplier of the batch holds', async () => {
    const stored = Array.from({ length: 6 }, (_, i) => ({ supplierId: `F${i}`, name: `F ${i}`, state: 'linked' as const, bvdId: bvd(300 + i) }));
    const appId = await newApp(stored);
    const batch = await service.start(UPLOADER, 'default', appId, { rows: stored.map((s, i) => ({ smVendorId: s.supplierId, BvDId: bvd(400 + i) })) });
    expect(await w.db.forTenant('default', (tx) => createImportsRepository().rowsDependOnRows(tx, 'default', appId, batch.batchId))).toBe(false);
  });

  it('stops a batch the job gave up on, and a retry applies the rows it had not reached', async () => {
    const stored = Array.from({ length: 10 }, (_, i) => ({ supplierId: `T${i}`, name: `T ${i}`, state: 'unmatched' as const, bvdId: null }));
    const appId = await newApp(stored);
    const batch = await service.start(UPLOADER, 'default', appId, { rows: stored.map((s, i) => ({ smVendorId: s.supplierId, BvDId: bvd(100 + i) })) });
    const key = { tenantId: 'default', appId, batchId: batch.batchId };
    const halfway = new AbortController();
    const applier = applierOf(3);
    // Aborted after its first chunk: the job would be retried, and has given up.
    const first = applier.apply(key, halfway.signal);
    halfway.abort();
    await expect(first).rejects.toThrow();
    await applier.stop(key, 'gave up');
    const stopped = (await service.status('default', appId)).batch;
    expect(stopped).toMatchObject({ status: 'stopped', error: 'gave up' });
    expect(stopped?.remaining).toBeGreaterThan(0);

    const restarted = await service.retry('default', appId, batch.batchId);
    expect(restarted).toMatchObject({ status: 'running', run: 2, error: null });
    await applier.apply(key, signal());
    expect((await service.status('default', appId)).batch).toMatchObject({ status: 'done', linked: 10, remaining: 0 });
    expect(await linksAudited(appId)).toHaveLength(10);
  });

  it(`keeps the latest ${BATCHES_KEPT} batches of an application with their rows`, async () => {
    const stored = Array.from({ length: BATCHES_KEPT + 1 }, (_, i) => ({ supplierId: `P${i}`, name: `P ${i}`, state: 'unmatched' as const, bvdId: null }));
    const appId = await newApp(stored);
    const applier = applierOf(10);
    const ids: string[] = [];
    for (const [i, s] of stored.entries()) {
      const batch = await service.start(UPLOADER, 'default', appId, { rows: [{ smVendorId: s.supplierId, BvDId: bvd(200 + i) }] });
      ids.push(batch.batchId);
      await applier.apply({ tenantId: 'default', appId, batchId: batch.batchId }, signal());
    }
    const kept = await w.db.forTenant('default', (tx) => tx.select({ batchId: importBatches.batchId }).from(importBatches).where(eq(importBatches.appId, appId)));
    expect(kept.map((b) => b.batchId).sort()).toEqual(ids.slice(1).sort());
    expect(await rowsOf(ids[0] as string)).toEqual([]);
  });
});
