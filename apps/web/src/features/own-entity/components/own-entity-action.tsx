import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import type { SearchResultRow, Supplier } from '@connector/contracts';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session/index.ts';
import { OwnEntityDialog } from './own-entity-dialog.tsx';

interface OwnEntityActionProps {
  appId: string;
  /** The supplier being linked: the request is made for it. */
  supplier: Supplier;
  /** 'Add BvdId' of the screen, for a company found in the dialog after all. */
  onAdd: ((row: SearchResultRow) => void) | null;
  /**
   * The company search of the dialog's first step, from the search the screen last ran (the
   * suppliers' criteria search): its 'Add BvdId' is `add`, which closes the dialog first.
   */
  renderSearch(add: ((row: SearchResultRow) => void) | null): ReactNode;
  /** Once a request has linked the supplier: the screen reads its suppliers again. */
  onLinked(): unknown;
}

/** 'Request own entity' under the link flow's search, for those with `Connector.OwnEntity` (OWN-1). */
export function OwnEntityAction({ appId, supplier, onAdd, renderSearch, onLinked }: OwnEntityActionProps) {
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
