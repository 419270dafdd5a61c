import { Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PopupError, useSession } from '../../../lib/session/index.ts';
import { askedByConsole, idleEndOf } from '../logout-request.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ProgressPage } from './progress-page.tsx';

type Attempt = 'asking' | 'running' | PopupError['reason'] | 'failed';

const failureOf = (error: unknown): Attempt => (error instanceof PopupError ? error.reason : 'failed');

/**
 * `/admin/logout` (AUTH-11): ends the session; the identity provider then sends the browser to the
 * login page. Reached from anywhere else than the console (a link on another site), it asks
 * first. In a frame the sign-out runs in a popup, which the browser may block or the user close:
 * the page then says so and offers to try again (a click, which lets the popup open).
 */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const { signOut } = useSession();
  const { state } = useLocation();
  const [asked] = useState(() => askedByConsole(state, window));
  const [idle] = useState(() => idleEndOf(state));
  const [attempt, setAttempt] = useState<Attempt>(asked ? 'running' : 'asking');

  useEffect(() => {
    if (asked) signOut(idle).catch((error: unknown) => setAttempt(failureOf(error)));
  }, [asked, idle, signOut]);

  const run = () => {
    setAttempt('running');
    signOut().catch((error: unknown) => setAttempt(failureOf(error)));
  };

  if (attempt === 'running') return <ProgressPage message={t('signingOut')} />;
  const asking = attempt === 'asking';
  return (
    <AuthLayout title={asking ? t('confirmSignOut.title') : t('signOutFailed.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{asking ? t('confirmSignOut.message') : t(`signOutFailed.${attempt}`)}</Typography>
      <Button variant="contained" size="large" onClick={run}>
        {t('confirmSignOut.signOut')}
      </Button>
      <Button href="/admin">{t('confirmSignOut.back')}</Button>
    </AuthLayout>
  );
}
