import { Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IDLE_TIMEOUT_MS, useSession } from '../../../lib/session/index.ts';
import { idleSignOut } from '../idle-sign-out.ts';
import { tellOpenerSignedOut } from '../logout-request.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Where sign-out lands (AUTH-9). It never signs in by itself: the user chooses to. After an idle
 * end it says why, and signing in again returns to the page the user was on. In the embedded
 * console's logout popup it tells the frame that the session has ended, and closes.
 */
export function SignedOutPage() {
  const { t } = useTranslation('auth');
  const { signIn, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS } = useSession();
  const [idleReturn] = useState(() => idleSignOut.read(window.sessionStorage));

  useEffect(() => {
    idleSignOut.forget(window.sessionStorage);
    tellOpenerSignedOut(window);
  }, []);

  const message = idleReturn ? t('signedOut.idle', { minutes: Math.round(idleTimeoutMs / 60_000) }) : t('signedOut.message');
  return (
    <AuthLayout title={t('signedOut.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
      <Button variant="contained" size="large" onClick={() => signIn(idleReturn ?? '/admin')}>
        {t('signedOut.signIn')}
      </Button>
    </AuthLayout>
  );
}
