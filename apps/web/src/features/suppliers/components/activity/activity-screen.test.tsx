import type { SupplierActivity, SyncRun } from '@connector/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { FAKE_USER } from '../../../../../test/fake-session.ts';
import { APP_ID, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import ActivityScreen from './activity-screen.tsx';
import { eventually } from '../../../../../test/fake-time.ts';

const ACTIVITY = `/api/apps/${APP_ID}/activity`;

function aRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    runId: 'run-1',
    trigger: 'manual',
    state: 'running',
    startedAt: '2026-11-03T10:00:00.000Z',
    finishedAt: null,
    startedBy: FAKE_USER.sub,
    since: null,
    total: 200,
    pulled: 50,
    changed: 50,
    toMatch: 40,
    matched: 10,
    linkedAuto: 7,
    waiting: 2,
    failed: 1,
    error: null,
    resumesAt: null,
    ...overrides,
  };
}

const NONE_FOLLOWED: SupplierActivity['assessments'] = { running: 0, completed: 0, troubled: [], refreshes: [] };

const activity = (
  runs: SyncRun[],
  reactions: SupplierActivity['reactions'] = [],
  assessments: SupplierActivity['assessments'] = NONE_FOLLOWED,
): SupplierActivity => ({
  runs,
  counts: { linked: 120, pending: 30, unmatched: 8, failed: 1 },
  failures: [{ supplierId: 'S-300', supplierName: 'Omega Foods', error: 'Orbis did not answer', processingDate: '2026-11-03T10:01:00.000Z', attempts: 3 }],
  reactions,
  assessments,
});

