import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/** `/e/login`: sign-in of the console embedded in a frame, through a popup window. */
export function ExternalLoginScreen() {
  const { t } = useTranslation('auth');
  const { signInPopup } = useSession();
  const [state, setState] = useState<'ready' | 'waiting' | 'failed'>('ready');

  const login = () => {
    setState('waiting');
    signInPopup().then(
      () => window.location.assign(window.location.origin),
      () => setState('failed'),
    );
  };

  return (
    <AuthLayout title={t('external.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('external.message')}</Typography>
      {state === 'waiting' && <Typography role="status">{t('external.waiting')}</Typography>}
      {state === 'failed' && <Alert severity="error">{t('failed.message')}</Alert>}
      <Button variant="contained" size="large" onClick={login} disabled={state === 'waiting'}>
        {t('external.login')}
      </Button>
    </AuthLayout>
  );
}
