import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/** Where sign-out lands. It never signs in by itself: the user chooses to. */
export function SignedOutPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  return (
    <AuthLayout title={t('signedOut.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('signedOut.message')}</Typography>
      <Button variant="contained" size="large" onClick={() => signIn('/admin')}>
        {t('signedOut.signIn')}
      </Button>
    </AuthLayout>
  );
}
