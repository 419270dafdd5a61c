import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RegenerateDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Generating again rotates the secret: the integration using the old one stops working. */
export function RegenerateDialog({ open, onCancel, onConfirm }: RegenerateDialogProps) {
  const { t } = useTranslation('applications');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('credentials.regenerateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('credentials.regenerateText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" color="warning">
          {t('credentials.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
