import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { SessionContext } from '../src/lib/session/index.ts';
import { fakeSession } from './fake-session.ts';
import { renderWithProviders } from './render-console.tsx';

interface ScreenRoute {
  /** Below `/admin`. */
  path: string;
  element: ReactNode;
}

/** Feature screens at their `/admin` paths on a memory router, for a session holding `permissions`. */
export function renderScreens(
  routes: ScreenRoute[],
  { path, permissions = [], fetch, language = 'en' }: { path: string; permissions?: string[]; fetch: typeof globalThis.fetch; language?: string },
) {
  const router = createMemoryRouter(
    routes.map((route) => ({ path: `/admin/${route.path}`, element: route.element })),
    { initialEntries: [path] },
  );
  const view = renderWithProviders(
    <SessionContext value={fakeSession({ permissions })}>
      <RouterProvider router={router} />
    </SessionContext>,
    { fetch, language },
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Presses Save and expects the success toast, then the screen at `path` (the list saved to). */
export async function saveAndExpectReturn(
  { user, router }: Pick<ReturnType<typeof renderScreens>, 'user' | 'router'>,
  message: string,
  path: string,
) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeVisible();
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}
