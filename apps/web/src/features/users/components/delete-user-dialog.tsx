import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { User } from '@connector/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../api/delete-user.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';

interface DeleteUserDialogProps {
  user: User;
  onClose(): void;
}

/** Deleting removes the account and its sign-in for good, so it is asked once more. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const feedback = useOutcomeToast();
  const remove = useDeleteUser();
  const titleId = useId();
  const textId = useId();
  const confirm = () =>
    remove.mutate(
      { body: { tenantId: user.tenantId, userId: user.userId } },
      {
        onSuccess: ({ message }) => {
          feedback.success(message, t('deleteDialog.done'));
          onClose();
        },
        onError: feedback.failure,
      },
    );
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('deleteDialog.message', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={remove.isPending}>
          {t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
