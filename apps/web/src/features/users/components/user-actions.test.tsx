import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, failure } from '../../../../test/fake-api.ts';
import { aUser } from '../../../../test/fixtures/users.ts';
import { SCREEN_TEST_MS, renderUsersScreen } from '../../../../test/render-users.tsx';
import UsersScreen from './users-screen.tsx';

const ana = aUser();
const ref = { tenantId: ana.tenantId, userId: ana.userId };

function renderList(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/tenants/acme/users': ok({ rows: [ana], total: 1, moreThanTotal: false }), ...routes });
  return { api, ...renderUsersScreen(<UsersScreen />, { path: '/admin/users', fetch: api.fetch }) };
}

async function chooseAction(user: ReturnType<typeof renderList>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'Actions for ana@acme.test' }));
  await user.click(screen.getByRole('menuitem', { name }));
}

describe('user row actions', { timeout: SCREEN_TEST_MS }, () => {
  it('disables a user and shows the server’s message', async () => {
    const { api, user } = renderList({ 'PUT /api/users/disable': ok({ ...ana, enabled: false }, 'User Disabled Successfully') });
    await chooseAction(user, 'Disable User');
    expect(await screen.findByText('User Disabled Successfully')).toBeVisible();
    expect(api.last('/api/users/disable')?.body).toEqual(ref);
    // The list is fetched again to show the new status.
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/tenants/acme/users')).toHaveLength(2));
  });

  it('shows a refusal as the server wrote it', async () => {
    const { user } = renderList({ 'PUT /api/users/disable': failure(403, 'Only super administrators can change a super administrator') });
    await chooseAction(user, 'Disable User');
    expect(await screen.findByText('Only super administrators can change a super administrator')).toBeVisible();
  });

  it('deletes only after confirmation', async () => {
    const { api, user } = renderList({ 'DELETE /api/users': ok(ref, 'User Deleted Successfully') });
    await chooseAction(user, 'Delete User');
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Delete Ana Ruiz (ana@acme.test)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('/api/users')).toBeUndefined();

    await chooseAction(user, 'Delete User');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted Successfully')).toBeVisible();
    expect(api.last('/api/users')).toMatchObject({ method: 'DELETE', body: ref });
  });

  it('sets a temporary password once the checklist is met', async () => {
    const { api, user } = renderList({ 'PUT /api/users/reset': ok(ref, 'Temporary Password Set Successfully') });
    await chooseAction(user, 'Set Temporary Password');
    const dialog = screen.getByRole('dialog', { name: 'Set Temporary Password' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const field = within(dialog).getByLabelText(/Temporary password/);
    expect(save).toBeDisabled();
    await user.type(field, 'Abc!');
    expect(within(dialog).getByText(/A lower case letter/)).toHaveTextContent('(met)');
    expect(within(dialog).getByText(/A number/)).toHaveTextContent('(not met)');
    expect(save).toBeDisabled();
    await user.type(field, '12345');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Temporary Password Set Successfully')).toBeVisible();
    expect(api.last('/api/users/reset')?.body).toEqual({ ...ref, password: 'Abc!12345' });
  });
});
