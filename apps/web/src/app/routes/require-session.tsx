import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SignInFailed } from '../../features/auth/index.ts';
import { Loading } from '../../lib/feedback/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AppShell } from '../shell/app-shell.tsx';

/** The console behind sign-in: a signed-out visitor is sent to sign in and brought back here after. */
export function RequireSession() {
  const { status, signIn } = useSession();
  const { pathname, search, hash } = useLocation();
  const signedOut = status === 'idle';

  useEffect(() => {
    if (signedOut) signIn(`${pathname}${search}${hash}`);
    // Only the change to signed-out starts a sign-in, not every navigation.
  }, [signedOut, signIn]);

  if (status === 'fail') return <SignInFailed />;
  if (status !== 'completed') return <Loading />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
