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
  /** Starts sign-in and comes back to `returnTo` (a path of the console). */
  signIn(returnTo?: string): void;
  /** Completes the redirect sign-in on `/auth/callback`; resolves with the path to return to. */
  completeSignIn(): Promise<string>;
  /** Signs in through a popup window (embedded console). */
  signInPopup(): Promise<void>;
  /** Completes the popup sign-in inside the popup window. */
  completePopupSignIn(): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
