import { lazy, Suspense, useState } from 'react';
import { createApiClient, createQueryClient } from '../lib/api/index.ts';
import { Loading } from '../lib/feedback/index.ts';
import { browserLanguage, createI18n, useLanguage } from '../lib/i18n/index.ts';
import { TenantGate } from './auth/tenant-gate.tsx';
import { currentTenantId } from './auth/tenant.ts';
import { AppProviders } from './providers.tsx';

/** The session and the routes; their download starts with the page, beside the tenant lookup. */
const consoleModule = () => import('./signed-in-console.tsx');
const SignedInConsole = lazy(consoleModule);

/** The console as the browser runs it: tenant lookup, then the session, then the routes. */
export function App() {
  const [tenantId] = useState(() => currentTenantId(document, window.location));
  const [language] = useState(() => browserLanguage(navigator.languages));
  const [i18n] = useState(() => createI18n(language));
  // The page's texts (beyond the spinner's) come beside the tenant lookup; the spinner waits for both.
  const languageReady = useLanguage(i18n, language);
  const [queryClient] = useState(createQueryClient);
  const [publicClient] = useState(() =>
    // Before sign-in there is no token, and nothing to sign in again for.
    createApiClient({ getAccessToken: () => null, onUnauthorized: () => undefined }),
  );
  // Not awaited: the tenant lookup and the console's code arrive side by side.
  useState(() => void consoleModule());

  return (
    <AppProviders i18n={i18n} queryClient={queryClient} apiClient={publicClient}>
      <TenantGate tenantId={tenantId} waiting={!languageReady}>
        {(settings) => (
          <Suspense fallback={<Loading />}>
            <SignedInConsole tenantId={tenantId} settings={settings} />
          </Suspense>
        )}
      </TenantGate>
    </AppProviders>
  );
}
