import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers.tsx';
import { createAppRoutes } from '../src/app/router.tsx';
import { createApiClient, createQueryClient } from '../src/lib/api/index.ts';
import { createI18n } from '../src/lib/i18n/index.ts';
import { SessionContext, type Session } from '../src/lib/session/index.ts';
import { ToastProvider } from '../src/app/shell/toast-provider.tsx';
import { catalogues } from './catalogues.ts';
import { fakeSession } from './fake-session.ts';

/** An API that answers nothing: screens under test must not depend on it unless they bring their own. */
const offline: typeof fetch = () => Promise.reject(new TypeError('offline'));

export function renderWithProviders(ui: ReactNode, { language = 'en', fetch = offline } = {}) {
  const apiClient = createApiClient({ getAccessToken: () => null, onUnauthorized: () => undefined, fetch });
  return render(
    <AppProviders i18n={createI18n(language, catalogues)} queryClient={createQueryClient()} apiClient={apiClient}>
      <ToastProvider>{ui}</ToastProvider>
    </AppProviders>,
  );
}

interface ConsoleOptions {
  path?: string;
  language?: string;
  session?: Partial<Session>;
}

/** The console's real routes and shell, at `path`, for a fake session. */
export function renderConsole({ path = '/admin', language = 'en', session: overrides }: ConsoleOptions = {}) {
  const session = fakeSession(overrides);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = renderWithProviders(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
    { language },
  );
  return { ...view, router, session, user: userEvent.setup() };
}
