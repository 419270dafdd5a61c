import { ARIBA_REGISTRATION_STATUSES } from '@connector/contracts/providers/ariba';
import type { SimSupplier } from '@connector/contracts/providers/simulator';
import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suppliers } from '../../db/schema/index.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { outboxOnly } from '../../../test/events.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { createAppRuntimes, DEMO_APP_ID, demoApp } from '../applications/index.ts';
import { createAuditLog, createAuditRepository } from '../audit/index.ts';
import { createSupplierEngine, type SupplierEngine } from './engine/engine.ts';
import { createSuppliersRepository } from './repository/index.ts';
import { createRunsRepository, type RunRow } from './runs-repository.ts';
import { createSuppliersService } from './service.ts';

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
const REALM = 'connector-T';
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '2500' });
const quiet = { info: () => {}, warn: () => {} };

/** The whole realm as the simulator knows it, truth included. */
async function realmTruth(): Promise<SimSupplier[]> {
  const all: SimSupplier[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await sim().suppliers(REALM, offset, 1000);
    all.push(...page.items);
    if (all.length >= page.total) return all;
  }
}

describe.each(testDatabases)('the supplier engine against the simulators on $name', (database) => {
  let w: AppsWorld;
  let engine: SupplierEngine;
  const runs = createRunsRepository();

  async function syncOnce(): Promise<RunRow> {
    const started = await engine.startRun('default', DEMO_APP_ID, 'manual', null);
    if (!started) throw new Error('no application');
    const key = { tenantId: 'default', appId: DEMO_APP_ID, runId: started.run.runId };
    await engine.run(key, new AbortController().signal);
    const run = await w.db.forTenant('default', (tx) => runs.find(tx, 'default', key.runId));
    if (!run) throw new Error('run lost');
    return run;
  }
  const stored = () =>
    w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
  const lastWrite = async () =>
    (await w.db.forTenant('default', (tx) => tx.select({ at: max(suppliers.updatedAt) }).from(suppliers)))[0]?.at;
  const auditCount = async () =>
    (await w.db.forTenant('default', (tx) => tx.select({ n: count() }).from(auditEvents).where(eq(auditEvents.entity, 'supplier'))))[0]?.n;

  beforeAll(async () => {
    // Each database starts from the seeded world: the other's changes would look recent to it.
    await sim().resetWorld();
    w = await openAppsWorld(database, { SIM_URL: sim().url, SECRETS_KEY });
    // Every registration status, so the store must hold the whole realm.
    const body = demoApp(sim().url);
    const params = { ...body.params, supplierDataWithPagination: { ...body.params.supplierDataWithPagination, registrationStatuses: [...ARIBA_REGISTRATION_STATUSES] } };
    const saved = await w.call('PUT', `/api/apps/${DEMO_APP_ID}`, { ...body, params });
    expect(saved.statusCode, saved.body).toBe(200);
    const repository = createSuppliersRepository();
    const runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    const audit = createAuditLog({ db: w.db, repository: createAuditRepository() });
    const events = outboxOnly(w.db);
    const service = createSuppliersService({ db: w.db, repository, runtimes, audit, events });
    engine = createSupplierEngine({ db: w.db, repository, runs, runtimes, service, events, log: quiet });
  }, 60_000);
  afterAll(() => w?.close());

  it('syncs the whole realm and links the sure matches with precision ≥ 99 % and recall ≥ 90 %', async () => {
    const run = await syncOnce();
    const truth = await realmTruth();
    expect(run).toMatchObject({ state: 'done', error: null, pulled: truth.length, changed: truth.length, matched: truth.length });

    const rows = await stored();
    expect(rows).toHaveLength(truth.length);
    expect(new Set(rows.map((r) => r.supplierId)).size).toBe(truth.length);
    const truthOf = new Map(truth.map((s) => [s.smVendorId, s.trueBvdId]));
    const auto = rows.filter((r) => r.linkSource === 'auto');
    const right = auto.filter((r) => r.bvdId === truthOf.get(r.supplierId));
    const known = truth.filter((s) => s.trueBvdId !== null).length;
    const precision = right.length / auto.length;
    const recall = right.length / known;
    console.info(`engine: ${auto.length} linked automatically of ${truth.length}; precision ${(precision * 100).toFixed(2)} %, recall ${(recall * 100).toFixed(2)} %`);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(run.linkedAuto).toBe(auto.length);
    expect(run.waiting).toBe(rows.filter((r) => r.state === 'unmatched').length);
    // Nobody else holds a BvD ID that was linked automatically.
    const holders = new Map<string, number>();
    for (const r of rows) if (r.bvdId) holders.set(r.bvdId, (holders.get(r.bvdId) ?? 0) + 1);
    expect(auto.every((r) => holders.get(r.bvdId ?? '') === 1)).toBe(true);
    // Unsure suppliers keep their best candidates for a person.
    expect(rows.filter((r) => r.state === 'unmatched' && r.candidates.length > 0).length).toBeGreaterThan(0);
  }, 240_000);

  it('writes nothing on a second sync with nothing changed in Ariba', async () => {
    const [before, audits] = [await lastWrite(), await auditCount()];
    const run = await syncOnce();
    expect(run).toMatchObject({ state: 'done', changed: 0, matched: 0, linkedAuto: 0 });
    expect(run.since).not.toBeNull();
    expect(await lastWrite()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  }, 120_000);

  it('pulls only what changed since the last sync, and matches changed suppliers without a link again', async () => {
    const unmatched = (await stored()).filter((r) => r.state === 'unmatched').slice(0, 3).map((r) => r.supplierId);
    const touched = await fetch(`${sim().url}/__sim/suppliers/touch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ realm: REALM, smVendorIds: unmatched, fields: ['city'] }),
    });
    expect(touched.status).toBe(200);
    const run = await syncOnce();
    expect(run).toMatchObject({ state: 'done', pulled: 3, changed: 3, matched: 3 });
    const rows = await w.db.forTenant('default', (tx) =>
      tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.supplierId, unmatched[0] ?? ''))),
    );
    expect(rows[0]?.state).not.toBe('pending');
  }, 120_000);

  it('completes with 30 % of Ariba and Orbis answers failing, every supplier present once', async () => {
    // The suppliers awaiting approval only: a few hundred, as the retries make every call slow.
    const body = demoApp(sim().url);
    const params = { ...body.params, supplierDataWithPagination: { ...body.params.supplierDataWithPagination, registrationStatuses: ['PendingApproval'] } };
    expect((await w.call('PUT', `/api/apps/${DEMO_APP_ID}`, { ...body, params })).statusCode).toBe(200);
    await w.db.forTenant('default', (tx) => tx.delete(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
    await sim().setFaults({ ariba: { errorRate: 0.3 }, orbis: { errorRate: 0.3 } });
    const run = await syncOnce();
    const expected = (await realmTruth()).filter((s) => s.registrationStatus === 'PendingApproval');
    expect(expected.length).toBeGreaterThan(50);
    expect(run).toMatchObject({ state: 'done', since: null, pulled: expected.length });
    const rows = await stored();
    expect(rows.map((r) => r.supplierId).sort()).toEqual(expected.map((s) => s.smVendorId).sort());
    expect(rows.filter((r) => r.state === 'pending')).toHaveLength(0);
    // The adapter's retries absorb nearly every failure; what is left is marked failed, with its reason.
    const failed = rows.filter((r) => r.state === 'failed');
    expect(failed.length).toBeLessThan(expected.length * 0.05);
    expect(failed.every((r) => (r.lastError ?? '').length > 0)).toBe(true);
  }, 240_000);
});
