import { hasPermission } from '@connector/contracts';
import { useContext } from 'react';
import { SessionContext, type Session } from './session.ts';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a session provider');
  return session;
}

/** Whether the signed-in user holds `permission`; null or undefined is open to everyone. */
export function useCan(permission: string | readonly string[] | null | undefined): boolean {
  return hasPermission(useSession().permissions, permission);
}

/** Display name of the signed-in user: given and family name, else the e-mail. */
export function displayName(user: Session['user']): string {
  if (!user) return '';
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return name || user.email;
}
