import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { unmetPasswordRules, type User } from '@connector/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { PasswordField } from './password-field.tsx';

interface TemporaryPasswordDialogProps {
  user: User;
  onClose(): void;
}

/** The user must replace this password at the next sign-in; Save waits until the checklist is met. */
export function TemporaryPasswordDialog({ user, onClose }: TemporaryPasswordDialogProps) {
  const { t } = useTranslation('users');
  const feedback = useOutcomeToast();
  const reset = useResetUserPassword();
  const [password, setPassword] = useState('');
  const titleId = useId();
  const ready = unmetPasswordRules(password).length === 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    reset.mutate(
      { body: { tenantId: user.tenantId, userId: user.userId, password } },
      {
        onSuccess: ({ message }) => {
          feedback.success(message, t('passwordDialog.done'));
          onClose();
        },
        onError: feedback.failure,
      },
    );
  };
  return (
    <Dialog
      open
      onClose={reset.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id={titleId}>{t('passwordDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('passwordDialog.message', { name: `${user.firstName} ${user.lastName}` })}
        </DialogContentText>
        <PasswordField label={t('passwordDialog.password')} value={password} onChange={setPassword} autoFocus />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={reset.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!ready} loading={reset.isPending}>
          {t('passwordDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
