import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_PATHS, idleSignOutState } from '../../features/auth/index.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, IDLE_WARNING_MS, useSession } from '../../lib/session/index.ts';
import { useIdleTimer } from './use-idle-timer.ts';
import { useSignOut } from './use-sign-out.ts';

/** Whole seconds until `endsAt`, counted down once a second. */
function useSecondsLeft(endsAt: number): number {
  const left = useCallback(() => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)), [endsAt]);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return seconds;
}

interface IdleWarningDialogProps {
  endsAt: number;
  onStay(): void;
  onSignOut(): void;
}

/**
 * The warning a minute before an idle session ends: an alert dialog that takes the focus to
 * `Stay signed in`, so a keyboard user stays with Enter and a screen reader reads why at once.
 * Escape also stays: any answer shows someone is there.
 */
export function IdleWarningDialog({ endsAt, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const textId = useId();
  const seconds = useSecondsLeft(endsAt);
  return (
    <Dialog open onClose={onStay} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('idle.message', { count: seconds })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onSignOut}>{t('idle.signOut')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Ends the session after the tenant's idle time, warning a minute before (docs/decisions/028). */
export function IdleSignOut() {
  const { idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS } = useSession();
  const signOutNow = useSignOut();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const onTimeout = useCallback(() => void navigate(AUTH_PATHS.logout, { state: idleSignOutState(here) }), [navigate, here]);
  const idle = useIdleTimer({ timeoutMs: idleTimeoutMs, warningMs: IDLE_WARNING_MS, onTimeout });
  if (!idle.warning) return null;
  return <IdleWarningDialog endsAt={idle.endsAt} onStay={idle.stay} onSignOut={signOutNow} />;
}
