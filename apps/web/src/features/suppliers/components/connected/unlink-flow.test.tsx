import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, failure, ok, type FakeHandler } from '../../../../../test/fake-api.ts';
import { APP_ID, PLACE, aConnected, aSupplier, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import ConnectedScreen from './connected-screen.tsx';

const ZETA = aConnected();
const LIST = `/api/apps/${APP_ID}/suppliers`;
const UNLINK = `/api/apps/${APP_ID}/unlinkSupplier`;

function renderConnected(unlink: FakeHandler = ok(aSupplier({ supplierId: ZETA.supplierId, state: 'unmatched' }), 'Supplier unlinked')) {
  const api = fakeApi({
    [`GET ${LIST}`]: ok({ ...PLACE, data: [ZETA], total: 1 }),
    [`POST ${UNLINK}`]: unlink,
  });
  return { api, ...renderSuppliers('/admin/searchConnectedSuppliers', { fetch: api.fetch, screens: { searchConnectedSuppliers: <ConnectedScreen /> } }) };
}

async function startUnlink(user: ReturnType<typeof renderConnected>['user']) {
  const table = await screen.findByRole('table', { name: 'Connected suppliers' });
  await within(table).findByText(ZETA.supplierName);
  await user.click(within(table).getByRole('button', { name: `Unlink Supplier ${ZETA.supplierName}` }));
  return screen.getByRole('dialog', { name: 'Are you sure to unlink this supplier?' });
}

describe('unlink', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('asks first; Cancel unlinks nothing', async () => {
    const { api, user } = renderConnected();
    const dialog = await startUnlink(user);
    expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', UNLINK)).toEqual([]);
  });

  it('unlinks with the questionnaire ids, then Yes opens the link flow for that supplier', async () => {
    const { api, user, router } = renderConnected();
    const dialog = await startUnlink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    const again = await screen.findByRole('dialog', { name: 'Do you want to match this unlinked company again?' });
    expect(screen.getByText('Supplier unlinked')).toBeVisible();
    expect(api.sent('POST', UNLINK).map((r) => r.body)).toEqual([
      { supplierId: 'S-200', bvdId: 'DE123456789', orbisQuestionnaireId: 'Q-1', catalystQuestionnaireId: null, supplyChainQuestionnaireId: null },
    ]);
    await user.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/supplier-search?supplierId=S-200'));
  });

  it('No reloads the list and stays', async () => {
    const { api, user, router } = renderConnected();
    const dialog = await startUnlink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    const again = await screen.findByRole('dialog', { name: 'Do you want to match this unlinked company again?' });
    expect(api.sent('GET', LIST)).toHaveLength(1);
    await user.click(within(again).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(api.sent('GET', LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/searchConnectedSuppliers');
  });

  it('shows a refusal in a toast and offers no second question', async () => {
    const { user } = renderConnected(failure(404, 'This supplier is not linked to that BvD ID'));
    const dialog = await startUnlink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('This supplier is not linked to that BvD ID')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
