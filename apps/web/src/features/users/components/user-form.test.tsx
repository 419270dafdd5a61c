import { USER_MESSAGES as M, type Role } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, failure, type FakeReply } from '../../../../test/fake-api.ts';
import { aUser } from '../../../../test/fixtures/users.ts';
import { SCREEN_TEST_MS, SUPER_ADMIN, TENANT_ADMIN, renderUsersScreen } from '../../../../test/render-users.tsx';
import CreateUserScreen from './create-user-screen.tsx';
import EditUserScreen from './edit-user-screen.tsx';

const role = (roleId: string): Role => ({ roleId, name: roleId, description: '', permissions: [] });
const LOOKUPS: Record<string, FakeReply> = {
  'GET /api/roles': ok([role('superAdmin'), role('tenantAdmin'), role('userBvd')]),
  'GET /api/tenants': ok([{ tenantId: 'acme', name: 'acme' }, { tenantId: 'default', name: 'default' }]),
};

function renderCreate(routes: Record<string, FakeReply | (() => Promise<FakeReply>)> = {}, session = TENANT_ADMIN) {
  const api = fakeApi({ ...LOOKUPS, ...routes });
  return { api, ...renderUsersScreen(<CreateUserScreen />, { path: '/admin/users/create', session, fetch: api.fetch }) };
}

type Setup = ReturnType<typeof renderCreate>;

async function choose(user: Setup['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeInto(user: Setup['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidUser({ user }: Setup) {
  await typeInto(user, screen.getByLabelText(/First Name/), 'Eva');
  await typeInto(user, screen.getByLabelText(/Last Name/), 'Soto');
  await typeInto(user, screen.getByLabelText(/Email/), 'eva@acme.test');
  await choose(user, 'Role', 'userBvd');
  await choose(user, 'Language', 'Spanish');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Spain');
  await user.click(await screen.findByRole('option', { name: 'Spain' }));
  await choose(user, 'Locale', 'European Spanish (es-ES)');
  await typeInto(user, screen.getByLabelText(/^Password/), 'Secret-123');
}



const saveButton = () => screen.getByRole('button', { name: /Save User|Saving\.\.\.|Error!/ });

describe('user form', { timeout: SCREEN_TEST_MS }, () => {
  it('names every empty required field with the message of USR-8', async () => {
    const setup = renderCreate({}, SUPER_ADMIN);
    await setup.user.click(await screen.findByRole('button', { name: 'Save User' }));
    for (const message of [M.firstName, M.lastName, M.email, M.password, M.role, M.tenantId, M.language, M.country, M.locale]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(setup.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['First Name', 'a'.repeat(17), M.firstName],
    ['Last Name', 'b'.repeat(17), M.lastName],
    ['Email', 'not-an-email', M.email],
  ])('refuses %s = %s', async (label, value, message) => {
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText(new RegExp(label)), value);
    await user.click(saveButton());
    const field = screen.getByLabelText(new RegExp(label));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  });

  it('ticks the password checklist live and refuses a password that misses a rule', async () => {
    const { user } = renderCreate();
    const password = await screen.findByLabelText(/^Password/);
    const item = (label: string) => screen.getByText(new RegExp(label));
    await user.type(password, 'abcdefgh');
    expect(item('A lower case letter')).toHaveTextContent('(met)');
    expect(item('At least 8 characters')).toHaveTextContent('(met)');
    expect(item('An upper case letter')).toHaveTextContent('(not met)');
    expect(item('A special character')).toHaveTextContent('(not met)');
    expect(item('A number')).toHaveTextContent('(not met)');
    await user.click(saveButton());
    expect(await screen.findByText('Password does not meet the rules')).toBeVisible();
  });

  it('does not offer superAdmin to a tenant administrator and fixes the tenant', async () => {
    const { user } = renderCreate();
    expect(await screen.findByLabelText('Tenant')).toBeDisabled();
    expect(screen.getByLabelText('Tenant')).toHaveValue('acme');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['tenantAdmin', 'userBvd']);
  });

  it('saves: Save User, Saving... while busy, then back to the list with the server’s message', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const setup = renderCreate({ 'POST /api/users': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    await fillValidUser(setup);
    await setup.user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saving...'));
    expect(saveButton()).toBeDisabled();
    expect(setup.api.last('/api/users')?.body).toEqual({
      firstName: 'Eva',
      lastName: 'Soto',
      email: 'eva@acme.test',
      password: 'Secret-123',
      tenantId: 'acme',
      roles: ['userBvd'],
      enabled: true,
      language: 'es',
      country: 'ES',
      locale: 'es-ES',
    });
    answer({ status: 201, body: { success: true, message: 'User Created Successfully', data: aUser() } });
    expect(await screen.findByText('User Created Successfully')).toBeVisible();
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/admin/users'));
  });

  it('shows Error!, the server’s message and its field error on a refusal', async () => {
    const message = 'A user with the e-mail eva@acme.test already exists in this tenant';
    const setup = renderCreate({ 'POST /api/users': failure(409, message, [{ field: 'body.email', message }]) });
    await fillValidUser(setup);
    await setup.user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Error!'));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(message);
    expect(within(document.body).getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(setup.router.state.location.pathname).toBe('/admin/users/create');
  });
});

describe('edit user form', { timeout: SCREEN_TEST_MS }, () => {
  const eva = aUser({ firstName: 'Eva', lastName: 'Soto', email: 'eva@acme.test', roles: ['userBvd', 'auditor'] });
  const path = `/admin/users/edit/${eva.userId}/acme`;

  it('keeps the email read-only, has no tenant or password, and sends the changes', async () => {
    const api = fakeApi({
      ...LOOKUPS,
      [`GET /api/tenants/acme/users/${eva.userId}`]: ok(eva),
      [`PUT /api/users/${eva.userId}`]: ok(eva, 'User Updated Successfully'),
    });
    const { user, router } = renderUsersScreen(<EditUserScreen />, { path, fetch: api.fetch });
    const email = await screen.findByLabelText(/Email/);
    expect(email).toHaveValue('eva@acme.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Tenant')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/First Name/));
    await user.type(screen.getByLabelText(/First Name/), 'Eva María');
    await choose(user, 'Role', 'tenantAdmin');
    await user.click(saveButton());
    expect(await screen.findByText('User Updated Successfully')).toBeVisible();
    expect(api.last(`/api/users/${eva.userId}`)?.body).toMatchObject({
      firstName: 'Eva María',
      roles: ['tenantAdmin', 'auditor'],
      tenantId: 'acme',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('says so when the user does not exist', async () => {
    const api = fakeApi({ [`GET /api/tenants/acme/users/${eva.userId}`]: failure(404, 'User was not found') });
    renderUsersScreen(<EditUserScreen />, { path, fetch: api.fetch });
    expect(await screen.findByText('This user was not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
  });
});
