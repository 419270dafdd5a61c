import { APP_MESSAGES, HTTP_MESSAGES, NO_FLAGS_ON, PREFERENCE_MESSAGES, saveLastApplication, STORAGE_KEYS, type AppListEntry } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Fragment, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler, type FakeRequest } from '../../../../../test/fake-api.ts';
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
const COMPLIANCE = entry('Compliance', '0b6f1c2e-5a4d-4e8f-9a1b-2c3d4e5f6a01', { catalystMapping: true });
const SUPPLY_CHAIN = entry('Supply', '0b6f1c2e-5a4d-4e8f-9a1b-2c3d4e5f6a02', { supplyChainMapping: true });
const PAUSED = entry('Paused', '0b6f1c2e-5a4d-4e8f-9a1b-2c3d4e5f6a03', { catalystMapping: true, supplyChainMapping: true }, false);
const LISTED = [COMPLIANCE, SUPPLY_CHAIN, PAUSED];
const SAVE_LAST = `${saveLastApplication.method} ${saveLastApplication.path}`;
const USER_PATH = `/api/tenants/default/users/${FAKE_USER.sub}`;

/** Stands in for the connected suppliers' row menus: the flagged items the selected app offers. */
function FlaggedItems() {
  const offered = useFlaggedActions();
  const names = Object.keys(FLAGGED_ACTIONS).filter((action) => offered[action as keyof typeof offered]);
  return <output aria-label="offered">{names.join(' ')}</output>;
}

/** Its children, mounted afresh on each press of Remount (the console's caches stay). */
function Remountable({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMounted((count) => count + 1)}>Remount</button>
      <Fragment key={mounted}>{children}</Fragment>
    </>
  );
}

/** The server's side of the user's own call: it knows the listed applications, or refuses as told. */
const rememberListed = (request: FakeRequest) => {
  const chosen = LISTED.find((listed) => listed.value === (request.body as { appId?: string }).appId);
  return chosen ? ok({ value: chosen.value, label: chosen.label, type: chosen.type }) : failure(404, APP_MESSAGES.notFound);
};

function renderSelector(
  lastApplication: AppListEntry | null = null,
  { save = rememberListed, language = 'en' }: { save?: FakeHandler; language?: string } = {},
) {
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
    lastApplication: lastApplication && { value: lastApplication.value, label: lastApplication.label, type: lastApplication.type },
  };
  const api = fakeApi({
    'GET /api/apps': ok(LISTED),
    [`GET ${USER_PATH}`]: ok(profile),
    [SAVE_LAST]: save,
  });
  // A user who may not configure applications: the selector and the flags still work for them.
  const view = renderScreens(
    [{ path: '*', element: (<Remountable><ApplicationSelector /><FlaggedItems /></Remountable>) }],
    { path: '/admin/suppliers', permissions: ['Connector.Search.Menu'], fetch: api.fetch, language },
  );
  return { ...view, api };
}

const offered = () => screen.getByRole('status', { name: 'offered' }).textContent;

/** Opens the selector and picks the option whose name starts with `name`. */
async function choose(user: ReturnType<typeof renderSelector>['user'], name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /Application|Aplicación/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('application selector', () => {
  beforeEach(() => localStorage.clear());

  it('lists the tenant’s apps to a user without the applications permission, restoring their last one', async () => {
    const { api } = renderSelector(SUPPLY_CHAIN);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Application' })).toHaveTextContent('Supply'));
    expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain');
    // Configurations are for those who may edit them; the list carries what the menus need.
    expect(api.requests.filter((r) => r.path.startsWith('/api/apps/'))).toEqual([]);
    // Restoring the choice stores nothing.
    expect(api.sent('PUT', saveLastApplication.path)).toEqual([]);
  });

  it('offers the flagged items of each app chosen, none while an app is disabled, and remembers each choice by its id alone', async () => {
    const { api, user } = renderSelector();
    await waitFor(() => expect(offered()).toBe('openInComplianceCatalyst alertsOfCompliance'));

    await choose(user, /Supply/);
    await waitFor(() => expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain'));
    await waitFor(() => expect(api.sent('PUT', saveLastApplication.path)).toHaveLength(1));
    expect(api.sent('PUT', saveLastApplication.path)[0]?.body).toEqual({ appId: SUPPLY_CHAIN.value });

    await choose(user, /Paused/);
    await waitFor(() => expect(offered()).toBe(''));
    await waitFor(() => expect(api.sent('PUT', saveLastApplication.path)).toHaveLength(2));
    expect(api.sent('PUT', saveLastApplication.path)[1]?.body).toEqual({ appId: PAUSED.value });

    // The user's record is read once, for the restore, and never written back.
    expect(api.sent('GET', USER_PATH)).toHaveLength(1);
    expect(api.requests.filter((r) => r.path.startsWith('/api/users'))).toEqual([]);
    expect(screen.queryByText(/could not be remembered/)).toBeNull();
  });

  it('restores the application remembered last in this session when the selector starts again without this browser’s choice', async () => {
    const { api, user } = renderSelector(COMPLIANCE);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Application' })).toHaveTextContent('Compliance'));
    await choose(user, /Supply/);
    await waitFor(() => expect(api.sent('PUT', saveLastApplication.path)).toHaveLength(1));

    localStorage.removeItem(STORAGE_KEYS.selectedApplication('default'));
    await user.click(screen.getByRole('button', { name: 'Remount' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Application' })).toHaveTextContent('Supply'));
    // From the user's record as read at sign-in, with the stored choice: not read again.
    expect(api.sent('GET', USER_PATH)).toHaveLength(1);
    expect(api.sent('PUT', saveLastApplication.path)).toHaveLength(1);
  });

  it('keeps the choice and says why it could not be remembered when the server refuses it', async () => {
    const { api, user } = renderSelector(null, { save: failure(404, APP_MESSAGES.notFound) });
    await waitFor(() => expect(offered()).toBe('openInComplianceCatalyst alertsOfCompliance'));

    await choose(user, /Supply/);
    expect(await screen.findByText('The application was selected but could not be remembered for your next sign-in: Application was not found')).toBeVisible();
    expect(offered()).toBe('openInSupplyChain alertsOfSupplyChain');
    expect(screen.getByRole('combobox', { name: 'Application' })).toHaveTextContent('Supply');
    expect(api.sent('PUT', saveLastApplication.path)).toHaveLength(1);
  });

  it('gives the refusal’s field message in the user’s language', async () => {
    const refused = failure(400, HTTP_MESSAGES.invalidFields, [{ field: 'body.appId', message: PREFERENCE_MESSAGES.appId }]);
    const { user } = renderSelector(null, { save: refused, language: 'es' });
    await waitFor(() => expect(offered()).toBe('openInComplianceCatalyst alertsOfCompliance'));

    await choose(user, /Supply/);
    expect(await screen.findByText(/no se pudo recordar para su próximo inicio de sesión: Seleccione una aplicación \*/)).toBeVisible();
  });
});
