import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createApiClient, createQueryClient } from '../lib/api/index.ts';
import { browserLanguage, createI18n } from '../lib/i18n/index.ts';
import { OidcSessionProvider } from './auth/oidc-session-provider.tsx';
import { TenantGate } from './auth/tenant-gate.tsx';
import { currentTenantId } from './auth/tenant.ts';
import { AppProviders } from './providers.tsx';
import { createAppRoutes } from './router.tsx';

/** The console as the browser runs it: tenant lookup, then the session, then the routes. */
export function App() {
  const [tenantId] = useState(() => currentTenantId(document, window.location));
  const [i18n] = useState(() => createI18n(browserLanguage(navigator.languages)));
  const [queryClient] = useState(createQueryClient);
  const [publicClient] = useState(() =>
    // Before sign-in there is no token, and nothing to sign in again for.
    createApiClient({ getAccessToken: () => null, onUnauthorized: () => undefined }),
  );
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));

  return (
    <AppProviders i18n={i18n} queryClient={queryClient} apiClient={publicClient}>
      <TenantGate tenantId={tenantId}>
        {(settings) => (
          <OidcSessionProvider tenantId={tenantId} settings={settings}>
            <RouterProvider router={router} />
          </OidcSessionProvider>
        )}
      </TenantGate>
    </AppProviders>
  );
}
