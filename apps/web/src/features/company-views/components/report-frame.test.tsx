import { COMPANY_VIEW_MESSAGES, type OrbisContext } from '@connector/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import OrbisScreen from './orbis-screen.tsx';
import { ReportFrame } from './report-frame.tsx';
import { eventually } from '../../../../test/fake-time.ts';

const CONTEXT = `/api/apps/${APP_ID}/orbis/context`;

function aContext(context: string, expiresIn = 3600): OrbisContext {
  return {
    context,
    expiresIn,
    expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
    reportUrl: `https://orbis.test/Companies/report/{bvdId}?context=${context}`,
    origin: 'https://orbis.test',
  };
}

function renderOrbis(path: string, handler: FakeHandler = ok(aContext('ctx-1')), language = 'en') {
  const api = fakeApi({ [`GET ${CONTEXT}`]: handler });
  const screens = { orbis: <OrbisScreen />, 'supplier-frame': <ReportFrame bvdId="DE777" height={600} /> };
  return { api, ...renderSuppliers(path, { fetch: api.fetch, screens, language }) };
}

describe('the company report frame', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('loads the report of the query string’s company with a fresh context, sandboxed', async () => {
    selectApplication();
    const { api } = renderOrbis('/admin/orbis?bvdId=gb01234567');
    const frame = await screen.findByTitle('Orbis company report of GB01234567');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://orbis.test/Companies/report/GB01234567?context=ctx-1');
    // Scripts on the provider's own origin, nothing else: no top navigation, forms or popups.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame).toHaveStyle({ height: '800px' });
    expect(api.sent('GET', CONTEXT)).toHaveLength(1);
  });

  it('takes the company from its property before the query string, at the height it is given', async () => {
    selectApplication();
    renderOrbis('/admin/supplier-frame?bvdId=GB999');
    const frame = await screen.findByTitle('Orbis company report of DE777');
    expect(frame).toHaveAttribute('src', 'https://orbis.test/Companies/report/DE777?context=ctx-1');
    expect(frame).toHaveStyle({ height: '600px' });
  });

  it('says so when no company is named, or its BvD ID is malformed, and asks Orbis nothing', async () => {
    selectApplication();
    const { api } = renderOrbis('/admin/orbis');
    expect(await screen.findByText('No company to show')).toBeVisible();
    expect(screen.getByText(/add \?bvdId= and its BvD ID/)).toBeVisible();
    expect(screen.queryByTitle(/Orbis company report/)).toBeNull();
    expect(api.sent('GET', CONTEXT)).toEqual([]);
  });

  it('refuses a malformed BvD ID before asking for a context', async () => {
    selectApplication();
    const { api } = renderOrbis('/admin/orbis?bvdId=12%20x');
    expect(await screen.findByText('A BvD ID is two letters followed by letters and digits')).toBeVisible();
    expect(api.sent('GET', CONTEXT)).toEqual([]);
  });

  it('asks for an application first', async () => {
    renderOrbis('/admin/orbis?bvdId=GB1');
    expect(await screen.findByText('Choose an application')).toBeVisible();
  });

  it('says Orbis cannot show the report when the provider is unavailable, and tries again on request', async () => {
    selectApplication();
    const answers = [failure(503, 'Orbis is unavailable (HTTP 502); try again shortly'), ok(aContext('ctx-2'))];
    // The client makes its three attempts at each call.
    const { user } = renderOrbis('/admin/orbis?bvdId=GB1', () => answers[0] ?? ok(aContext('ctx-2')));
    expect(await screen.findByText('Orbis cannot show the report right now. Try again shortly.')).toBeVisible();
    expect(screen.queryByTitle(/Orbis company report/)).toBeNull();
    answers.shift();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Orbis company report of GB1')).toHaveAttribute('src', expect.stringContaining('context=ctx-2'));
  });

  it('shows the server’s message when the catalogues know it, in the user’s language', async () => {
    selectApplication();
    renderOrbis('/admin/orbis?bvdId=GB1', failure(503, COMPANY_VIEW_MESSAGES.orbisNotConfigured), 'es');
    expect(await screen.findByText('La aplicación no tiene URL de la API de Orbis: rellene sus Configuraciones de Orbis')).toBeVisible();
  });

  it('never frames a report address of another origin than the context names', async () => {
    selectApplication();
    renderOrbis('/admin/orbis?bvdId=GB1', ok({ ...aContext('ctx-1'), origin: 'https://elsewhere.test' }));
    expect(await screen.findByText('Orbis cannot show the report right now. Try again shortly.')).toBeVisible();
    expect(screen.queryByTitle(/Orbis company report/)).toBeNull();
  });

  it('renews the context before it expires and loads the report with the new one', async () => {
    selectApplication();
    const contexts = ['ctx-1', 'ctx-2'];
    vi.useFakeTimers();
    const { api } = renderOrbis('/admin/orbis?bvdId=GB1', () => ok(aContext(contexts.shift() ?? 'ctx-3', 300)));
    await eventually(() => screen.getByTitle('Orbis company report of GB1'));
    const frame = screen.getByTitle('Orbis company report of GB1');
    expect(frame).toHaveAttribute('src', expect.stringContaining('context=ctx-1'));
    // A context of 300 s is renewed 60 s before it expires.
    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(api.sent('GET', CONTEXT)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await eventually(() => expect(screen.getByTitle('Orbis company report of GB1')).toHaveAttribute('src', expect.stringContaining('context=ctx-2')));
    expect(api.sent('GET', CONTEXT)).toHaveLength(2);
  });

  it('keeps the report shown when a renewal fails, says so, and tries again', async () => {
    selectApplication();
    const answers: (() => ReturnType<typeof ok>)[] = [() => ok(aContext('ctx-1', 300))];
    vi.useFakeTimers();
    renderOrbis('/admin/orbis?bvdId=GB1', () => (answers.shift() ?? (() => failure(503, 'Orbis cannot be reached; try again shortly')))());
    await eventually(() => screen.getByTitle('Orbis company report of GB1'));
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    await eventually(() => screen.getByText(/The report's access could not be renewed/));
    expect(screen.getByTitle('Orbis company report of GB1')).toHaveAttribute('src', expect.stringContaining('context=ctx-1'));
    answers.push(() => ok(aContext('ctx-4', 300)));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await eventually(() => expect(screen.getByTitle('Orbis company report of GB1')).toHaveAttribute('src', expect.stringContaining('context=ctx-4')));
    expect(screen.queryByText(/could not be renewed/)).toBeNull();
  });

  it('asks nothing more once the screen is left', async () => {
    selectApplication();
    vi.useFakeTimers();
    const { api, unmount } = renderOrbis('/admin/orbis?bvdId=GB1', () => ok(aContext('ctx-1', 300)));
    await eventually(() => screen.getByTitle('Orbis company report of GB1'));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(api.sent('GET', CONTEXT)).toHaveLength(1);
  });
});
