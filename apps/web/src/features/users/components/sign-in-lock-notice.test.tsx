import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, failure, type FakeReply } from '../../../../test/fake-api.ts';
import { aUser } from '../../../../test/fixtures/users.ts';
import { SCREEN_TEST_MS, SUPER_ADMIN, TENANT_ADMIN, renderUsersScreen } from '../../../../test/render-users.tsx';
import EditUserScreen from './edit-user-screen.tsx';

const eva = aUser({ firstName: 'Eva', email: 'eva@acme.test', roles: ['userBvd'] });
const path = `/admin/users/edit/${eva.userId}/acme`;
const lockPath = `/api/tenants/acme/users/${eva.userId}/signInLock`;
const CLEAR = { lockedAddresses: 0, slowed: false, until: null };
const HELD = { lockedAddresses: 2, slowed: true, until: '2026-11-23T10:15:00.000Z' };

function renderEdit(routes: Record<string, FakeReply>, session = SUPER_ADMIN, language = 'en') {
  const api = fakeApi({
    'GET /api/roles': ok([]),
    [`GET /api/tenants/acme/users/${eva.userId}`]: ok(eva),
    ...routes,
  });
  return { api, ...renderUsersScreen(<EditUserScreen />, { path, session, fetch: api.fetch, language }) };
}

describe('sign-in lock on the edit screen', { timeout: SCREEN_TEST_MS }, () => {
  it('shows a super administrator what holds the user back, and unlocks it', async () => {
    const { api, user } = renderEdit({
      [`GET ${lockPath}`]: ok(HELD),
      'PUT /api/users/unlock': ok(CLEAR, 'Sign-in Unlocked Successfully'),
    });
    // The first screen of a run takes seconds to render in jsdom.
    const notice = await screen.findByRole('alert', {}, { timeout: SCREEN_TEST_MS / 2 });
    expect(notice).toHaveTextContent('Sign-in is refused from 2 addresses after too many wrong passwords.');
    expect(notice).toHaveTextContent('every sign-in to this account waits a few seconds');
    expect(notice).toHaveTextContent('The user can still sign in from any other address.');

    await user.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    expect(await screen.findByText('Sign-in Unlocked Successfully')).toBeVisible();
    expect(api.last('/api/users/unlock')).toMatchObject({ method: 'PUT', body: { tenantId: 'acme', userId: eva.userId } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).not.toBeInTheDocument());
  });

  it('shows nothing while nothing holds the user back', async () => {
    const { api } = renderEdit({ [`GET ${lockPath}`]: ok(CLEAR) });
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Eva');
    await waitFor(() => expect(api.sent('GET', lockPath)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).not.toBeInTheDocument();
  });

  it('is never asked for by anyone but a super administrator', async () => {
    const { api } = renderEdit({ [`GET ${lockPath}`]: failure(403, 'Only super administrators can see or clear sign-in locks') }, TENANT_ADMIN);
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Eva');
    expect(api.sent('GET', lockPath)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderEdit({ [`GET ${lockPath}`]: ok({ ...HELD, lockedAddresses: 1, slowed: false }) }, SUPER_ADMIN, 'es');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Se rechaza el inicio de sesión desde 1 dirección tras demasiadas contraseñas incorrectas.');
    expect(screen.getByRole('button', { name: 'Desbloquear inicio de sesión' })).toBeVisible();
  });
});
