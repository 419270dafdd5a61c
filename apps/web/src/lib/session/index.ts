export { displayName, useCan, useSession } from './hooks.ts';
export { SessionContext, type AuthStatus, type Session, type SessionUser } from './session.ts';
