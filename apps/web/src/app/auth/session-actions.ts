import { STORAGE_KEYS } from '@connector/contracts';
import type { UserManager } from 'oidc-client-ts';
import { AUTH_PATHS } from '../../features/auth/index.ts';
import type { Session } from '../../lib/session/index.ts';
import { popupFeatures, popupFeatureString, waitForStorageFlag } from './embedded.ts';
import { safeReturnPath } from './session-user.ts';

export type SessionActions = Pick<Session, 'signIn' | 'completeSignIn' | 'signInPopup' | 'completePopupSignIn' | 'signOut'>;

export const EXTERNAL_LOGIN_PATH = AUTH_PATHS.externalLogin;
const LOGOUT_PATH = AUTH_PATHS.logout;

export function currentPath(win: Window): string {
  const { pathname, search, hash } = win.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Sign-in and sign-out through the tenant's OpenID Provider (AUTH-5, AUTH-8 to AUTH-10). In a frame the
 * provider's pages cannot be shown, so both go through popups and the frame follows the
 * external-login flag in local storage, which every window of the origin sees change.
 */
export function createSessionActions(manager: UserManager, win: Window, embedded: boolean): SessionActions {
  let redirecting = false;
  // A page load completes one sign-in, however often a screen asks (React re-runs effects, and
  // may do so after the console has already left the callback URL).
  let completion: Promise<string> | null = null;
  let signingOut: Promise<void> | null = null;

  async function endSession(): Promise<void> {
    if (embedded) {
      win.open(LOGOUT_PATH, 'connector-logout', popupFeatureString(win));
      await waitForStorageFlag(win, STORAGE_KEYS.externalLogin, false);
      await manager.removeUser();
      win.location.assign(EXTERNAL_LOGIN_PATH);
      return;
    }
    const user = await manager.getUser();
    win.localStorage.clear();
    win.localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
    await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
  }

  return {
    signIn(returnTo = currentPath(win)) {
      if (redirecting) return;
      redirecting = true;
      if (embedded) {
        win.location.assign(EXTERNAL_LOGIN_PATH);
        return;
      }
      win.localStorage.removeItem(STORAGE_KEYS.loggingOut);
      manager.signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } }).catch(() => {
        redirecting = false;
      });
    },

    completeSignIn() {
      completion ??= manager
        .signinRedirectCallback(win.location.href)
        .then((user) => safeReturnPath((user.state as { returnTo?: unknown } | undefined)?.returnTo));
      return completion;
    },

    async signInPopup() {
      await manager.signinPopup({ popupWindowFeatures: popupFeatures(win) });
      // A frame on another site may get partitioned storage that never sees the popup's flag;
      // the popup's answer arrived by message, so the frame raises the flag itself.
      win.localStorage.setItem(STORAGE_KEYS.externalLogin, 'true');
      await waitForStorageFlag(win, STORAGE_KEYS.externalLogin, true);
    },

    async completePopupSignIn() {
      // Set before the popup closes, so a frame that only listens to storage sees it too.
      win.localStorage.setItem(STORAGE_KEYS.externalLogin, 'true');
      await manager.signinPopupCallback(win.location.href);
    },

    signOut() {
      // The browser leaves the page when it succeeds; only a failure may be tried again.
      signingOut ??= endSession().catch((error: unknown) => {
        signingOut = null;
        throw error;
      });
      return signingOut;
    },
  };
}
