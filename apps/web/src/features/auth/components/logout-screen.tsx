import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/index.ts';
import { ProgressPage } from './progress-page.tsx';

/** `/admin/logout`: ends the session; the identity provider then sends the browser to the login page. */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const { signOut } = useSession();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return <ProgressPage message={t('signingOut')} />;
}
