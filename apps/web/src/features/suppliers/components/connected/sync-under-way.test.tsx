import { getSupplierActivity, PERMISSIONS, type SupplierActivity, type SyncRun } from '@connector/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { eventually } from '../../../../../test/fake-time.ts';
import { APP_ID, PLACE, aConnected, aMissing, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import AssignBvdScreen from '../missing/assign-bvd-screen.tsx';
import ConnectedScreen from './connected-screen.tsx';

const CONNECTED = `/api/apps/${APP_ID}/suppliers`;
const MISSING = `/api/apps/${APP_ID}/suppliers/missing`;
const ACTIVITY = `/api/apps/${APP_ID}/activity`;

/** The schedule's first run of the application, matching under way. */
const RUNNING: SyncRun = {
  runId: 'run-1',
  trigger: 'schedule',
  state: 'running',
  startedAt: '2026-11-03T10:00:00.000Z',
  finishedAt: null,
  startedBy: null,
  since: null,
  total: 200,
  pulled: 200,
  changed: 200,
  toMatch: 200,
  matched: 40,
  linkedAuto: 0,
  waiting: 0,
  failed: 0,
  error: null,
      resumesAt: null,
};
const DONE: SyncRun = { ...RUNNING, state: 'done', matched: 200, linkedAuto: 150, waiting: 50, finishedAt: '2026-11-03T10:03:00.000Z' };

const activity = (runs: SyncRun[]): SupplierActivity => ({
  runs,
  counts: { linked: 0, pending: 0, unmatched: 0, failed: 0 },
  failures: [],
  reactions: [],
  assessments: { running: 0, completed: 0, troubled: [], refreshes: [] },
});

/**
 * The world of one sync: the activity answers `runs` in turn (the last one from then on), and the
 * lists stay empty until the run is seen ended, as the store is until the run's first links.
 */
function aSync(...runs: SyncRun[][]) {
  let ended = false;
  const answers = [...runs];
  return fakeApi({
    [`GET ${ACTIVITY}`]: () => {
      const now = answers.length > 1 ? (answers.shift() as SyncRun[]) : (answers[0] ?? []);
      ended = now.every((run) => run.state !== 'running');
      return ok(activity(now));
    },
    [`GET ${CONNECTED}`]: () => ok({ ...PLACE, data: ended ? [aConnected()] : [], total: ended ? 1 : 0 }),
    [`GET ${MISSING}`]: () => ok({ rows: ended ? [aMissing()] : [], total: ended ? 1 : 0 }),
  });
}

type Api = ReturnType<typeof fakeApi>;
const renderConnected = (api: Api, options: { language?: string; permissions?: string[] } = {}) =>
  renderSuppliers('/admin/searchConnectedSuppliers', { fetch: api.fetch, screens: { searchConnectedSuppliers: <ConnectedScreen /> }, ...options });
const renderMissing = (api: Api, options: { language?: string } = {}) =>
  renderSuppliers('/admin/assignBvD', { fetch: api.fetch, screens: { assignBvD: <AssignBvdScreen /> }, ...options });

/** Lets the 2 s of one activity poll pass. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(2_000));

/**
 * An empty supplier list while the application's sync runs (a first start's demo application)
 * says so with the run's progress, and fills itself when the run ends (docs/decisions/017).
 */
describe('supplier lists while the first sync runs', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => {
    selectApplication();
    // Fake time from the start, so the 2 s of the polling are the test's to give.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows the running sync’s progress instead of an empty Connected Suppliers list, then the suppliers once it ends', async () => {
    const api = aSync([RUNNING], [{ ...RUNNING, matched: 120, linkedAuto: 90, waiting: 30 }], [DONE]);
    renderConnected(api);
    await eventually(() => screen.getByRole('region', { name: 'Sync in progress' }), 1_000);
    const table = screen.getByRole('table', { name: 'Connected suppliers' });
    expect(table).toHaveTextContent('The application’s suppliers are being pulled from Ariba and matched with Orbis; each one linked to a BvD ID appears here.');
    expect(table).not.toHaveTextContent('No supplier of this application is linked to a BvD ID yet.');
    const progress = within(table).getByRole('region', { name: 'Sync in progress' });
    expect(progress).toHaveTextContent(/Started .+ by the schedule/);
    expect(within(progress).getByRole('progressbar', { name: 'Matched with Orbis' })).toHaveAttribute('aria-valuetext', '40 of 200');

    await nextPoll();
    await eventually(() => expect(within(progress).getByRole('progressbar', { name: 'Matched with Orbis' })).toHaveAttribute('aria-valuetext', '120 of 200'));
    // The list was read again as the run matched more suppliers.
    expect(api.sent('GET', CONNECTED)).toHaveLength(2);

    await nextPoll();
    await eventually(() => within(table).getByText('Zeta Metals GmbH'));
    expect(within(table).queryByRole('region', { name: 'Sync in progress' })).toBeNull();
    // Nothing runs any more: neither the activity nor the list is read again.
    const reads = api.requests.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.requests).toHaveLength(reads);
  });

  it('says the list is empty when no sync runs, and asks the activity once', async () => {
    const api = fakeApi({ [`GET ${ACTIVITY}`]: ok(activity([])), [`GET ${CONNECTED}`]: ok({ ...PLACE, data: [], total: 0 }) });
    renderConnected(api);
    await eventually(() => screen.getByText('No supplier of this application is linked to a BvD ID yet.'), 1_000);
    expect(screen.queryByRole('region', { name: 'Sync in progress' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.sent('GET', ACTIVITY)).toHaveLength(1);
    expect(api.sent('GET', CONNECTED)).toHaveLength(1);
  });

  it('does not ask the activity of a user who may not read it', async () => {
    const api = aSync([RUNNING]);
    renderConnected(api, { permissions: PERMISSIONS.filter((permission) => permission !== getSupplierActivity.permission) });
    await eventually(() => screen.getByText('No supplier of this application is linked to a BvD ID yet.'), 1_000);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(api.sent('GET', ACTIVITY)).toEqual([]);
  });

  it('shows the running sync’s progress instead of an empty Link BvD list, then the suppliers once it ends', async () => {
    const api = aSync([RUNNING], [DONE]);
    renderMissing(api);
    await eventually(() => screen.getByRole('region', { name: 'Sync in progress' }), 1_000);
    const table = screen.getByRole('table', { name: 'Suppliers missing a BvD ID' });
    expect(table).toHaveTextContent('The application’s suppliers are being pulled from Ariba and matched with Orbis; each one without a sure match appears here for you to link.');
    expect(within(table).getByRole('progressbar', { name: 'Pulled from Ariba' })).toHaveAttribute('aria-valuetext', '200 of 200');

    await nextPoll();
    await eventually(() => within(table).getByText('Acme Widgets'));
    expect(within(table).queryByRole('region', { name: 'Sync in progress' })).toBeNull();
  });

  it('speaks Spanish on both lists', async () => {
    const connected = aSync([RUNNING]);
    const { unmount } = renderConnected(connected, { language: 'es' });
    await eventually(() => screen.getByRole('region', { name: 'Sincronización en curso' }), 1_000);
    expect(screen.getByRole('table', { name: 'Proveedores conectados' })).toHaveTextContent(
      'Los proveedores de la aplicación se están trayendo de Ariba y emparejando con Orbis; cada uno vinculado a un BvD ID aparece aquí.',
    );
    expect(screen.getByRole('progressbar', { name: 'Emparejados con Orbis' })).toHaveAttribute('aria-valuetext', '40 de 200');
    unmount();

    renderMissing(aSync([RUNNING]), { language: 'es' });
    await eventually(() => screen.getByRole('region', { name: 'Sincronización en curso' }), 1_000);
    expect(screen.getByRole('table', { name: 'Proveedores sin BvD ID' })).toHaveTextContent(
      'Los proveedores de la aplicación se están trayendo de Ariba y emparejando con Orbis; cada uno sin un emparejamiento seguro aparece aquí para que lo vincule.',
    );
  });
});
