import { ACTIVITY_MESSAGES, type SupplierActivity, type SyncRun } from '@connector/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, domainEvents, eventDeliveries, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { DEMO_APP_ID, demoApp } from '../applications/index.ts';

const REALM_SIZE = 300;
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: String(REALM_SIZE) });

describe.each(testDatabases)('connector activity and Sync now on $name', (database) => {
  let w: AppsWorld;
  const activity = async () => dataOf<SupplierActivity>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/activity`));

  beforeAll(async () => {
    await sim().resetWorld();
    w = await openAppsWorld(database, { SIM_URL: sim().url });
  });
  afterAll(() => w?.close());

  it('runs a sync as a job when asked, and shows its progress and counts', async () => {
    const before = await activity();
    expect(before).toEqual({ runs: [], counts: { linked: 0, pending: 0, unmatched: 0, failed: 0 }, failures: [], reactions: [], assessments: { running: 0, completed: 0, troubled: [], refreshes: [] } });

    const started = await w.call('POST', `/api/apps/${DEMO_APP_ID}/activity/sync`);
    expect(started.json()).toMatchObject({ success: true, message: ACTIVITY_MESSAGES.syncStarted });
    const run = dataOf<SyncRun>(started);
    expect(run).toMatchObject({ state: 'running', trigger: 'manual', startedBy: expect.any(String) });

    // A second Sync now while it runs joins the same run.
    const again = dataOf<SyncRun>(await w.call('POST', `/api/apps/${DEMO_APP_ID}/activity/sync`));
    if (again.state === 'running') expect(again.runId).toBe(run.runId);

    const done = await until('the sync run to be done', activity, (now) => now.runs[0]?.state === 'done', { timeoutMs: 90_000 });
    const [last] = done.runs;
    expect(last).toMatchObject({ runId: run.runId, state: 'done', error: null });
    expect(last?.pulled).toBeGreaterThan(0);
    expect(last?.matched).toBe(last?.toMatch);
    const { linked, unmatched, pending, failed } = done.counts;
    expect(pending).toBe(0);
    expect(linked + unmatched + failed).toBe(last?.pulled);
    expect(last?.linkedAuto).toBe(linked);
  }, 120_000);

  it('matches failed suppliers again on retry', async () => {
    const [first] = await w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.state, 'unmatched')).limit(1));
    if (!first) throw new Error('no unmatched supplier');
    await w.db.forTenant('default', (tx) => tx.update(suppliers).set({ state: 'failed', lastError: 'Orbis did not answer' }).where(eq(suppliers.supplierId, first.supplierId)));
    expect((await activity()).failures).toEqual([expect.objectContaining({ supplierId: first.supplierId, error: 'Orbis did not answer' })]);

    const retried = await w.call('POST', `/api/apps/${DEMO_APP_ID}/activity/retry`, { supplierIds: [first.supplierId] });
    expect(retried.json()).toMatchObject({ success: true, data: { retried: 1 }, message: ACTIVITY_MESSAGES.retried(1) });
    const after = await until('the retry run to be done', activity, (now) => now.runs.length === 2 && now.runs[0]?.state === 'done', { timeoutMs: 90_000 });
    expect(after.failures).toEqual([]);
    expect(after.runs[0]).toMatchObject({ matched: 1 });
  }, 120_000);

  it('approves the Ariba task of each supplier it links while automatic approval is on', async () => {
    const body = demoApp(sim().url);
    const params = {
      ...body.params,
      externalApprovalApi: { ...body.params.externalApprovalApi, autoApprove: true, approvalComment: 'Linked to its Orbis company' },
      supplierDataWithPagination: { ...body.params.supplierDataWithPagination, registrationStatuses: ['Registered', 'PendingApproval'] },
    };
    expect((await w.call('PUT', `/api/apps/${DEMO_APP_ID}`, { ...body, params })).statusCode).toBe(200);
    const runs = (await activity()).runs.length;
    dataOf<SyncRun>(await w.call('POST', `/api/apps/${DEMO_APP_ID}/activity/sync`));
    await until('the sync run with automatic approval to be done', activity, (now) => now.runs.length === runs + 1 && now.runs[0]?.state === 'done', { timeoutMs: 90_000 });

    const pending = await w.db.forTenant('default', (tx) =>
      tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.registrationStatus, 'PendingApproval'))),
    );
    const linked = pending.filter((row) => row.bvdId !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((row) => row.approvalState === 'approved')).toBe(true);
    const tasks = (await (await fetch(`${sim().url}/__sim/ariba/tasks?realm=connector-T&limit=1000`)).json()) as {
      items: { smVendorId: string; status: string; comment: string | null }[];
    };
    const byVendor = new Map(tasks.items.map((t) => [t.smVendorId, t]));
    for (const row of linked) expect(byVendor.get(row.supplierId)).toMatchObject({ status: 'Approved', comment: 'Linked to its Orbis company' });
    // Suppliers waiting for a person keep their task pending: the connector never denies.
    for (const row of pending.filter((r) => r.bvdId === null)) expect(byVendor.get(row.supplierId)?.status).toBe('Pending');
  }, 120_000);

  it('refuses Sync now for a disabled application', async () => {
    await w.db.allTenants((tx) => tx.update(applications).set({ enabled: false }).where(eq(applications.appId, DEMO_APP_ID)));
    const response = await w.call('POST', `/api/apps/${DEMO_APP_ID}/activity/sync`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ACTIVITY_MESSAGES.appDisabled });
  });

  it('announces the end of a run and each automatic link as events, and lists follow-up work that failed for good', async () => {
    const events = await w.db.forTenant('default', (tx) =>
      tx.select({ type: domainEvents.type, n: sql<number>`count(*)::int` }).from(domainEvents).where(sql`${domainEvents.payload}->>'appId' = ${DEMO_APP_ID}`).groupBy(domainEvents.type),
    );
    const counts = Object.fromEntries(events.map((e) => [e.type, e.n]));
    const { runs } = await activity();
    // Each run that ended is announced once; every automatic link is announced.
    const ended = runs.filter((run) => run.state === 'done' || run.state === 'failed');
    expect(ended.length).toBeGreaterThanOrEqual(2);
    expect(counts['supplier.synced']).toBe(ended.length);
    expect(counts['supplier.linked']).toBeGreaterThanOrEqual(ended.reduce((sum, run) => sum + run.linkedAuto, 0));

    const failedAt = new Date('2026-11-03T11:00:00.000Z');
    await w.db.forTenant('default', (tx) =>
      tx.insert(eventDeliveries).values({
        batchId: '00000000-0000-4000-8000-00000000f001',
        subscriber: 'companyViews.enhanceAfterLink',
        tenantId: 'default',
        appId: DEMO_APP_ID,
        event: 'supplier.linked',
        events: 3,
        state: 'failed',
        attempts: 9,
        lastError: 'Orbis answered 503',
        updatedAt: failedAt,
      }),
    );
    expect((await activity()).reactions).toEqual([
      { subscriber: 'companyViews.enhanceAfterLink', event: 'supplier.linked', events: 3, attempts: 9, error: 'Orbis answered 503', failedAt: failedAt.toISOString() },
    ]);
  });
});
