import { ASSESSMENT_MESSAGES, PERMISSIONS, type Assessment, type SupplierAssessments } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler, type FakeReply } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import CatalystAssessmentsScreen from './catalyst-screen.tsx';
import SupplyChainAssessmentsScreen from './supply-chain-screen.tsx';

const APP = `/api/apps/${APP_ID}`;
const CATALYST = `${APP}/catalyst`;
const SUPPLY_CHAIN = `${APP}/supplyChain`;
const MODELS = { models: [{ id: 'M-1', Name: 'Standard due diligence' }, { id: 'M-2', Name: 'Quick screen' }] };

const anAssessment = (id: string, model: string): Assessment => ({
  id,
  bvdId: 'GB01234567',
  score: null,
  scoreLabel: null,
  status: 'Completed',
  model,
  modelId: 'M-2',
  startedUser: 'ana.ruiz@example.com',
  startedDate: '2026-11-02T09:30:00.000Z',
  modificationUser: 'ana.ruiz@example.com',
  modifiedDate: '2026-11-02T09:30:00.000Z',
  portfolioId: null,
  ALERT_COUNT: 0,
});

const aView = (overrides: Partial<SupplierAssessments> = {}): SupplierAssessments => ({
  name: 'Acme Widgets',
  bvdId: 'GB01234567',
  realm: 'acme-T',
  aribaSupplierId: 'S-100',
  region: 'us',
  main: anAssessment('CF-1', 'Standard due diligence'),
  list: [],
  ...overrides,
});

function render(path: string, routes: Record<string, FakeHandler>, permissions: string[] = [...PERMISSIONS]) {
  const api = fakeApi(routes);
  const screens = { catalystAssesments: <CatalystAssessmentsScreen />, supplyChainAssessments: <SupplyChainAssessmentsScreen /> };
  return { api, ...renderSuppliers(path, { fetch: api.fetch, screens, permissions }) };
}

const newAssessment = () => screen.findByRole('button', { name: 'New assessment' });
const startButton = () => screen.getByRole('button', { name: 'Start Assesment' });

/** Opens the dialog and chooses `model`. */
async function chooseModel(user: ReturnType<typeof render>['user'], model: string) {
  await user.click(await newAssessment());
  const dialog = await screen.findByRole('dialog', { name: 'New Compliance Catalyst assessment' });
  const picker = await within(dialog).findByRole('combobox', { name: /^Model/ });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: model }));
  return dialog;
}

describe('New assessment (ASM-7, ASM-8)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('lists the models, starts the one chosen and opens the new compliance assessment', async () => {
    const { api, user, router } = render('/admin/catalystAssesments?supplierId=S-100', {
      [`GET ${CATALYST}/supplier/S-100/assessment`]: ok(aView()),
      [`GET ${CATALYST}/models`]: ok(MODELS),
      [`POST ${CATALYST}/assesment`]: ok({ SelectionId: { CF_RA_Id: 'CF-9' } }, ASSESSMENT_MESSAGES.started),
      [`GET ${CATALYST}/assesment`]: ok(anAssessment('CF-9', 'Quick screen')),
    });
    await user.click(await newAssessment());
    const dialog = await screen.findByRole('dialog', { name: 'New Compliance Catalyst assessment' });
    expect(dialog).toHaveAccessibleDescription('Choose the model to assess Acme Widgets (GB01234567) with.');
    const picker = await within(dialog).findByRole('combobox', { name: /^Model/ });
    expect(picker).toHaveFocus();
    expect(startButton()).toBeDisabled();
    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Standard due diligence', 'Quick screen']);
    await user.click(screen.getByRole('option', { name: 'Quick screen' }));
    await user.click(startButton());

    expect(await screen.findByText('Assessment started')).toBeVisible();
    expect(api.sent('POST', `${CATALYST}/assesment`)[0]?.body).toEqual({ bvdId: 'GB01234567', modelId: 'M-2' });
    await waitFor(() => expect(router.state.location.search).toBe('?supplierId=S-100&newId=CF-9'));
    expect(router.state.location.pathname).toBe('/admin/catalystAssesments');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Quick screen New' })).toHaveFocus();
  });

  it('opens the supply chain assessment started with its portfolio', async () => {
    const { api, user, router } = render('/admin/supplyChainAssessments?supplierId=S-100', {
      [`GET ${SUPPLY_CHAIN}/supplier/S-100/assessment`]: ok(aView({ main: null })),
      [`GET ${SUPPLY_CHAIN}/models`]: ok(MODELS),
      [`POST ${SUPPLY_CHAIN}/assesment`]: ok({ AssessmentId: 'SC-9', PortfolioId: 'P-4' }),
      [`GET ${SUPPLY_CHAIN}/assesment`]: ok([{ ...anAssessment('SC-9', 'Quick screen'), portfolioId: 'P-4' }]),
    });
    expect(await screen.findByText('No assessments yet')).toBeVisible();
    await user.click(await newAssessment());
    const dialog = await screen.findByRole('dialog', { name: 'New Supply Chain Catalyst assessment' });
    await user.click(await within(dialog).findByRole('combobox', { name: /^Model/ }));
    await user.click(await screen.findByRole('option', { name: 'Standard due diligence' }));
    await user.click(startButton());

    await waitFor(() => expect(router.state.location.search).toBe('?supplierId=S-100&newId=SC-9&portfolioId=P-4'));
    expect(api.sent('POST', `${SUPPLY_CHAIN}/assesment`)[0]?.body).toEqual({ bvdId: 'GB01234567', modelId: 'M-1' });
    expect(await screen.findByText('Assessment started')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Quick screen New' })).toBeVisible();
    expect(api.last(`${SUPPLY_CHAIN}/assesment`)?.query.get('portfolioId')).toBe('P-4');
  });

  it('says Something went wrong, try again on failure, or the server’s words when they name a field, and stays open', async () => {
    let answer: FakeReply = failure(409, ASSESSMENT_MESSAGES.notLinked);
    const { user, router } = render('/admin/catalystAssesments?supplierId=S-100', {
      [`GET ${CATALYST}/supplier/S-100/assessment`]: ok(aView()),
      [`GET ${CATALYST}/models`]: ok(MODELS),
      [`POST ${CATALYST}/assesment`]: () => answer,
    });
    const dialog = await chooseModel(user, 'Quick screen');
    await user.click(startButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, try again');

    answer = failure(400, 'Some fields are not valid', [{ field: 'modelId', message: ASSESSMENT_MESSAGES.unknownModel }]);
    await user.click(startButton());
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This model is not one of the product’s models'));
    expect(dialog).toBeVisible();
    expect(router.state.location.search).toBe('?supplierId=S-100');

    // Escape closes the dialog and gives the focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'New assessment' })).toHaveFocus();
  });

  it.each([
    ['without a realm', { realm: null }],
    ['without an Ariba supplier id', { aribaSupplierId: '' }],
    ['without a BvD ID', { bvdId: null }],
  ])('is not offered %s', async (_case, overrides) => {
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST}/supplier/S-100/assessment`]: ok(aView(overrides)) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New assessment' })).toBeNull();
  });

  it('is not offered without the screen’s permission', async () => {
    render('/admin/catalystAssesments?supplierId=S-100', { [`GET ${CATALYST}/supplier/S-100/assessment`]: ok(aView()) }, ['Connector.SupplyChainAssessments']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New assessment' })).toBeNull();
  });
});
