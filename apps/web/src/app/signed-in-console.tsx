import { useState } from 'react';
import type { TenantAuthInfo } from '@connector/contracts';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { OidcSessionProvider } from './auth/oidc-session-provider.tsx';
import { createAppRoutes } from './router.tsx';
import { ToastProvider } from './shell/toast-provider.tsx';

interface SignedInConsoleProps {
  tenantId: string;
  settings: TenantAuthInfo;
}

/**
 * The console once the tenant is known: its session and its routes. Loaded apart from the entry,
 * while the tenant lookup runs, so the page's first paint does not wait for the router, the
 * OpenID client, the toasts and the shell.
 */
export default function SignedInConsole({ tenantId, settings }: SignedInConsoleProps) {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <ToastProvider>
      <OidcSessionProvider tenantId={tenantId} settings={settings}>
        <RouterProvider router={router} />
      </OidcSessionProvider>
    </ToastProvider>
  );
}
