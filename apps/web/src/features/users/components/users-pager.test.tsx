import { USERS_SEARCH_COUNT_LIMIT } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeRequest } from '../../../../test/fake-api.ts';
import { aUser } from '../../../../test/fixtures/users.ts';
import { SCREEN_TEST_MS, renderUsersScreen } from '../../../../test/render-users.tsx';
import UsersScreen from './users-screen.tsx';

/** Five users of a search that matches more than the server counts (decision 008). */
const rows = Array.from({ length: 5 }, (_, i) => aUser({ userId: `3f0c1a52-9a1b-4a51-8d1e-2b7c9d0e4f1${i}`, email: `user${i}@acme.test` }));

/** The page a search answers: past the first 1,000 matches, "more than" the page's end. */
function searchPage({ query }: FakeRequest) {
  const offset = Number(query.get('page') ?? 0) * 5;
  return ok({ rows, total: Math.max(USERS_SEARCH_COUNT_LIMIT, offset + 5), moreThanTotal: true });
}

function renderSearch(language: string, path = '/admin/users?search=acme') {
  const api = fakeApi({ 'GET /api/tenants/acme/users': searchPage });
  return { api, ...renderUsersScreen(<UsersScreen />, { path, fetch: api.fetch, language }) };
}

describe('users pager when a search has more matches than are counted', { timeout: SCREEN_TEST_MS }, () => {
  it('says "more than" in English, keeps Next and offers no Last page', async () => {
    const { user } = renderSearch('en');
    expect(await screen.findByText('1–5 of more than 1,000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('6–10 of more than 1,000')).toBeVisible();
  });

  it('says "más de" in Spanish', async () => {
    renderSearch('es', '/admin/users?search=acme&page=300');
    expect(await screen.findByText('1501–1505 de más de 1505')).toBeVisible();
  });

  it('shows what "All" got, with no further page', async () => {
    const api = fakeApi({ 'GET /api/tenants/acme/users': ok({ rows, total: 10_000, moreThanTotal: true }) });
    renderUsersScreen(<UsersScreen />, { path: '/admin/users?search=acme&pageSize=0', fetch: api.fetch, language: 'en' });
    expect(await screen.findByText('1–10,000 of more than 10,000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('keeps an exact total as it was', async () => {
    const api = fakeApi({ 'GET /api/tenants/acme/users': ok({ rows, total: 12_345, moreThanTotal: false }) });
    renderUsersScreen(<UsersScreen />, { path: '/admin/users', fetch: api.fetch, language: 'en' });
    expect(await screen.findByText('1–5 of 12345')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to last page' })).toBeEnabled());
  });
});
