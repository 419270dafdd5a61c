import { OWN_ENTITY_MESSAGES, PERMISSIONS, type OwnEntityRequest, type Supplier } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, failure, ok, type FakeHandler } from '../../../../../test/fake-api.ts';
import { APP_ID, aDetail, PLACE, aResult, aSupplier, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import CriteriaScreen from './criteria-screen.tsx';

const SUPPLIER = `/api/apps/${APP_ID}/supplier/S-100`;
const OWN_ENTITY = `${SUPPLIER}/ownEntity`;
const MATCH = `/api/apps/${APP_ID}/suppliers/match`;

function aRequest(overrides: Partial<OwnEntityRequest> = {}): OwnEntityRequest {
  return {
    requestId: 'r-1',
    supplierId: 'S-100',
    kind: 'SupplyCompliance',
    state: 'pending',
    companyName: 'Acme Widgets',
    city: 'Leeds',
    country: 'GB',
    bvdId: null,
    note: null,
    requestedBy: 'u-1',
    requestedAt: '2026-11-02T10:00:00.000Z',
    checkedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

interface Setup {
  language?: string;
  supplier?: Supplier;
  permissions?: string[];
  path?: string;
  post?: FakeHandler;
  list?: FakeHandler;
}

function renderScreen({ language = 'en', supplier = aSupplier(), permissions = [...PERMISSIONS], path = '/admin/supplier-search?supplierId=S-100', post, list }: Setup = {}) {
  const api = fakeApi({
    [`GET ${SUPPLIER}`]: ok(aDetail(supplier)),
    [`POST ${MATCH}`]: ok({ ...PLACE, data: [aResult()] }),
    [`GET ${OWN_ENTITY}`]: list ?? ok([]),
    [`POST ${OWN_ENTITY}`]: post ?? { status: 201, body: { success: true, data: aRequest(), message: OWN_ENTITY_MESSAGES.sent } },
  });
  const view = renderSuppliers(path, { fetch: api.fetch, permissions, language, screens: { 'supplier-search': <CriteriaScreen /> } });
  return { api, ...view };
}

/** Opens the dialog from the link flow and goes past its search to the request form. */
async function openRequestForm(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Request own entity' }));
  const dialog = screen.getByRole('dialog', { name: /Own entity request/ });
  expect(within(dialog).getByRole('search', { name: 'Search criteria' })).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Not in Orbis: request it' }));
  return { dialog, form: within(dialog).getByRole('form', { name: 'Own entity request details' }) };
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('own entity request', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('is offered in the link flow only to those with Connector.OwnEntity', async () => {
    renderScreen({ permissions: PERMISSIONS.filter((permission) => permission !== 'Connector.OwnEntity') });
    expect(await screen.findByText('Linking Acme Widgets (S-100)')).toBeVisible();
    await screen.findByRole('table', { name: 'Companies found' });
    expect(screen.queryByRole('button', { name: 'Request own entity' })).toBeNull();
  });

  it('is not offered on a plain search: the request is for a supplier', async () => {
    renderScreen({ path: '/admin/supplier-search' });
    expect(await screen.findByRole('search', { name: 'Search criteria' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request own entity' })).toBeNull();
  });

  it('asks for address line 1, country and product option before sending anything', async () => {
    const { api, user } = renderScreen({ supplier: aSupplier({ supplierCountryName: null }) });
    const { form } = await openRequestForm(user);
    // Without a country the supplier's criteria are incomplete: nothing was searched, nothing is sent.
    expect(field(form, 'Company Name')).toHaveValue('Acme Widgets');
    expect(field(form, 'City')).toHaveValue('Leeds');
    expect(field(form, 'Postal Code')).toHaveValue('LS1 4AP');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Street Address 1 is Required')).toBeVisible();
    expect(field(form, 'Street Address 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription('Country is Required');
    expect(within(form).getByText('Product Option is Required')).toBeVisible();
    expect(field(form, 'Street Address 2')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', OWN_ENTITY)).toEqual([]);
  });

  it('sends the form with empty optional fields left out, then shows it sent and pending', async () => {
    const { api, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Request own entity' }));
    // The screen's search is shown again at once, from what Orbis answered it.
    expect(await within(screen.getByRole('dialog')).findByText(aResult().Name)).toBeVisible();
    expect(api.sent('POST', MATCH)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const { dialog, form } = await openRequestForm(user);
    await user.type(field(form, 'Street Address 1'), '  1 Park Row ');
    await user.type(field(form, 'Telephone Number'), '+44 113 496 0000');
    await user.click(within(form).getByRole('combobox', { name: /^Product Option/ }));
    await user.click(screen.getByRole('option', { name: 'Supply and Compliance' }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText('Own entity request sent')).toBeVisible();
    expect(api.sent('POST', OWN_ENTITY).map((request) => request.body)).toEqual([
      {
        CompanyName: 'Acme Widgets',
        StreetAdress1: '1 Park Row',
        PostCode: 'LS1 4AP',
        City: 'Leeds',
        Country: 'GB',
        TelephoneNumber: '+44 113 496 0000',
        ProductOption: 'SupplyCompliance',
      },
    ]);
    const status = within(dialog).getByRole('status', { name: 'Request status' });
    expect(status).toHaveTextContent('Pending');
  });

  it('follows the request until the supplier is linked, and reads the supplier again', async () => {
    let sent = false;
    const { api, user } = renderScreen({
      post: () => {
        sent = true;
        return { status: 201, body: { success: true, data: aRequest(), message: OWN_ENTITY_MESSAGES.sent } };
      },
      list: () => ok(sent ? [aRequest({ state: 'linked', bvdId: 'GB*OEabc' })] : []),
    });
    const { dialog, form } = await openRequestForm(user);
    await user.type(field(form, 'Street Address 1'), '1 Park Row');
    await user.click(within(form).getByRole('combobox', { name: /^Product Option/ }));
    await user.click(screen.getByRole('option', { name: 'Supply' }));
    const readBefore = api.sent('GET', SUPPLIER).length;
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    const status = await within(dialog).findByRole('status', { name: 'Request status' });
    await waitFor(() => expect(status).toHaveTextContent('Linked'));
    expect(status).toHaveTextContent('the supplier is linked to GB*OEabc');
    await waitFor(() => expect(api.sent('GET', SUPPLIER).length).toBeGreaterThan(readBefore));
  });

  it('shows the failure text of OWN-6 when the request is refused, and marks the fields the server names', async () => {
    const { user } = renderScreen({
      post: failure(400, 'Some fields are not valid', [{ field: 'body.PostCode', message: 'Postal Code is not valid' }]),
    });
    const { dialog, form } = await openRequestForm(user);
    await user.type(field(form, 'Street Address 1'), '1 Park Row');
    await user.click(within(form).getByRole('combobox', { name: /^Product Option/ }));
    await user.click(screen.getByRole('option', { name: 'Compliance' }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^An error was occurred, please try again or check the own entity request information\.$/,
    );
    expect(field(form, 'Postal Code')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'Postal Code')).toHaveAccessibleDescription('Postal Code is not valid');
    expect(within(dialog).queryByRole('status', { name: 'Request status' })).toBeNull();
  });

  it('says so when a request of the supplier is already pending, and shows how it stands', async () => {
    const { user } = renderScreen({ list: ok([aRequest()]) });
    await user.click(await screen.findByRole('button', { name: 'Request own entity' }));
    const dialog = screen.getByRole('dialog', { name: /Own entity request/ });
    expect(await within(dialog).findByText('An own entity request for this supplier is already pending')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Not in Orbis: request it' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'See status' }));
    expect(within(dialog).getByRole('status', { name: 'Request status' })).toHaveTextContent('Pending');
  });

  it('speaks Spanish: labels, kinds and messages', async () => {
    const { api, user } = renderScreen({ language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Solicitar entidad propia' }));
    const dialog = screen.getByRole('dialog', { name: /Solicitud de entidad propia/ });
    await user.click(within(dialog).getByRole('button', { name: 'No está en Orbis: solicitarla' }));
    const form = within(dialog).getByRole('form', { name: 'Datos de la solicitud de entidad propia' });
    expect(field(form, 'Nombre de la empresa')).toHaveValue('Acme Widgets');
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('La Dirección 1 es obligatoria')).toBeVisible();
    expect(within(form).getByText('La Opción de producto es obligatoria')).toBeVisible();
    await user.click(within(form).getByRole('combobox', { name: /^Opción de producto/ }));
    expect(screen.getByRole('option', { name: 'Suministro y cumplimiento' })).toBeVisible();
    expect(api.sent('POST', OWN_ENTITY)).toEqual([]);
  });
});
