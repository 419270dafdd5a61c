import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmUnlinkProps {
  name: string;
  bvdId: string;
  busy: boolean;
  onCancel(): void;
  onUnlink(): void;
}

/** Step 1 of SUP-23: 'Are you sure to unlink this supplier?' with Unlink and Cancel. */
export function ConfirmUnlinkDialog({ name, bvdId, busy, onCancel, onUnlink }: ConfirmUnlinkProps) {
  const { t } = useTranslation('suppliers');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('unlink.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('unlink.confirmText', { name, bvdId })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onUnlink} loading={busy}>
          {t('unlink.unlink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface MatchAgainProps {
  name: string;
  onYes(): void;
  onNo(): void;
}

/** Step 2: 'Do you want to match this unlinked company again?'; Yes opens the link flow. */
export function MatchAgainDialog({ name, onYes, onNo }: MatchAgainProps) {
  const { t } = useTranslation('suppliers');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onNo} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('unlink.againTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('unlink.againText', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onNo}>{t('dialog.no')}</Button>
        <Button variant="contained" onClick={onYes} autoFocus>
          {t('dialog.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
