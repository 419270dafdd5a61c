import { CATALYST_MENU_DELAY_MS, NO_FLAGS_ON, PERMISSIONS } from '@connector/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { APP_ID, DEMO_APP, PLACE, aConnected, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import ConnectedScreen from './connected-screen.tsx';

const LIST = `/api/apps/${APP_ID}/suppliers`;
const MODELS = `/api/apps/${APP_ID}/catalyst/models`;
const ZETA = aConnected();
const BOTH_ON = { ...DEMO_APP, flags: { ...NO_FLAGS_ON, catalystMapping: true, supplyChainMapping: true } };

function renderMenus({ realm = PLACE.realm, permissions = [...PERMISSIONS] }: { realm?: string | null; permissions?: string[] } = {}) {
  const api = fakeApi({
    [`GET ${LIST}`]: ok({ ...PLACE, realm, data: [ZETA], total: 1 }),
    [`GET ${MODELS}`]: ok({ models: [{ id: 'M-1', Name: 'Standard due diligence' }] }),
  });
  const view = renderSuppliers('/admin/searchConnectedSuppliers', { fetch: api.fetch, screens: { searchConnectedSuppliers: <ConnectedScreen /> }, permissions });
  return { api, ...view };
}

/** Lets fake time pass, with React and the query layer catching up. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const catalystButton = () => screen.getByRole('button', { name: `Open Catalyst: ${ZETA.supplierName}` });
const riskButton = () => screen.getByRole('button', { name: `Risk Assessments: ${ZETA.supplierName}` });
const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('row menus of a connected supplier (SUP-20)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication(BOTH_ON));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('opens the Catalyst menu a second after it is asked for, saying it is on its way meanwhile', async () => {
    renderMenus();
    await screen.findByText(ZETA.supplierName);
    vi.useFakeTimers();
    const button = catalystButton();
    fireEvent.click(button);
    await pass(0);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.getByText('Opening Open Catalyst…')).toHaveAttribute('role', 'status');

    await pass(CATALYST_MENU_DELAY_MS - 1);
    expect(screen.queryByRole('menu')).toBeNull();
    await pass(1);
    expect(itemNames()).toEqual(['Open in Compliance Catalyst', 'Open in Supply Chain']);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(/^Opening/)).toBeNull();
  });

  it('opens it from the keyboard too, with the first item focused; Escape while it is on its way cancels', async () => {
    renderMenus();
    await screen.findByText(ZETA.supplierName);
    // user-event waits on timers of its own: fake time here also runs with the clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    catalystButton().focus();
    await user.keyboard('{Enter}');
    expect(catalystButton()).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await pass(CATALYST_MENU_DELAY_MS * 2);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(catalystButton()).not.toHaveAttribute('aria-busy');

    await user.keyboard('{Enter}');
    await pass(CATALYST_MENU_DELAY_MS);
    expect(screen.getByRole('menuitem', { name: 'Open in Compliance Catalyst' })).toHaveFocus();
  });

  it('leads every item to the assessments of the supplier', async () => {
    const { user, router } = renderMenus();
    await screen.findByText(ZETA.supplierName);
    await user.click(riskButton());
    expect(itemNames()).toEqual(['Alerts of Compliance', 'Alerts of Supply Chain', 'New Compliance assessment', 'New Supply Chain assessment']);
    expect(screen.getByRole('menuitem', { name: 'Alerts of Compliance' })).toHaveAttribute('href', '/admin/catalystAssesments?supplierId=S-200');
    expect(screen.getByRole('menuitem', { name: 'Alerts of Supply Chain' })).toHaveAttribute('href', '/admin/supplyChainAssessments?supplierId=S-200');
    await user.keyboard('{Escape}');

    vi.useFakeTimers();
    fireEvent.click(catalystButton());
    await pass(CATALYST_MENU_DELAY_MS);
    expect(screen.getByRole('menuitem', { name: 'Open in Compliance Catalyst' })).toHaveAttribute('href', '/admin/catalystAssesments?supplierId=S-200');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Supply Chain' }));
    await pass(0);
    expect(router.state.location).toMatchObject({ pathname: '/admin/supplyChainAssessments', search: '?supplierId=S-200' });
  });

  it('follows the flags: a Supply Chain application offers only its items', async () => {
    selectApplication({ ...DEMO_APP, flags: { ...NO_FLAGS_ON, supplyChainMapping: true } });
    const { user } = renderMenus();
    await screen.findByText(ZETA.supplierName);
    await user.click(riskButton());
    expect(itemNames()).toEqual(['Alerts of Supply Chain', 'New Supply Chain assessment']);
    await user.keyboard('{Escape}');
    vi.useFakeTimers();
    fireEvent.click(catalystButton());
    await pass(CATALYST_MENU_DELAY_MS);
    expect(itemNames()).toEqual(['Open in Supply Chain']);
  });

  it('starts a new assessment in the assessments feature’s dialog', async () => {
    const { user } = renderMenus();
    await screen.findByText(ZETA.supplierName);
    await user.click(riskButton());
    await user.click(screen.getByRole('menuitem', { name: 'New Compliance assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Compliance Catalyst assessment' });
    expect(dialog).toHaveTextContent(`${ZETA.supplierName} (${ZETA.bvdId})`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no new assessment without the application’s realm, or without the product’s permission', async () => {
    const { user, unmount } = renderMenus({ realm: null });
    await screen.findByText(ZETA.supplierName);
    await user.click(riskButton());
    expect(itemNames()).toEqual(['Alerts of Compliance', 'Alerts of Supply Chain']);
    unmount();

    const other = renderMenus({ permissions: ['Connector.Search.ConnectedSuppliers', 'Connector.CatalystAssesments'] });
    await screen.findByText(ZETA.supplierName);
    await other.user.click(riskButton());
    expect(itemNames()).toEqual(['Alerts of Compliance', 'New Compliance assessment']);
  });
});
