import type { RouteObject } from 'react-router';
import { CallbackScreen } from './components/callback-screen.tsx';
import { ExternalLoginScreen } from './components/external-login-screen.tsx';
import { LogoutScreen } from './components/logout-screen.tsx';
import { PopupCallbackScreen } from './components/popup-callback-screen.tsx';
import { SignedOutPage } from './components/signed-out-page.tsx';

/** Pages of signing in and out; they live outside the console shell and need no session. */
export const authRoutes: RouteObject[] = [
  { path: '/auth/callback', Component: CallbackScreen },
  { path: '/auth/popup-callback', Component: PopupCallbackScreen },
  { path: '/auth/login-page', Component: SignedOutPage },
  { path: '/e/login', Component: ExternalLoginScreen },
  { path: '/admin/logout', Component: LogoutScreen },
];
