import { PERMISSIONS, type Assessment, type SupplierAssessments } from '@connector/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler, type FakeReply } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import { ASSESSMENT_POLL_MS } from '../lib/assessment-status.ts';
import CatalystAssessmentsScreen from './catalyst-screen.tsx';
import SupplyChainAssessmentsScreen from './supply-chain-screen.tsx';

const APP = `/api/apps/${APP_ID}`;
const CATALYST_OF_SUPPLIER = `${APP}/catalyst/supplier/S-100/assessment`;
const CATALYST_ONE = `${APP}/catalyst/assesment`;
const SUPPLY_CHAIN_OF_SUPPLIER = `${APP}/supplyChain/supplier/S-100/assessment`;
const PORTFOLIO = `${APP}/supplyChain/assesment`;

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

const aView = (overrides: Partial<SupplierAssessments> = {}): SupplierAssessments => ({
  name: 'Acme Widgets',
  bvdId: 'GB01234567',
  realm: 'acme-T',
  aribaSupplierId: 'S-100',
  region: 'us',
  main: anAssessment(),
  list: [],
  ...overrides,
});

const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function render(path: string, routes: Record<string, FakeHandler>, language = 'en') {
  const api = fakeApi(routes);
  const screens = { catalystAssesments: <CatalystAssessmentsScreen />, supplyChainAssessments: <SupplyChainAssessmentsScreen /> };
  return { api, ...renderSuppliers(path, { fetch: api.fetch, screens, permissions: [...PERMISSIONS], language }) };
}

const cardList = () => screen.findByRole('list', { name: 'Assessments of Acme Widgets' });
const cards = async () => within(await cardList()).getAllByRole('listitem');
/** A card's labelled values, `label: value`, in the order shown. */
const factsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
const labelOf = (card: HTMLElement) => card.querySelector('[data-level]') as HTMLElement;

