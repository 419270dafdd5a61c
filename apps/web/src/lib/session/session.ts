import type { Language } from '@connector/contracts';
import { createContext } from 'react';

/** Authentication states of AUTH-4. */
export type AuthStatus = 'idle' | 'loading' | 'completed' | 'fail';

export interface SessionUser {
  /** Subject of the identity (the user id). */
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  tenantId: string;
  roles: string[];
  language: Language | null;
}

/** Inactivity after which a session ends when the tenant names no other (docs/decisions/028). */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60_000;
/** How long before an idle session ends the user is warned, and may stay signed in. */
export const IDLE_WARNING_MS = 60_000;

/** A session ending because nobody used the console for the tenant's idle time, and the page it was on. */
export interface IdleEnd {
  returnTo: string;
}

/** A sign-in or sign-out window the browser did not open (`blocked`) or the user closed (`closed`). */
export class PopupError extends Error {
  override readonly name = 'PopupError';
  constructor(readonly reason: 'blocked' | 'closed') {
    super(`The ${reason === 'blocked' ? 'popup window could not be opened' : 'popup window was closed'}`);
  }
}

export interface PopupSignInOptions {
  /** The provider asks for the password even when its own session lives (after an idle end). */
  reauthenticate?: boolean;
}

/**
 * What the console knows about who is signed in, and the sign-in actions. The app provides the
 * OpenID Connect implementation; tests provide a plain value.
 */
export interface Session {
  status: AuthStatus;
  /** Tenant of the page's host. */
  tenantId: string;
  /** True when the console runs inside a frame: sign-in and sign-out then use popups. */
  embedded: boolean;
  user: SessionUser | null;
  /** Permissions granted by the user's roles (wildcards allowed). */
  permissions: readonly string[];
  /** Inactivity after which the session ends (the tenant's setting); `DEFAULT_IDLE_TIMEOUT_MS` when absent. */
  idleTimeoutMs?: number;
  /** Starts sign-in and comes back to `returnTo` (a path of the console). */
  signIn(returnTo?: string): void;
  /** Completes the redirect sign-in on `/auth/callback`; resolves with the path to return to. */
  completeSignIn(): Promise<string>;
  /** Signs in through a popup window (embedded console); rejects with a `PopupError` when the window fails. */
  signInPopup(options?: PopupSignInOptions): Promise<void>;
  /** Completes the popup sign-in inside the popup window. */
  completePopupSignIn(): Promise<void>;
  /**
   * Ends the session (AUTH-9, AUTH-10): in a frame through a popup, which can reject with a
   * `PopupError`. An idle end (`idle`) opens no window in a frame (none may open without a click).
   */
  signOut(idle?: IdleEnd): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
