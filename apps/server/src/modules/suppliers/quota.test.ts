import type { App, SupplierActivity } from '@connector/contracts';
import { ARIBA_REGISTRATION_STATUSES } from '@connector/contracts/providers/ariba';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.ts';
import { supplierSyncRuns, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { testDatabases, type Database } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { buildTestApp, TEST_ADMIN } from '../../../test/test-app.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const SUPPLIERS = 1000;
/** Ariba's hourly quota in this test: 200 calls, its "hour" eight seconds long so that the test sees it start again. */
const HOUR = { limit: 200, windowMs: 8_000 };
/** Four vendors a page: the pull alone needs 250 calls, more than one hour's quota. */
const PAGE_SIZE = 4;

const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: String(SUPPLIERS) });

/**
 * Issue 40: a sync that meets Ariba's used-up hourly quota is paused, not failed, and resumes by
 * itself (a durable job) when the quota is back, without one call answered 429.
 */
describe.each(testDatabases)('a supplier sync through Ariba’s hourly quota on $name', (database) => {
  let db: Database;
  let built: BuiltApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await sim().resetWorld();
    await sim().setAribaQuotas({ hour: HOUR });
    db = await database.open();
    built = await buildTestApp(db, { SIM_URL: sim().url });
    headers = bearer(await signIn(built.app, TEST_ADMIN));
    const got = dataOf<App>(await built.app.inject({ url: `/api/apps/${DEMO_APP_ID}`, headers }));
    const { appId: _id, appName: _name, tenantId: _tenant, service: _service, secretsSet: _set, params, ...rest } = got;
    const supplierData = { ...params.supplierDataWithPagination, registrationStatuses: [...ARIBA_REGISTRATION_STATUSES], pageSize: PAGE_SIZE };
    const saved = await built.app.inject({ method: 'PUT', url: `/api/apps/${DEMO_APP_ID}`, headers, payload: { ...rest, params: { ...params, supplierDataWithPagination: supplierData } } });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await built?.app.close();
    await db?.close();
    await sim().setAribaQuotas(null);
  });

  it('pauses when the hour’s calls are used up, shows when it goes on, resumes by itself and matches every supplier once', async () => {
    const before = await sim().stats();
    const started = await built.app.inject({ method: 'POST', url: `/api/apps/${DEMO_APP_ID}/activity/sync`, headers });
    expect(started.statusCode, started.body).toBe(200);
    const runId = dataOf<{ runId: string }>(started).runId;
    const run = async () => (await db.forTenant('default', (tx) => tx.select().from(supplierSyncRuns).where(eq(supplierSyncRuns.runId, runId))))[0];

    const paused = await until('the run to pause for the quota', run, (r) => r?.resumesAt !== null && r?.resumesAt !== undefined, { timeoutMs: 60_000 });
    expect(paused?.state).toBe('running');
    expect(paused?.pulled).toBeLessThan(SUPPLIERS);
    expect(paused!.resumesAt!.getTime() - Date.now()).toBeLessThanOrEqual(HOUR.windowMs);
    const activity = dataOf<SupplierActivity>(await built.app.inject({ url: `/api/apps/${DEMO_APP_ID}/activity`, headers }));
    expect(activity.runs.find((r) => r.runId === runId)).toMatchObject({ state: 'running', resumesAt: paused!.resumesAt!.toISOString(), error: null });

    const done = await until('the run to finish', run, (r) => r?.state !== 'running', { timeoutMs: 120_000, intervalMs: 500 });
    expect(done).toMatchObject({ state: 'done', error: null, pulled: SUPPLIERS, resumesAt: null });
    const after = await sim().stats();
    expect(after.aribaRateLimited - before.aribaRateLimited).toBe(0);

    const rows = await db.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
    expect(rows).toHaveLength(SUPPLIERS);
    expect(new Set(rows.map((r) => r.supplierId)).size).toBe(SUPPLIERS);
    expect(rows.filter((r) => r.state === 'pending')).toEqual([]);
    // Every supplier matched once: as many Orbis matches as suppliers to match, one attempt each.
    expect(done?.matched).toBe(done?.toMatch);
    expect(done?.toMatch).toBe(SUPPLIERS);
    expect(rows.every((r) => r.matchAttempts === 1)).toBe(true);
    expect((after.requests.orbis ?? 0) - (before.requests.orbis ?? 0)).toBeGreaterThanOrEqual(SUPPLIERS);
  }, 240_000);
});