describe('Compliance Catalyst Assessments (ASM-1, ASM-4 to ASM-6)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('names the supplier and shows its one assessment full width with every compliance fact', async () => {
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView()) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' });
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByText('BvD ID').nextSibling).toHaveTextContent('GB01234567');
    expect(within(header).getByText('Ariba Supplier Id').nextSibling).toHaveTextContent('S-100');

    const [card, ...others] = await cards();
    expect(others).toHaveLength(0);
    expect(card).toHaveAttribute('data-width', 'full');
    const article = within(card as HTMLElement).getByRole('article', { name: 'Standard due diligence' });
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Standard due diligence');
    expect(factsOf(article)).toEqual([
      'Score: 72',
      'Score label: Low',
      `Started date: ${when('2026-11-02T09:30:00.000Z')}`,
      `Modified date: ${when('2026-11-03T16:45:00.000Z')}`,
      'Portfolio Id: None',
      'Modification user: luis.gil@example.com',
      'Started by: ana.ruiz@example.com',
    ]);
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('puts several assessments half width each, the latest first, each label in its colour and with its text', async () => {
    const view = aView({
      main: anAssessment({ id: 'CF-3', model: 'Model three', scoreLabel: 'High', score: 91 }),
      list: [
        anAssessment({ id: 'CF-2', model: 'Model two', scoreLabel: 'Medium', score: 55 }),
        anAssessment({ id: 'CF-1', model: 'Model one', scoreLabel: 'Unrated', score: null }),
        anAssessment({ id: 'CF-0', model: 'Model zero', scoreLabel: 'Low', score: 12 }),
      ],
    });
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: ok(view) });
    const items = await cards();
    expect(items.map((item) => item.getAttribute('data-width'))).toEqual(['half', 'half', 'half', 'half']);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Model three', 'Model two', 'Model one', 'Model zero']);
    const labels = items.map(labelOf);
    expect(labels.map((label) => label.textContent)).toEqual(['High', 'Medium', 'Unrated', 'Low']);
    expect(labels.map((label) => label.getAttribute('data-level'))).toEqual(['high', 'medium', 'other', 'low']);
    // Red, orange, blue, green: the theme's error, warning, info and success colours, each with its own icon.
    expect(labels.map((label) => /MuiChip-color(\w+)/.exec(label.className)?.[1])).toEqual(['Error', 'Warning', 'Info', 'Success']);
    expect(labels.map((label) => label.querySelector('svg')?.getAttribute('data-testid'))).toEqual([
      'ErrorOutlinedIcon',
      'ReportProblemOutlinedIcon',
      'InfoOutlinedIcon',
      'CheckCircleOutlinedIcon',
    ]);
    // A missing score shows `...`, and says why to screen readers.
    expect(factsOf(items[2] as HTMLElement)[0]).toBe('Score: ...Not scored yet');
    expect(within(items[2] as HTMLElement).getByText('...')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the assessment just started, focuses it, and reads it on its own when the list lacks it', async () => {
    const started = anAssessment({ id: 'CF-9', model: 'Quick screen', score: null, scoreLabel: null, status: 'Completed' });
    const { api } = render('/admin/catalystAssesments?supplierId=S-100&newId=CF-9', {
      [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView()),
      [`GET ${CATALYST_ONE}`]: ok(started),
    });
    const marked = await screen.findByRole('article', { name: 'Quick screen New' });
    expect(marked).toHaveAttribute('data-new', 'true');
    expect(marked).toHaveFocus();
    expect(api.last(CATALYST_ONE)?.query.get('assessmentGuid')).toBe('CF-9');
    const items = await cards();
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Quick screen', 'Standard due diligence']);
    expect(within(items[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(labelOf(items[0] as HTMLElement)).toHaveAttribute('data-level', 'other');
    expect(labelOf(items[0] as HTMLElement)).toHaveTextContent('...');
  });

  it('reads the one `id` names afresh over the list, and says so when it does not exist', async () => {
    let one: FakeReply = ok(anAssessment({ score: 80, scoreLabel: 'Medium' }));
    const { api } = render('/admin/catalystAssesments?supplierId=S-100&id=CF-1', {
      [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView({ main: anAssessment({ score: null, scoreLabel: null, status: 'InProgress' }) })),
      [`GET ${CATALYST_ONE}`]: () => one,
    });
    const article = await screen.findByRole('article', { name: 'Standard due diligence' });
    await vi.waitFor(() => expect(factsOf(article).slice(0, 2)).toEqual(['Score: 80', 'Score label: Medium']));
    expect(api.last(CATALYST_ONE)?.query.get('assessmentGuid')).toBe('CF-1');

    one = failure(404, 'This assessment does not exist');
    render('/admin/catalystAssesments?supplierId=S-100&id=CF-404', {
      [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView()),
      [`GET ${CATALYST_ONE}`]: () => one,
    });
    expect(await screen.findByText('This assessment does not exist')).toBeVisible();
  });

  it('reads the assessments again every few seconds while one is being scored, and stops once all are completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      aView({ main: anAssessment({ score: null, scoreLabel: null, status: 'InProgress' }) }),
      aView({ main: anAssessment({ score: 64, scoreLabel: 'Medium', status: 'Completed' }) }),
    ];
    let last = answers[0] as SupplierAssessments;
    const { api } = render('/admin/catalystAssesments?supplierId=S-100', {
      [`GET ${CATALYST_OF_SUPPLIER}`]: () => ok((last = answers.shift() ?? last)),
    });
    const article = await screen.findByRole('article', { name: 'Standard due diligence' });
    expect(factsOf(article)[0]).toBe('Score: ...Not scored yet');
    expect(screen.getByRole('status')).toHaveTextContent('Some assessments are still being scored');
    expect(api.sent('GET', CATALYST_OF_SUPPLIER)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ASSESSMENT_POLL_MS));
    await vi.waitFor(() => expect(factsOf(article)[0]).toBe('Score: 64'));
    expect(api.sent('GET', CATALYST_OF_SUPPLIER)).toHaveLength(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(ASSESSMENT_POLL_MS * 4));
    expect(api.sent('GET', CATALYST_OF_SUPPLIER)).toHaveLength(2);
  });

  it('says when the supplier has no assessments yet, or no company to assess', async () => {
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView({ main: null, list: [] })) });
    expect(await screen.findByText('No assessments yet')).toBeVisible();
    expect(screen.getByText("This supplier's company has not been assessed by this product.")).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();

    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: ok(aView({ bvdId: null, main: null, list: [] })) });
    expect(await screen.findByText('This supplier is not linked to a BvD ID: link it to a company before assessing it.')).toBeVisible();
    expect(screen.getAllByText('Not linked')[0]).toBeVisible();
  });

  it('says Supplier Not Found for an unknown supplier or none, and shows other failures with Try again', async () => {
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: failure(404, 'Supplier Not Found') });
    expect(await screen.findByText('Supplier Not Found')).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();

    const { api } = render('/admin/catalystAssesments', {});
    expect(screen.getAllByText('Supplier Not Found')).toHaveLength(2);
    expect(api.requests.filter((request) => request.path.includes('/catalyst/'))).toHaveLength(0);

    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST_OF_SUPPLIER}`]: failure(403, 'You do not have permission to do this') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to do this');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('asks for an application before any is chosen', async () => {
    localStorage.clear();
    render('/admin/catalystAssesments?supplierId=S-100', {});
    expect(await screen.findByText('Choose an application')).toBeVisible();
  });
});

describe('Supply Chain Catalyst Assessments (ASM-1, ASM-5)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('shows status, score label and modification date, the portfolio’s new assessment first, others’ companies left out', async () => {
    const scc = (overrides: Partial<Assessment>) => anAssessment({ id: 'SC-1', model: 'Supplier risk', portfolioId: 'P-1', ...overrides });
    const { api } = render('/admin/supplyChainAssessments?supplierId=S-100&newId=SC-2&portfolioId=P-2', {
      [`GET ${SUPPLY_CHAIN_OF_SUPPLIER}`]: ok(aView({ main: scc({ scoreLabel: 'High' }) })),
      [`GET ${PORTFOLIO}`]: ok([
        scc({ id: 'SC-2', model: 'Quick supplier risk', status: 'Completed', scoreLabel: 'Low', portfolioId: 'P-2' }),
        scc({ id: 'SC-7', bvdId: 'DE999', model: 'Another company', portfolioId: 'P-2' }),
      ]),
    });
    const marked = await screen.findByRole('article', { name: 'Quick supplier risk New' });
    expect(marked).toHaveFocus();
    expect(api.last(PORTFOLIO)?.query.get('portfolioId')).toBe('P-2');
    const items = await cards();
    expect(items.map((item) => item.getAttribute('data-width'))).toEqual(['half', 'half']);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Quick supplier risk', 'Supplier risk']);
    expect(factsOf(items[1] as HTMLElement)).toEqual(['Status: Completed', 'Score label: High', `Modification date: ${when('2026-11-03T16:45:00.000Z')}`]);
    expect(screen.queryByText('Another company')).toBeNull();
  });

  it('speaks Spanish', async () => {
    render('/admin/supplyChainAssessments?supplierId=S-100', { [`GET ${SUPPLY_CHAIN_OF_SUPPLIER}`]: ok(aView({ main: anAssessment({ status: 'InProgress' }) })) }, 'es');
    expect(await screen.findByRole('list', { name: 'Evaluaciones de Acme Widgets' })).toBeVisible();
    expect(screen.getByText('Id de proveedor de Ariba')).toBeVisible();
    expect(screen.getByText('Etiqueta de puntuación')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Algunas evaluaciones aún se están puntuando');
    expect(screen.getByRole('button', { name: 'Nueva evaluación' })).toBeVisible();
  });
});
