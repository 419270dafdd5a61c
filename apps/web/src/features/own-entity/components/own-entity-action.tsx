import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session/index.ts';
import { OwnEntityDialog, type OwnEntityHost } from './own-entity-dialog.tsx';

/**
 * 'Request own entity' under the link flow's search, for those with `Connector.OwnEntity` (OWN-1):
 * the dialog's 'Add BvdId' closes it before the screen's.
 */
export function OwnEntityAction({ appId, supplier, onAdd, renderSearch, onLinked }: OwnEntityHost) {
  const { t } = useTranslation('own-entity');
  const allowed = useCan('Connector.OwnEntity');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('offer')}
          </Typography>
          <Button variant="outlined" startIcon={<AddBusinessOutlined />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
            {t('open')}
          </Button>
        </Stack>
      </Paper>
      {open && (
        <OwnEntityDialog
          appId={appId}
          supplier={supplier}
          renderSearch={renderSearch}
          onLinked={onLinked}
          onAdd={
            onAdd
              ? (row) => {
                  close();
                  onAdd(row);
                }
              : null
          }
          onClose={close}
        />
      )}
    </>
  );
}
