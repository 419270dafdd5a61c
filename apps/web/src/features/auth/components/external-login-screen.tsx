import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PopupError, useSession } from '../../../lib/session/index.ts';
import { EXTERNAL_LOGIN_QUERY } from '../paths.ts';
import { safeReturnPath } from '../return-path.ts';
import { AuthLayout } from './auth-layout.tsx';

type LoginState = 'ready' | 'waiting' | PopupError['reason'] | 'failed';

const failureOf = (error: unknown): LoginState => (error instanceof PopupError ? error.reason : 'failed');

/**
 * `/e/login` (AUTH-8): sign-in of the console embedded in a frame, through a popup window; then
 * back to the page the frame was on (`returnTo`), else the console's front door. After an idle
 * end the provider asks for the password again, even while its own session lives.
 */
export function ExternalLoginScreen() {
  const { t } = useTranslation('auth');
  const { signInPopup } = useSession();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const returnTo = safeReturnPath(query.get(EXTERNAL_LOGIN_QUERY.returnTo), '/');
  const afterIdle = query.get(EXTERNAL_LOGIN_QUERY.reason) === 'idle';
  const [state, setState] = useState<LoginState>('ready');

  const login = () => {
    setState('waiting');
    signInPopup({ reauthenticate: afterIdle }).then(
      // Within the page, not by loading it again: a frame refused storage keeps its tokens in memory.
      () => navigate(returnTo, { replace: true }),
      (error: unknown) => setState(failureOf(error)),
    );
  };

  return (
    <AuthLayout title={t('external.title')}>
      {afterIdle && <Alert severity="info">{t('external.idle')}</Alert>}
      <Typography sx={{ color: 'text.secondary' }}>{t('external.message')}</Typography>
      {state === 'waiting' && <Typography role="status">{t('external.waiting')}</Typography>}
      {state === 'blocked' && <Alert severity="warning">{t('external.blocked')}</Alert>}
      {state === 'closed' && <Alert severity="info">{t('external.closed')}</Alert>}
      {state === 'failed' && <Alert severity="error">{t('failed.message')}</Alert>}
      <Button variant="contained" size="large" onClick={login} disabled={state === 'waiting'}>
        {t('external.login')}
      </Button>
    </AuthLayout>
  );
}
