import { ASSESSMENT_MESSAGES, PERMISSIONS, type Assessment, type AssessmentFrame, type SupplierAssessments } from '@connector/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler, type FakeReply } from '../../../../test/fake-api.ts';
import { eventually } from '../../../../test/fake-time.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import CatalystAssessmentsScreen from './catalyst-screen.tsx';
import SupplyChainAssessmentsScreen from './supply-chain-screen.tsx';

const APP = `/api/apps/${APP_ID}`;
const CATALYST_OF_SUPPLIER = `${APP}/catalyst/supplier/S-100/assessment`;
const SUPPLY_CHAIN_OF_SUPPLIER = `${APP}/supplyChain/supplier/S-100/assessment`;
const CATALYST_FRAME = `${APP}/catalyst/assesment/CF-1/frame`;
const SUPPLY_CHAIN_FRAME = `${APP}/supplyChain/assesment/SC-1/frame`;

const anAssessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: 'CF-1',
  bvdId: 'GB01234567',
  score: 72,
  scoreLabel: 'Low',
  status: 'Completed',
  model: 'Standard due diligence',
  modelId: 'M-1',
  startedUser: 'ana.ruiz@example.com',
  startedDate: '2026-11-02T09:30:00.000Z',
  modificationUser: 'luis.gil@example.com',
  modifiedDate: '2026-11-03T16:45:00.000Z',
  portfolioId: null,
  ALERT_COUNT: 0,
  ...overrides,
});

const aView = (main: Assessment): SupplierAssessments => ({
  name: 'Acme Widgets',
  bvdId: 'GB01234567',
  realm: 'acme-T',
  aribaSupplierId: 'S-100',
  region: 'us',
  main,
  list: [],
});

function aFrame(context: string, expiresIn = 3600, origin = 'https://catalyst.test'): AssessmentFrame {
  return {
    url: `https://catalyst.test/assessment/CF-1?context=${context}`,
    origin,
    expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
  };
}

function renderCatalyst(frame: FakeHandler, language = 'en') {
  const api = fakeApi({ [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView(anAssessment())), [`GET ${CATALYST_FRAME}`]: frame });
  const screens = { catalystAssesments: <CatalystAssessmentsScreen /> };
  return { api, ...renderSuppliers('/admin/catalystAssesments?supplierId=S-100', { fetch: api.fetch, screens, permissions: [...PERMISSIONS], language }) };
}

const FRAME_TITLE = 'Compliance Catalyst page of assessment CF-1';

describe('a Catalyst’s own page of an assessment, in a frame (ASM-11)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('opens the compliance page in a dialog from the card, sandboxed, 800 px high, and gives the focus back on close', async () => {
    const { api, user } = renderCatalyst(ok(aFrame('ctx-1')));
    const article = await screen.findByRole('article', { name: 'Standard due diligence' });
    const open = within(article).getByRole('button', { name: 'Open in Compliance Catalyst' });
    expect(api.sent('GET', CATALYST_FRAME)).toEqual([]);

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Catalyst: Standard due diligence (CF-1)' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    const frame = await within(dialog).findByTitle(FRAME_TITLE);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://catalyst.test/assessment/CF-1?context=ctx-1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveStyle({ height: '800px' });
    expect(api.sent('GET', CATALYST_FRAME)).toHaveLength(1);

    await user.click(close);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('opens the supply chain page of the supply chain assessment', async () => {
    const assessment = anAssessment({ id: 'SC-1', model: 'Supplier risk', portfolioId: 'P-1' });
    const api = fakeApi({
      [`GET ${SUPPLY_CHAIN_OF_SUPPLIER}`]: ok(aView(assessment)),
      [`GET ${SUPPLY_CHAIN_FRAME}`]: ok({ url: 'https://scc.test/page/SC-1?context=s1', origin: 'https://scc.test', expiresAt: aFrame('s1').expiresAt }),
    });
    const screens = { supplyChainAssessments: <SupplyChainAssessmentsScreen /> };
    const { user } = renderSuppliers('/admin/supplyChainAssessments?supplierId=S-100', { fetch: api.fetch, screens });
    await user.click(await screen.findByRole('button', { name: 'Open in Supply Chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supply Chain Catalyst: Supplier risk (SC-1)' });
    expect(await within(dialog).findByTitle('Supply Chain Catalyst page of assessment SC-1')).toHaveAttribute('src', 'https://scc.test/page/SC-1?context=s1');
    expect(api.sent('GET', SUPPLY_CHAIN_FRAME)).toHaveLength(1);
  });

  it('shows the server’s message, in the user’s language, and no frame', async () => {
    const { user } = renderCatalyst(failure(404, ASSESSMENT_MESSAGES.notFound), 'es');
    await user.click(await screen.findByRole('button', { name: 'Abrir en Compliance Catalyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Catalyst: Standard due diligence (CF-1)' });
    expect(await within(dialog).findByText('Esta evaluación no existe')).toBeVisible();
    expect(within(dialog).queryByTitle(/Compliance Catalyst/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it('says the product cannot show the page when it is unavailable, and tries again on request', async () => {
    const answers = [failure(503, 'Orbis is unavailable (HTTP 502); try again shortly')];
    const { user } = renderCatalyst(() => answers[0] ?? ok(aFrame('ctx-2')));
    await user.click(await screen.findByRole('button', { name: 'Open in Compliance Catalyst' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Compliance Catalyst cannot show this assessment right now. Try again shortly.')).toBeVisible();
    answers.shift();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle(FRAME_TITLE)).toHaveAttribute('src', expect.stringContaining('context=ctx-2'));
  });

  it('never frames a page of another origin than the answer names', async () => {
    const { user } = renderCatalyst(ok(aFrame('ctx-1', 3600, 'https://elsewhere.test')));
    await user.click(await screen.findByRole('button', { name: 'Open in Compliance Catalyst' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Compliance Catalyst cannot show this assessment right now. Try again shortly.')).toBeVisible();
    expect(within(dialog).queryByTitle(FRAME_TITLE)).toBeNull();
  });

  it('asks for a new page before the context expires, keeps the page when that fails, and stops once closed', async () => {
    vi.useFakeTimers();
    // The first page, then failures (the client makes its attempts at each call) until the product answers again.
    const answers: FakeReply[] = [ok(aFrame('ctx-1', 300))];
    let reachable = false;
    const { api } = renderCatalyst(() => answers.shift() ?? (reachable ? ok(aFrame('ctx-3', 300)) : failure(503, 'Orbis cannot be reached; try again shortly')));
    await eventually(() => screen.getByRole('button', { name: 'Open in Compliance Catalyst' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open in Compliance Catalyst' }));
    await eventually(() => expect(screen.getByTitle(FRAME_TITLE)).toHaveAttribute('src', expect.stringContaining('context=ctx-1')));

    // A context of 300 s is renewed 60 s before it expires.
    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(api.sent('GET', CATALYST_FRAME)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await eventually(() => screen.getByText(/The page's access could not be renewed/));
    expect(screen.getByTitle(FRAME_TITLE)).toHaveAttribute('src', expect.stringContaining('context=ctx-1'));

    // A failed renewal is tried again a few seconds later.
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await eventually(() => expect(screen.getByTitle(FRAME_TITLE)).toHaveAttribute('src', expect.stringContaining('context=ctx-3')));
    expect(screen.queryByText(/could not be renewed/)).toBeNull();

    const asked = api.sent('GET', CATALYST_FRAME).length;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(api.sent('GET', CATALYST_FRAME)).toHaveLength(asked);
  });
});
