import { COMPANY_VIEW_MESSAGES, SUPPLIER_MESSAGES, type OrbisCompany, type OrbisContext } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import BvdIdScreen from './bvd-id-screen.tsx';

const COMPANY = `/api/apps/${APP_ID}/orbis/company`;

const CONTEXT = `/api/apps/${APP_ID}/orbis/context`;

const KNOWN: OrbisCompany = { bvdId: 'GB01234567', name: 'ACME WIDGETS LTD', status: 'Active', city: 'Leeds', country: 'GB' };
const context: OrbisContext = {
  context: 'ctx-1',
  expiresIn: 3600,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  reportUrl: 'https://orbis.test/Companies/report/{bvdId}?context=ctx-1',
  origin: 'https://orbis.test',
};

function renderSearch(routes: Record<string, FakeHandler> = {}, language = 'en', path = '/admin/suppliers') {
  const api = fakeApi({
    [`GET ${COMPANY}/GB01234567`]: ok(KNOWN),
    [`GET ${COMPANY}/zz999`]: failure(404, COMPANY_VIEW_MESSAGES.companyNotFound('ZZ999')),
    [`GET ${COMPANY}/12-34`]: failure(400, 'Some fields are not valid', [{ field: 'params.bvdId', message: SUPPLIER_MESSAGES.bvdIdInvalid }]),
    [`GET ${CONTEXT}`]: ok(context),
    ...routes,
  });
  return { api, ...renderSuppliers(path, { fetch: api.fetch, screens: { suppliers: <BvdIdScreen /> }, language }) };
}

const field = () => screen.getByRole('textbox', { name: 'Find a supplier' });
const search = () => screen.getByRole('button', { name: 'Search' });

describe('search suppliers by BvD ID', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('asks for an application before anything else', async () => {
    renderSearch();
    expect(await screen.findByText('Choose an application')).toBeVisible();
  });

  it('searches on Search, once a BvD ID is typed, and shows the company’s name above its report, 800 px high', async () => {
    selectApplication();
    const { api, user } = renderSearch();
    expect(await screen.findByRole('search', { name: 'Search by BvD ID' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'By BvD ID' })).toHaveAttribute('aria-current', 'page');
    expect(search()).toBeDisabled();
    await user.type(field(), '   ');
    expect(search()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), ' GB01234567 ');
    await user.click(search());
    expect(await screen.findByRole('heading', { level: 2, name: 'ACME WIDGETS LTD' })).toBeVisible();
    expect(screen.getByText('GB01234567 · Leeds, United Kingdom · Active')).toBeVisible();
    const frame = await screen.findByTitle('Orbis company report of GB01234567');
    expect(frame).toHaveAttribute('src', 'https://orbis.test/Companies/report/GB01234567?context=ctx-1');
    expect(frame).toHaveStyle({ height: '800px' });
    expect(api.sent('GET', `${COMPANY}/GB01234567`)).toHaveLength(1);
  });

  it('searches on Enter, and asks Orbis again when the same BvD ID is searched again', async () => {
    selectApplication();
    const { api, user } = renderSearch();
    await user.type(await screen.findByRole('textbox', { name: 'Find a supplier' }), 'GB01234567{Enter}');
    await screen.findByTitle('Orbis company report of GB01234567');
    await user.click(search());
    await waitFor(() => expect(api.sent('GET', `${COMPANY}/GB01234567`)).toHaveLength(2));
  });

  it('keeps the BvD ID searched in the address, so the page opened there shows the same company', async () => {
    selectApplication();
    const first = renderSearch();
    await first.user.type(await screen.findByRole('textbox', { name: 'Find a supplier' }), 'GB01234567{Enter}');
    await screen.findByTitle('Orbis company report of GB01234567');
    const address = first.router.state.location;
    expect(new URLSearchParams(address.search).get('bvdId')).toBe('GB01234567');
    first.unmount();

    // Opened again at that address (a reload, a link): the same search, in its field, and its report.
    const { api } = renderSearch({}, 'en', `${address.pathname}${address.search}`);
    expect(await screen.findByTitle('Orbis company report of GB01234567')).toBeVisible();
    expect(field()).toHaveValue('GB01234567');
    expect(screen.getByRole('heading', { level: 2, name: 'ACME WIDGETS LTD' })).toBeVisible();
    expect(api.sent('GET', `${COMPANY}/GB01234567`)).toHaveLength(1);
  });

  it('says clearly that Orbis knows no such company, and shows no frame', async () => {
    selectApplication();
    const { api, user } = renderSearch();
    await user.type(await screen.findByRole('textbox', { name: 'Find a supplier' }), 'zz999{Enter}');
    expect(await screen.findByText('No company in Orbis has the BvD ID ZZ999. Check the ID, or search by criteria.')).toBeVisible();
    expect(screen.queryByTitle(/Orbis company report/)).toBeNull();
    expect(api.sent('GET', `${COMPANY}/zz999`)).toHaveLength(1);
    expect(api.sent('GET', CONTEXT)).toEqual([]);
  });

  it('shows the field’s message for a malformed BvD ID until the field changes', async () => {
    selectApplication();
    const { api, user } = renderSearch();
    await user.type(await screen.findByRole('textbox', { name: 'Find a supplier' }), '12-34{Enter}');
    await waitFor(() => expect(field()).toHaveAccessibleDescription('A BvD ID is two letters followed by letters and digits'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTitle(/Orbis company report/)).toBeNull();
    expect(api.sent('GET', CONTEXT)).toEqual([]);
    await user.type(field(), '5');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(field()).toHaveAccessibleDescription('The company\'s BvD ID in Orbis');
  });

  it('says Orbis cannot be reached when it does not answer, in the user’s language, and tries again', async () => {
    selectApplication();
    const answers = [failure(503, 'Orbis cannot be reached; try again shortly')];
    const { user } = renderSearch({ [`GET ${COMPANY}/GB01234567`]: () => answers[0] ?? ok(KNOWN) }, 'es');
    await user.type(await screen.findByRole('textbox', { name: 'Buscar un proveedor' }), 'GB01234567{Enter}');
    expect(await screen.findByText('No se puede contactar con Orbis en este momento. Inténtelo de nuevo en unos momentos.')).toBeVisible();
    answers.shift();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle('Informe de Orbis de la empresa GB01234567')).toBeVisible();
  });
});
