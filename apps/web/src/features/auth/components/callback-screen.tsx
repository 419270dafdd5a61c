import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/index.ts';
import { ProgressPage } from './progress-page.tsx';
import { SignInFailed } from './sign-in-failed.tsx';

/** `/auth/callback`: completes the sign-in and returns to the page the user asked for. */
export function CallbackScreen() {
  const { t } = useTranslation('auth');
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn().then(
      (returnTo) => active && navigate(returnTo, { replace: true }),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [completeSignIn, navigate]);

  return failed ? <SignInFailed /> : <ProgressPage message={t('signingIn')} />;
}
