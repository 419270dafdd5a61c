import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSignInLock } from '../api/get-user-sign-in-lock.ts';
import { useUnlockUserSignIn } from '../api/unlock-user-sign-in.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';

interface SignInLockNoticeProps {
  tenantId: string;
  userId: string;
}

/**
 * For super administrators on the edit screen: shown only while wrong passwords hold the user's
 * sign-in back (refused from some addresses, or slowed), with the button that lifts it. Nothing
 * is shown otherwise, nor when the state cannot be read: the form stays the point of the screen.
 */
export function SignInLockNotice({ tenantId, userId }: SignInLockNoticeProps) {
  const { t, i18n } = useTranslation('users');
  const feedback = useOutcomeToast();
  const lock = useSignInLock(tenantId, userId);
  const unlock = useUnlockUserSignIn();
  const held = lock.data;
  if (!held || (held.lockedAddresses === 0 && !held.slowed)) return null;

  const time = held.until ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(held.until)) : '';
  const lift = () =>
    unlock.mutate(
      { body: { tenantId, userId } },
      { onSuccess: ({ message }) => feedback.success(message, t('signInLock.unlocked')), onError: feedback.failure },
    );
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, maxWidth: 880 }}
      action={
        <Button color="inherit" size="small" onClick={lift} loading={unlock.isPending}>
          {t('signInLock.unlock')}
        </Button>
      }
    >
      <AlertTitle>{t('signInLock.title')}</AlertTitle>
      {held.lockedAddresses > 0 && <div>{t('signInLock.addresses', { count: held.lockedAddresses })}</div>}
      {held.slowed && <div>{t('signInLock.slowed')}</div>}
      {time && <div>{t('signInLock.until', { time })}</div>}
    </Alert>
  );
}
