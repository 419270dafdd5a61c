import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_PATHS, SIGN_OUT_STATE } from '../../features/auth/index.ts';
import { useSession } from '../../lib/session/index.ts';

/**
 * The console's own sign-out (AUTH-9, AUTH-10): the logout page, which then signs out without
 * asking. In a frame the sign-out popup opens in the click itself, while the browser still
 * allows a window to open; the logout page follows that same sign-out and reports a failure.
 */
export function useSignOut(): () => void {
  const { embedded, signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (embedded) signOut().catch(() => undefined);
    void navigate(AUTH_PATHS.logout, { state: SIGN_OUT_STATE });
  }, [embedded, signOut, navigate]);
}
