import { NO_FLAGS_ON, type AppListEntry } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { renderScreens } from '../../../../../test/render-screens.tsx';
import { FAKE_USER } from '../../../../../test/fake-session.ts';
import { FLAGGED_ACTIONS, useFlaggedActions } from '../../hooks/use-flagged-actions.ts';
import { ApplicationSelector } from './application-selector.tsx';

const entry = (label: string, value: string, on: Partial<AppListEntry['flags']>, enabled = true): AppListEntry => ({
  label,
  value,
  type: 'Test',
  enabled,
  flags: { ...NO_FLAGS_ON, ...on },
});
const COMPLIANCE = entry('Compliance', 'app-1', { catalystMapping: true });
const SUPPLY_CHAIN = entry('Supply', 'app-2', { supplyChainMapping: true });
const PAUSED = entry('Paused', 'app-3', { catalystMapping: true, supplyChainMapping: true }, false);

/** Stands in for the connected suppliers' row menus: the flagged items the selected app offers. */
function FlaggedItems() {
  const offered = useFlaggedActions();
  const names = Object.keys(FLAGGED_ACTIONS).filter((action) => offered[action as keyof typeof offered]);
  return <output aria-label="offered">{names.join(' ')}</output>;
}

function renderSelector(lastApplication: AppListEntry | null = null, stored: { country?: string } = {}) {
  const profile = {
    userId: FAKE_USER.sub,
    tenantId: 'default',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: FAKE_USER.email,
    roles: ['userBvd'],
    enabled: true,
    language: 'en',
    country: 'ES',
    locale: 'es-ES',
    lastApplication,
    ...stored,
  };
  const api = fakeApi({
    'GET /api/apps': ok([COMPLIANCE, SUPPLY_CHAIN, PAUSED]),
    [`GET /api/tenants/default/users/${FAKE_USER.sub}`]: ok(profile),
    [`PUT /api/users/${FAKE_USER.sub}`]: (request) => ok({ ...profile, ...(request.body as object) }),
  });
  // A user who may not configure applications: the selector and the flags still work for them.
  const view = renderScreens(
    [{ path: '*', element: (<><ApplicationSelector /><FlaggedItems /></>) }],
    { path: '/admin/suppliers', permissions: ['Connector.Search.Menu'], fetch: api.fetch },
  );
  return { ...view, api };
}

const offered = () => screen.getByRole('status', { name: 'offered' }).textContent;

describe('application selector', () => {
  beforeEach(() => localStorage.clear());

  it('lists the tenant’s apps to a user without the applications permission, restoring their last one', async () => {
    const { api } = renderSelector(SUPPLY_CHAIN);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Application' })).toHaveTextContent('Supply'));
    expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain');
    // Configurations are for those who may edit them; the list carries what the menus need.
    expect(api.requests.filter((r) => r.path.startsWith('/api/apps/'))).toEqual([]);
  });

  it('offers the flagged items of each app chosen, none while an app is disabled, and remembers the choice', async () => {
    const { api, user } = renderSelector();
    await waitFor(() => expect(offered()).toBe('openInComplianceCatalyst alertsOfCompliance'));

    await user.click(screen.getByRole('combobox', { name: 'Application' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Supply/ }));
    await waitFor(() => expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain'));
    await waitFor(() => expect(api.sent('PUT', `/api/users/${FAKE_USER.sub}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/users/${FAKE_USER.sub}`)[0]?.body).toMatchObject({
      lastApplication: { value: 'app-2', label: 'Supply', type: 'Test' },
    });

    await user.click(screen.getByRole('combobox', { name: 'Application' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Paused/ }));
    await waitFor(() => expect(offered()).toBe(''));
  });

  it('says why a choice could not be remembered when the stored profile breaks a rule, and sends nothing', async () => {
    const { api, user } = renderSelector(null, { country: '' });
    await waitFor(() => expect(offered()).toBe('openInComplianceCatalyst alertsOfCompliance'));

    await user.click(screen.getByRole('combobox', { name: 'Application' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Supply/ }));
    expect(await screen.findByText(/could not be remembered for your next sign-in: Please Select Country \*/)).toBeVisible();
    expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain');
    expect(api.sent('PUT', `/api/users/${FAKE_USER.sub}`)).toEqual([]);
  });
});
