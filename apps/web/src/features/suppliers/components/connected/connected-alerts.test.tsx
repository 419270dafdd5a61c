import { NO_FLAGS_ON, type AppFlag } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { APP_ID, DEMO_APP, PLACE, aConnected, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import ConnectedScreen from './connected-screen.tsx';

const LIST = `/api/apps/${APP_ID}/suppliers`;
const ROWS = [
  aConnected({ supplierId: 'S-200', supplierName: 'Zeta Metals GmbH', counter: 3, scoreLabel: 'High', counterSCC: 1, scoreLabelSCC: 'Low' }),
  aConnected({ supplierId: 'S-201', supplierName: 'Alpha Tools SA', bvdId: 'ES987654321', counter: 0, scoreLabel: 'Medium' }),
  aConnected({ supplierId: 'S-202', supplierName: 'Beta Parts Ltd', bvdId: 'GB01234567', counter: 2, scoreLabel: 'Under review' }),
];

const query = (api: ReturnType<typeof fakeApi>) => Object.fromEntries(api.last(LIST)?.query ?? []);

function renderAlerts(flags: AppFlag[], language = 'en') {
  selectApplication({ ...DEMO_APP, flags: { ...NO_FLAGS_ON, ...Object.fromEntries(flags.map((flag) => [flag, true])) } });
  const api = fakeApi({ [`GET ${LIST}`]: ok({ ...PLACE, data: ROWS, total: 12 }) });
  const view = renderSuppliers('/admin/searchConnectedSuppliers', { fetch: api.fetch, screens: { searchConnectedSuppliers: <ConnectedScreen /> }, language });
  return { api, ...view };
}

async function tableShown() {
  const table = await screen.findByRole('table');
  await within(table).findByText('Zeta Metals GmbH');
  return table;
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
/** The cells of one supplier's row, by its name. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
const badgeOf = (cell: HTMLElement) => cell.querySelector('[data-level]') as HTMLElement | null;
const colourOf = (badge: HTMLElement | null) => /MuiChip-color(\w+)/.exec(badge?.className ?? '')?.[1];

describe('alerts of connected suppliers (SUP-21)', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('shows each product’s alerts only while the application has its flag on', async () => {
    renderAlerts([]);
    expect(headers(await tableShown())).toEqual(['BvD ID', expect.stringMatching(/^Supplier Name/), 'Ariba Supplier Id', 'Actions']);
    expect(screen.queryByRole('combobox', { name: 'Compliance score' })).toBeNull();
  });

  it('shows compliance alerts alone for a Compliance Catalyst application', async () => {
    renderAlerts(['catalystMapping']);
    const table = await tableShown();
    expect(headers(table)).toEqual(['BvD ID', expect.stringMatching(/^Supplier Name/), 'Ariba Supplier Id', 'Compliance alerts', 'Actions']);
    expect(screen.getByRole('combobox', { name: 'Compliance score' })).toBeVisible();
  });

  it('shows supply chain alerts alone for a Supply Chain application, not sortable, with no score filter', async () => {
    renderAlerts(['supplyChainMapping']);
    const table = await tableShown();
    expect(headers(table)).toEqual(['BvD ID', expect.stringMatching(/^Supplier Name/), 'Ariba Supplier Id', 'Supply Chain alerts', 'Actions']);
    expect(within(table).queryByRole('button', { name: 'Supply Chain alerts' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Compliance score' })).toBeNull();
  });

  it('shows each count with its latest score label, coloured and in words; an em dash until assessed', async () => {
    renderAlerts(['catalystMapping', 'supplyChainMapping']);
    const table = await tableShown();
    const [, , , compliance, supplyChain] = within(rowOf(table, 'Zeta Metals GmbH')).getAllByRole('cell') as HTMLElement[];
    expect(compliance).toHaveTextContent(/^3High$/);
    expect(colourOf(badgeOf(compliance as HTMLElement))).toBe('Error');
    expect(supplyChain).toHaveTextContent(/^1Low$/);
    expect(colourOf(badgeOf(supplyChain as HTMLElement))).toBe('Success');

    const [, , , medium, notAssessed] = within(rowOf(table, 'Alpha Tools SA')).getAllByRole('cell') as HTMLElement[];
    expect(medium).toHaveTextContent(/^0Medium$/);
    expect(colourOf(badgeOf(medium as HTMLElement))).toBe('Warning');
    expect(badgeOf(notAssessed as HTMLElement)).toBeNull();
    expect(within(notAssessed as HTMLElement).getByText('—')).toHaveAttribute('aria-hidden');
    expect(within(notAssessed as HTMLElement).getByText('Not assessed')).toBeInTheDocument();

    const [, , , other] = within(rowOf(table, 'Beta Parts Ltd')).getAllByRole('cell') as HTMLElement[];
    expect(other).toHaveTextContent(/^2Under review$/);
    expect(colourOf(badgeOf(other as HTMLElement))).toBe('Info');
  });

  it('filters by the compliance score label on the server; Clear shows every supplier again', async () => {
    const { api, user } = renderAlerts(['catalystMapping']);
    await tableShown();
    const select = screen.getByRole('combobox', { name: 'Compliance score' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Low', 'Medium', 'High']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(query(api)).toMatchObject({ page: '1' }));

    await user.selectOptions(select, 'High');
    await waitFor(() => expect(query(api)).toMatchObject({ scoreLabel: 'High', page: '0' }));
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Zeta{Enter}');
    await waitFor(() => expect(query(api)).toMatchObject({ scoreLabel: 'High', supplierName: 'Zeta' }));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(query(api)).not.toHaveProperty('scoreLabel'));
    expect(query(api)).not.toHaveProperty('supplierName');
    expect(screen.getByRole('combobox', { name: 'Compliance score' })).toHaveValue('');
  });

  it('sorts by compliance alerts on the server, both ways', async () => {
    const { api, user } = renderAlerts(['catalystMapping']);
    const table = await tableShown();
    await user.click(within(table).getByRole('button', { name: 'Compliance alerts' }));
    await waitFor(() => expect(query(api)).toMatchObject({ sort: 'counter', order: 'asc', page: '0' }));
    await user.click(within(table).getByRole('button', { name: /^Compliance alerts/ }));
    await waitFor(() => expect(query(api)).toMatchObject({ sort: 'counter', order: 'desc' }));
  });

  it('speaks Spanish', async () => {
    renderAlerts(['catalystMapping', 'supplyChainMapping'], 'es');
    const table = await tableShown();
    expect(headers(table)).toEqual(expect.arrayContaining(['Alertas de cumplimiento', 'Alertas de cadena de suministro']));
    expect(within(rowOf(table, 'Alpha Tools SA')).getByText('Sin evaluar')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Puntuación de cumplimiento' })).toHaveDisplayValue('Todas');
  });
});
