import { PERMISSIONS } from '@connector/contracts';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext, type Session } from '../src/lib/session/index.ts';
import { fakeSession, FAKE_USER } from './fake-session.ts';
import { renderWithProviders } from './render-console.tsx';

export const TENANT_ADMIN: Partial<Session> = {
  user: { ...FAKE_USER, tenantId: 'acme', roles: ['tenantAdmin'] },
  tenantId: 'acme',
  permissions: [...PERMISSIONS],
};
export const SUPER_ADMIN: Partial<Session> = {
  user: { ...FAKE_USER, sub: '0d1e2f30-4a5b-4c6d-8e7f-8091a2b3c4d5', roles: ['superAdmin'] },
  permissions: ['Connector.*'],
};

interface Options {
  path: string;
  session?: Partial<Session>;
  fetch: typeof fetch;
  language?: string;
}

/** One screen of the feature at `path`, with the list route to come back to. */
export function renderUsersScreen(screen: ReactNode, { path, session = TENANT_ADMIN, fetch, language = 'en' }: Options) {
  const router = createMemoryRouter(
    [
      { path: '/admin/users', element: path.split('?')[0] === '/admin/users' ? screen : <p>users list</p> },
      { path: '/admin/users/create', element: screen },
      { path: '/admin/users/edit/:userId/:tenantId', element: screen },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(
    <SessionContext value={fakeSession(session)}>
      <RouterProvider router={router} />
    </SessionContext>,
    { fetch, language },
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Real events through MUI in jsdom take seconds per screen, more on a busy machine. */
export const SCREEN_TEST_MS = 20_000;
