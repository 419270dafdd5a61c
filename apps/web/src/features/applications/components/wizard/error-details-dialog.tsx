import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorDetailsDialogProps {
  open: boolean;
  error: unknown;
  onClose: () => void;
}

/** The error object of a failed connection test, as the server described it (APP-16, APP-17). */
export function ErrorDetailsDialog({ open, error, onClose }: ErrorDetailsDialogProps) {
  const { t } = useTranslation('applications');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('connection.detailsTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="pre"
          sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(error, null, 2)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
