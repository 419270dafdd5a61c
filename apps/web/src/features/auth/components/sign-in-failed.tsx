import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/** Shown when sign-in keeps failing, instead of sending the user round in circles. */
export function SignInFailed() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  return (
    <AuthLayout title={t('failed.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('failed.message')}</Typography>
      <Button variant="contained" onClick={() => signIn('/admin')}>
        {t('failed.retry')}
      </Button>
    </AuthLayout>
  );
}
