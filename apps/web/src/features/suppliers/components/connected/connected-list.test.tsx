import { NO_FLAGS_ON } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { APP_ID, DEMO_APP, PLACE, aConnected, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import ConnectedScreen from './connected-screen.tsx';

const LIST = `/api/apps/${APP_ID}/suppliers`;
const query = (api: ReturnType<typeof fakeApi>) => Object.fromEntries(api.last(LIST)?.query ?? []);

function renderList(permissions?: string[]) {
  const api = fakeApi({ [`GET ${LIST}`]: ok({ ...PLACE, data: [aConnected()], total: 12 }) });
  return { api, ...renderSuppliers('/admin/searchConnectedSuppliers', { fetch: api.fetch, screens: { searchConnectedSuppliers: <ConnectedScreen /> }, permissions }) };
}

describe('connected suppliers', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('asks for an application before anything else', async () => {
    renderList();
    expect(await screen.findByText('Choose an application')).toBeVisible();
  });

  it('lists the first page of 5 by supplier name, with the three search tabs', async () => {
    selectApplication();
    const { api } = renderList();
    const table = await screen.findByRole('table', { name: 'Connected suppliers' });
    await within(table).findByText('Zeta Metals GmbH');
    expect(query(api)).toEqual({ page: '0', pageSize: '5', sort: 'supplierName', order: 'asc' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'BvD ID',
      expect.stringMatching(/^Supplier Name/),
      'Ariba Supplier Id',
      'Actions',
    ]);
    const tabs = within(screen.getByRole('navigation', { name: 'Search' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Connected Suppliers', 'By BvD ID', 'By Criteria']);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(within(table).getByRole('link', { name: /Supplier Orbis Enhancement Details/ })).toHaveAttribute('href', '/admin/supplier?id=S-200');
    expect(within(table).getByRole('link', { name: /Go to Ariba/ })).toHaveAttribute('href', 'https://s1.ariba.com/Supplier360/us/acme-T/S-200');
  });

  it('filters by company name or BvD Id on the server; Clear shows all again', async () => {
    selectApplication();
    const { api, user } = renderList();
    await screen.findByText('Zeta Metals GmbH');
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'BvD Id' }), ' DE123 ');
    await user.click(filter);
    await waitFor(() => expect(query(api)).toMatchObject({ bvdId: 'DE123', page: '0' }));
    expect(query(api)).not.toHaveProperty('supplierName');
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Zeta{Enter}');
    await waitFor(() => expect(query(api)).toMatchObject({ bvdId: 'DE123', supplierName: 'Zeta' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(query(api)).not.toHaveProperty('bvdId'));
    expect(query(api)).not.toHaveProperty('supplierName');
    expect(screen.getByRole('textbox', { name: 'BvD Id' })).toHaveValue('');
  });

  it('sorts and pages on the server', async () => {
    selectApplication();
    const { api, user } = renderList();
    await screen.findByText('Zeta Metals GmbH');
    await user.click(screen.getByRole('button', { name: 'BvD ID' }));
    await waitFor(() => expect(query(api)).toMatchObject({ sort: 'bvdId', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(query(api)).toMatchObject({ sort: 'bvdId', page: '1', pageSize: '5' }));
  });

  it('offers the Risk Assessments items only as the application’s flags allow', async () => {
    selectApplication({ ...DEMO_APP, flags: { ...NO_FLAGS_ON, catalystMapping: true } });
    const { user } = renderList();
    await screen.findByText('Zeta Metals GmbH');
    await user.click(screen.getByRole('button', { name: 'Risk Assessments: Zeta Metals GmbH' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Alerts of Compliance', 'New Compliance assessment']);
    expect(screen.getByRole('menuitem', { name: 'Alerts of Compliance' })).toHaveAttribute('href', '/admin/catalystAssesments?supplierId=S-200');
  });

  it('leaves the flagged menus and Unlink out when nothing allows them', async () => {
    selectApplication();
    renderList(['Connector.Search.ConnectedSuppliers']);
    await screen.findByText('Zeta Metals GmbH');
    expect(screen.queryByRole('button', { name: /Open Catalyst/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Risk Assessments/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlink/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Enhancement Details/ })).toBeNull();
  });
});
