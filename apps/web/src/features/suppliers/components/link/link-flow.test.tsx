import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure, ok, type FakeHandler } from '../../../../../test/fake-api.ts';
import { APP_ID, aDetail, PLACE, aResult, aSupplier, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import CriteriaScreen from '../criteria/criteria-screen.tsx';

const FREE = aResult();
const TAKEN = aResult({ BvDId: 'GB07654321', Name: 'ACME WIDGETS (HOLDINGS) LTD', Score: 88, SupplierId: 'S-999', risk: { scoreLabel: 'High', scoreLabelSCC: null } });
const MATCH = `/api/apps/${APP_ID}/suppliers/match`;
const SUPPLIER = `/api/apps/${APP_ID}/supplier/S-100`;

function renderLinkFlow(put: FakeHandler = (request) => ok(aSupplier({ bvdId: (request.body as { bvdId: string }).bvdId, state: 'linked' }))) {
  const api = fakeApi({
    [`GET ${SUPPLIER}`]: ok(aDetail()),
    [`POST ${MATCH}`]: ok({ ...PLACE, data: [TAKEN, FREE] }),
    [`PUT ${SUPPLIER}`]: put,
  });
  return { api, ...renderSuppliers('/admin/supplier-search?supplierId=S-100', { fetch: api.fetch, screens: { 'supplier-search': <CriteriaScreen /> } }) };
}

/** Lets fake time pass, with React and the query layer catching up. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function resultsShown() {
  const table = await screen.findByRole('table', { name: 'Companies found' });
  await within(table).findByText(FREE.Name);
  return table;
}

describe('link flow', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('prefills the supplier’s criteria and searches at once; best score first', async () => {
    const { api } = renderLinkFlow();
    const table = await resultsShown();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Acme Widgets');
    expect(screen.getByRole('textbox', { name: 'National Id' })).toHaveValue('01234567');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('LS1 4AP');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('United Kingdom');
    expect(api.sent('POST', MATCH)[0]?.body).toEqual({
      CompanyName: 'Acme Widgets',
      NationalId: '01234567',
      City: 'Leeds',
      PostCode: 'LS1 4AP',
      Country: 'GB',
      MatchPercent: 85,
      Exclusions: [],
    });
    const names = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(names.findIndex((text) => text?.includes(FREE.BvDId))).toBeLessThan(names.findIndex((text) => text?.includes(TAKEN.BvDId)));
    // Go to Ariba: the Supplier 360 page of the supplier being linked, in its region.
    expect(within(table).getAllByRole('link', { name: /Go to Ariba/ })[0]).toHaveAttribute(
      'href',
      'https://s1.ariba.com/Supplier360/us/acme-T/S-100',
    );
  });

  it('asks to confirm a free result, links it, says so, and reads the page again 1.5 s later', async () => {
    const { api } = renderLinkFlow();
    await resultsShown();
    fireEvent.click(screen.getByRole('button', { name: `Add BvdId ${FREE.BvDId}` }));
    const dialog = screen.getByRole('dialog', { name: `Do you want to add BVD ${FREE.BvDId}?` });
    expect(within(dialog).getByText('S-100')).toBeVisible();
    expect(within(dialog).getByText('Acme Widgets')).toBeVisible();
    expect(within(dialog).getByText(FREE.Name)).toBeVisible();
    expect(within(dialog).getByText('92%')).toBeVisible();
    // No supplier linked to this company is assessed: no risk to show.
    expect(within(dialog).queryByText('Known risk')).toBeNull();

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await pass(0);
    expect(screen.getByText(`${FREE.BvDId} Added Successfully`)).toBeVisible();
    expect(api.sent('PUT', SUPPLIER).map((r) => r.body)).toEqual([{ supplierId: 'S-100', bvdId: FREE.BvDId, score: 92 }]);
    expect(screen.queryByRole('dialog', { name: /Do you want to add/ })).toBeNull();

    await pass(1499);
    expect(api.sent('POST', MATCH)).toHaveLength(1);
    await pass(1);
    expect(api.sent('POST', MATCH)).toHaveLength(2);
    expect(api.sent('GET', SUPPLIER)).toHaveLength(2);
  });

  it('warns first when the BvD ID is already assigned; the link dialog follows 0.5 s after Continue', async () => {
    const { api } = renderLinkFlow();
    const table = await resultsShown();
    // The company's risk, from the assessed supplier already linked to it, beside its BvD ID.
    const takenRow = within(table).getAllByRole('row').find((row) => row.textContent?.includes(TAKEN.BvDId))!;
    expect(within(takenRow).getByText('Compliance')).toBeVisible();
    expect(within(takenRow).getByText('High').closest('[data-level]')).toHaveAttribute('data-level', 'high');
    fireEvent.click(screen.getByRole('button', { name: `Add BvdId ${TAKEN.BvDId}` }));
    const warning = screen.getByRole('alertdialog', { name: 'BvD Id already assigned' });
    expect(warning).toHaveTextContent(`The BvD Id ${TAKEN.BvDId} is already assigned to a supplier (S-999).`);
    expect(warning).toHaveTextContent('Are you Sure you want to continue?');

    vi.useFakeTimers();
    fireEvent.click(within(warning).getByRole('button', { name: 'Continue' }));
    await pass(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(499);
    expect(screen.queryByRole('dialog', { name: /Do you want to add/ })).toBeNull();
    await pass(1);
    const dialog = screen.getByRole('dialog', { name: `Do you want to add BVD ${TAKEN.BvDId}?` });
    expect(within(dialog).getByText('Known risk')).toBeVisible();
    expect(within(dialog).getByText('High')).toBeVisible();
    expect(within(dialog).queryByText('Supply chain')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await pass(0);
    expect(api.sent('PUT', SUPPLIER).map((r) => r.body)).toEqual([{ supplierId: 'S-100', bvdId: TAKEN.BvDId, score: 88 }]);
  });

  it('links nothing when the warning is cancelled', async () => {
    const { api } = renderLinkFlow();
    const table = await resultsShown();
    // The company's risk, from the assessed supplier already linked to it, beside its BvD ID.
    const takenRow = within(table).getAllByRole('row').find((row) => row.textContent?.includes(TAKEN.BvDId))!;
    expect(within(takenRow).getByText('Compliance')).toBeVisible();
    expect(within(takenRow).getByText('High').closest('[data-level]')).toHaveAttribute('data-level', 'high');
    fireEvent.click(screen.getByRole('button', { name: `Add BvdId ${TAKEN.BvDId}` }));
    vi.useFakeTimers();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await pass(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('PUT', SUPPLIER)).toEqual([]);
  });

  it('shows the server’s refusal and keeps the dialog open, with no reload', async () => {
    const { api } = renderLinkFlow(failure(409, 'This BvD ID is linked to another supplier'));
    await resultsShown();
    fireEvent.click(screen.getByRole('button', { name: `Add BvdId ${FREE.BvDId}` }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await pass(0);
    expect(screen.getByText('This BvD ID is linked to another supplier')).toBeVisible();
    expect(screen.getByRole('dialog', { name: `Do you want to add BVD ${FREE.BvDId}?` })).toBeVisible();
    await pass(2000);
    expect(api.sent('POST', MATCH)).toHaveLength(1);
  });
});
