import { MAPPING_MESSAGES } from '@connector/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { ListDialog } from '../hooks/use-list-change.ts';
import type { RemovedValue } from '../lib/list-change.ts';

interface ChangeListDialogProps {
  dialog: ListDialog;
  onConfirm(): void;
  onClose(): void;
}

/** The question before a list or a file replaces the list, then what it removed (MAP-10, MAP-12). */
export function ChangeListDialog({ dialog, onConfirm, onClose }: ChangeListDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={dialog !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      {dialog?.step === 'confirm' && <Question titleId={titleId} textId={textId} source={dialog.source} onConfirm={onConfirm} onClose={onClose} />}
      {dialog?.step === 'report' && <Report titleId={titleId} textId={textId} removed={dialog.removed} onClose={onClose} />}
    </Dialog>
  );
}

interface StepProps {
  titleId: string;
  textId: string;
  onClose(): void;
}

function Question({ titleId, textId, source, onConfirm, onClose }: StepProps & { source: 'list' | 'file'; onConfirm(): void }) {
  const { t } = useTranslation('mappings');
  return (
    <>
      <DialogTitle id={titleId}>{translateMessage(t, source === 'file' ? MAPPING_MESSAGES.removeFromFile : MAPPING_MESSAGES.removeFromList)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translateMessage(t, MAPPING_MESSAGES.confirmContinue)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          {t('confirm.continue')}
        </Button>
      </DialogActions>
    </>
  );
}

function Report({ titleId, textId, removed, onClose }: StepProps & { removed: RemovedValue[] }) {
  const { t } = useTranslation('mappings');
  return (
    <>
      <DialogTitle id={titleId}>{translateMessage(t, removed.length > 0 ? MAPPING_MESSAGES.removed : MAPPING_MESSAGES.noChanges)}</DialogTitle>
      <DialogContent>
        {removed.length > 0 ? (
          <List dense disablePadding id={textId} aria-labelledby={titleId}>
            {removed.map((item, index) => (
              <ListItem key={`${item.field}-${item.value}-${index}`} disableGutters sx={{ py: 0 }}>
                <ListItemText primary={t('confirm.removedItem', { field: item.field, value: item.value })} />
              </ListItem>
            ))}
          </List>
        ) : (
          <DialogContentText id={textId}>{t('confirm.nothingRemoved')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('confirm.ok')}
        </Button>
      </DialogActions>
    </>
  );
}
