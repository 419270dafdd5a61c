import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ProgressPage } from './progress-page.tsx';

/** `/auth/popup-callback`: hands the sign-in result to the window that opened the popup. */
export function PopupCallbackScreen() {
  const { t } = useTranslation('auth');
  const { completePopupSignIn } = useSession();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');

  useEffect(() => {
    completePopupSignIn().then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [completePopupSignIn]);

  if (state === 'working') return <ProgressPage message={t('signingIn')} />;
  return (
    <AuthLayout title={state === 'done' ? t('popupDone') : t('failed.title')}>
      {state === 'failed' && <Typography sx={{ color: 'text.secondary' }}>{t('failed.message')}</Typography>}
    </AuthLayout>
  );
}
