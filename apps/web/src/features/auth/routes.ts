import type { RouteObject } from 'react-router';
import { CallbackScreen } from './components/callback-screen.tsx';
import { ExternalLoginScreen } from './components/external-login-screen.tsx';
import { LogoutScreen } from './components/logout-screen.tsx';
import { PopupCallbackScreen } from './components/popup-callback-screen.tsx';
import { SignedOutPage } from './components/signed-out-page.tsx';
import { AUTH_PATHS } from './paths.ts';

/** Pages of signing in and out; they live outside the console shell and need no session. */
export const authRoutes: RouteObject[] = [
  { path: AUTH_PATHS.callback, Component: CallbackScreen },
  { path: AUTH_PATHS.popupCallback, Component: PopupCallbackScreen },
  { path: AUTH_PATHS.signedOut, Component: SignedOutPage },
  { path: AUTH_PATHS.externalLogin, Component: ExternalLoginScreen },
  { path: AUTH_PATHS.logout, Component: LogoutScreen },
];
