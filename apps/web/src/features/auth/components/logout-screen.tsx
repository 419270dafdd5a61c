import { Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/index.ts';
import { askedByConsole } from '../logout-request.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ProgressPage } from './progress-page.tsx';

/**
 * `/admin/logout`: ends the session; the identity provider then sends the browser to the login
 * page. Reached from anywhere else than the console (a link on another site), it asks first.
 */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const { signOut } = useSession();
  const { state } = useLocation();
  const [confirmed, setConfirmed] = useState(() => askedByConsole(state, window));
  useEffect(() => {
    if (confirmed) void signOut();
  }, [confirmed, signOut]);
  if (confirmed) return <ProgressPage message={t('signingOut')} />;
  return (
    <AuthLayout title={t('confirmSignOut.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('confirmSignOut.message')}</Typography>
      <Button variant="contained" size="large" onClick={() => setConfirmed(true)}>
        {t('confirmSignOut.signOut')}
      </Button>
      <Button href="/admin">{t('confirmSignOut.back')}</Button>
    </AuthLayout>
  );
}
