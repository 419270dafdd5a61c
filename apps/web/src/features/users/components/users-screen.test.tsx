import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeReply } from '../../../../test/fake-api.ts';
import { FAKE_USER } from '../../../../test/fake-session.ts';
import { aUser } from '../../../../test/fixtures/users.ts';
import { SCREEN_TEST_MS, SUPER_ADMIN, TENANT_ADMIN, renderUsersScreen } from '../../../../test/render-users.tsx';
import UsersScreen from './users-screen.tsx';

const ana = aUser();
const bob = aUser({ userId: '7d2e0b9c-1111-4c2d-9e8f-000000000002', firstName: 'Bob', lastName: 'Lee', email: 'bob@acme.test', enabled: false, roles: ['userBvd'] });
const page = (rows = [ana, bob], total = 12) => ok({ rows, total, moreThanTotal: false });

const BOTH_LISTS: Record<string, FakeReply> = { 'GET /api/tenants/acme/users': page(), 'GET /api/users': page() };

function renderList(session = TENANT_ADMIN, routes = BOTH_LISTS, path = '/admin/users') {
  const api = fakeApi(routes);
  return { api, ...renderUsersScreen(<UsersScreen />, { path, session, fetch: api.fetch }) };
}

const queryOf = (api: ReturnType<typeof fakeApi>, path: string) => Object.fromEntries(api.last(path)?.query ?? []);

describe('users table', { timeout: SCREEN_TEST_MS }, () => {
  it('lists the own tenant’s users for a tenant administrator, first page of 5 by name', async () => {
    const { api } = renderList();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('ana@acme.test')).toBeVisible();
    expect(queryOf(api, '/api/tenants/acme/users')).toEqual({ page: '0', pageSize: '5', sort: 'name', order: 'asc' });
    expect(api.requests.some((r) => r.path === '/api/users')).toBe(false);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 6)).toEqual(['Id', expect.stringMatching(/^Name/), 'Email', 'Tenant', 'Role', 'Status']);
    const bobRow = within(table).getByText('bob@acme.test').closest('tr') as HTMLElement;
    expect(within(bobRow).getByText('Bob Lee')).toBeVisible();
    expect(within(bobRow).getByText('userBvd')).toBeVisible();
    expect(within(bobRow).getByText('Disabled')).toBeVisible();
  });

  it('keeps its page, order and search in the URL, so a reload shows the same rows', async () => {
    const { api, user, router } = renderList(TENANT_ADMIN, BOTH_LISTS, '/admin/users?search=an&sort=email&order=desc&pageSize=10&page=1');
    await screen.findByText('ana@acme.test');
    expect(queryOf(api, '/api/tenants/acme/users')).toEqual({ search: 'an', sort: 'email', order: 'desc', pageSize: '10', page: '1' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('an');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    // Sorting by name, ascending, from the first page: the rows per page chosen stay.
    await waitFor(() => expect(router.state.location.search).toBe('?search=an&pageSize=10'));
  });

  it('lists every tenant for a super administrator', async () => {
    const { api } = renderList(SUPER_ADMIN);
    await screen.findByText('ana@acme.test');
    expect(queryOf(api, '/api/users')).toMatchObject({ page: '0', pageSize: '5' });
  });

  it('sorts on the server, flipping the order on a second click', async () => {
    const { api, user } = renderList();
    await screen.findByText('ana@acme.test');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ sort: 'email', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ sort: 'email', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages on the server and offers 5, 10, 25 and All', async () => {
    const { api, user } = renderList();
    await screen.findByText('ana@acme.test');
    expect(screen.getByText('1–5 of 12')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ page: '1', pageSize: '5' }));

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ page: '0', pageSize: '0' }));
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const { api, user } = renderList();
    await screen.findByText('ana@acme.test');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ page: '1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ana');
    await waitFor(() => expect(queryOf(api, '/api/tenants/acme/users')).toMatchObject({ search: 'ana', page: '0' }));
    const searches = api.requests.filter((r) => r.query.has('search')).map((r) => r.query.get('search'));
    expect(searches).toEqual(['ana']);
  });

  it('says when a search finds nobody', async () => {
    const { user } = renderList(TENANT_ADMIN, { 'GET /api/tenants/acme/users': page([], 0) });
    expect(await screen.findByText('No users yet.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz');
    expect(await screen.findByText('No users match “zz”.')).toBeVisible();
    expect(screen.getByText('The search finds names and emails by how they start.')).toBeVisible();
  });

  it('offers the row actions, and no way to disable or delete oneself', async () => {
    const self = aUser({ userId: FAKE_USER.sub, email: 'me@acme.test' });
    const { user } = renderList(TENANT_ADMIN, { 'GET /api/tenants/acme/users': page([ana, self]) });
    await user.click(await screen.findByRole('button', { name: 'Actions for ana@acme.test' }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Edit User', 'Disable User', 'Set Temporary Password', 'Delete User']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for me@acme.test' }));
    expect(screen.getByRole('menuitem', { name: 'Disable User' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Delete User' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides + Add User and the actions without the permissions', async () => {
    renderList({ ...TENANT_ADMIN, permissions: ['Connector.Users.List'] });
    await screen.findByText('ana@acme.test');
    expect(screen.queryByRole('link', { name: '+ Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('shows the list in Spanish', async () => {
    const api = fakeApi({ 'GET /api/tenants/acme/users': page() });
    renderUsersScreen(<UsersScreen />, { path: '/admin/users', fetch: api.fetch, language: 'es' });
    expect(await screen.findByText('Deshabilitado')).toBeVisible();
    expect(screen.getByRole('link', { name: '+ Añadir usuario' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Correo electrónico' })).toBeVisible();
  });
});
