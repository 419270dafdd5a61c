export { displayName, useCan, useSession } from './hooks.ts';
export {
  DEFAULT_IDLE_TIMEOUT_MS,
  IDLE_WARNING_MS,
  PopupError,
  SessionContext,
  type AuthStatus,
  type IdleEnd,
  type PopupSignInOptions,
  type Session,
  type SessionUser,
} from './session.ts';
