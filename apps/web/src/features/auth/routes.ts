import type { RouteObject } from 'react-router';
import { AUTH_PATHS } from './paths.ts';

/**
 * Pages of signing in and out; they live outside the console shell and need no session. Loaded
 * when visited: the console's first screen does not carry them.
 */
export const authRoutes: RouteObject[] = [
  {
    path: AUTH_PATHS.callback,
    lazy: async () => ({ Component: (await import('./components/callback-screen.tsx')).CallbackScreen }),
  },
  {
    path: AUTH_PATHS.popupCallback,
    lazy: async () => ({ Component: (await import('./components/popup-callback-screen.tsx')).PopupCallbackScreen }),
  },
  {
    path: AUTH_PATHS.signedOut,
    lazy: async () => ({ Component: (await import('./components/signed-out-page.tsx')).SignedOutPage }),
  },
  {
    path: AUTH_PATHS.externalLogin,
    lazy: async () => ({ Component: (await import('./components/external-login-screen.tsx')).ExternalLoginScreen }),
  },
  {
    path: AUTH_PATHS.logout,
    lazy: async () => ({ Component: (await import('./components/logout-screen.tsx')).LogoutScreen }),
  },
];