describe('connector activity', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows a running run’s progress and polls every 2 s until no run is running', async () => {
    const answers = [activity([aRun()]), activity([aRun({ pulled: 200, matched: 40, state: 'done', finishedAt: '2026-11-03T10:05:00.000Z' })])];
    const api = fakeApi({ [`GET ${ACTIVITY}`]: () => ok(answers.shift() ?? activity([])) });
    // Fake time from the start, so the 2 s of the polling are the test's to give.
    vi.useFakeTimers();
    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    await eventually(() => screen.getByRole('region', { name: 'Sync in progress' }), 1_000);
    const progress = screen.getByRole('region', { name: 'Sync in progress' });
    // The signed-in user is named rather than shown by id.
    expect(progress).toHaveTextContent(/Started .+ by Ana Ruiz/);
    const startedAt = Date.now();
    expect(within(progress).getByRole('progressbar', { name: 'Pulled from Ariba' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(progress).getByRole('progressbar', { name: 'Matched with Orbis' })).toHaveAttribute('aria-valuetext', '10 of 40');
    expect(within(progress).getByText('Linked automatically').nextSibling).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Sync running' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Matching failures' })).getByText('Orbis did not answer')).toBeVisible();

    expect(api.sent('GET', ACTIVITY)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(startedAt + 1500 - Date.now()));
    expect(api.sent('GET', ACTIVITY)).toHaveLength(1);
    await eventually(() => expect(api.sent('GET', ACTIVITY)).toHaveLength(2), 1_000);
    await eventually(() => expect(screen.queryByRole('region', { name: 'Sync in progress' })).toBeNull(), 1_000);
    expect(within(screen.getByRole('table', { name: 'Recent runs' })).getByText('Done')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.sent('GET', ACTIVITY)).toHaveLength(2);
  });

  it('says a run paused for Ariba’s quota goes on by itself, and when, in its progress and in the runs', async () => {
    const api = fakeApi({ [`GET ${ACTIVITY}`]: ok(activity([aRun({ resumesAt: '2026-11-03T11:00:00.000Z' })])) });
    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    const progress = await screen.findByRole('region', { name: 'Sync in progress' });
    expect(within(progress).getByRole('status')).toHaveTextContent(/^Paused: Ariba's call quota is used up\. The sync goes on at .*2026.*\.$/);
    expect(within(screen.getByRole('table', { name: 'Recent runs' })).getByText(/Paused: Ariba's call quota is used up/)).toBeVisible();
  });

  it('starts a sync and retries failed suppliers, one or all', async () => {
    const api = fakeApi({
      [`GET ${ACTIVITY}`]: ok(activity([aRun({ state: 'done', finishedAt: '2026-11-03T10:05:00.000Z' })])),
      [`POST ${ACTIVITY}/sync`]: ok(aRun({ runId: 'run-2' }), 'Sync started'),
      [`POST ${ACTIVITY}/retry`]: (request) => ok({ retried: (request.body as { supplierIds?: string[] }).supplierIds?.length ?? 1 }),
    });
    const { user } = renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync started')).toBeVisible();
    expect(api.sent('POST', `${ACTIVITY}/sync`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Retry Omega Foods' }));
    expect(await screen.findByText('1 supplier will be matched again')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry all' }));
    await vi.waitFor(() => expect(api.sent('POST', `${ACTIVITY}/retry`)).toHaveLength(2));
    expect(api.sent('POST', `${ACTIVITY}/retry`).map((r) => r.body)).toEqual([{ supplierIds: ['S-300'] }, {}]);
  });

  it('lists follow-up work that failed after its retries, and nothing of the kind when none did', async () => {
    const failed = { subscriber: 'companyViews.enhanceAfterLink', event: 'supplier.linked', events: 12, attempts: 9, error: 'Orbis answered 503', failedAt: '2026-11-03T11:00:00.000Z' };
    const answers = [activity([], [failed]), activity([])];
    const api = fakeApi({ [`GET ${ACTIVITY}`]: () => ok(answers.shift() ?? activity([])) });
    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    const table = await screen.findByRole('table', { name: 'Follow-up work that failed' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Orbis Enhancement of linked suppliers');
    expect(row).toHaveTextContent('Supplier linked');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('Orbis answered 503');

    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    await screen.findAllByRole('table', { name: 'Matching failures' });
    expect(screen.getAllByRole('table', { name: 'Follow-up work that failed' })).toHaveLength(1);
  });

  it('shows the assessments the connector follows, and those whose last check failed', async () => {
    const troubled = { product: 'catalyst' as const, assessmentId: 'CF-9', supplierId: 'S-400', checks: 4, lastError: 'Compliance Catalyst answered 503', startedAt: '2026-11-03T09:00:00.000Z' };
    const api = fakeApi({ [`GET ${ACTIVITY}`]: () => ok(activity([], [], { running: 2, completed: 5, troubled: [troubled], refreshes: [] })) });
    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    const table = await screen.findByRole('table', { name: 'Assessments followed' });
    expect(screen.getByText(/2 running, 5 scored and written back\./)).toBeVisible();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Compliance Catalyst');
    expect(row).toHaveTextContent('CF-9');
    expect(row).toHaveTextContent('Compliance Catalyst answered 503');
  });

  it('shows the alert counter refreshes with their counts, and why an attempt failed', async () => {
    const refreshes = [
      { runId: 'r2', state: 'failed' as const, attempts: 2, suppliers: 1200, failures: 2, lastError: 'Compliance Catalyst answered 503', startedAt: '2026-11-03T11:17:00.000Z', finishedAt: '2026-11-03T11:18:00.000Z' },
      { runId: 'r1', state: 'done' as const, attempts: 1, suppliers: 4321, failures: 0, lastError: null, startedAt: '2026-11-03T10:17:00.000Z', finishedAt: '2026-11-03T10:19:00.000Z' },
    ];
    const api = fakeApi({ [`GET ${ACTIVITY}`]: () => ok(activity([], [], { ...NONE_FOLLOWED, refreshes })) });
    renderSuppliers('/admin/activity', { fetch: api.fetch, screens: { activity: <ActivityScreen /> } });
    const table = await screen.findByRole('table', { name: 'Alert counter refreshes' });
    // No assessment followed yet: that section stays away.
    expect(screen.queryByRole('table', { name: 'Assessments followed' })).toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('1,200');
    expect(rows[2]).toHaveTextContent('Last failure: Compliance Catalyst answered 503');
    expect(rows[3]).toHaveTextContent('Done');
    expect(rows[3]).toHaveTextContent('4,321');
  });
});
