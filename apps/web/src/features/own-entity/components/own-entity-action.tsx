import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import type { SearchCriteria, SearchResultRow, Supplier } from '@connector/contracts';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/session/index.ts';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';
import { OwnEntityDialog } from './own-entity-dialog.tsx';

interface OwnEntityActionProps {
  appId: string;
  /** The supplier being linked: the request is made for it. */
  supplier: Supplier;
  /** The search the screen last ran, if any, else the criteria it was opened with. */
  criteria: SearchCriteria | null;
  defaultValues: CriteriaFormValues;
  /** 'Add BvdId' of the screen, for a company found in the dialog after all. */
  onAdd: ((row: SearchResultRow) => void) | null;
}

/** The criteria form's values for a search run. */
const valuesOf = (criteria: SearchCriteria): CriteriaFormValues => ({
  ...criteria,
  NationalId: criteria.NationalId ?? '',
  City: criteria.City ?? '',
  PostCode: criteria.PostCode ?? '',
});

/** 'Request own entity' under the link flow's search, for those with `Connector.OwnEntity` (OWN-1). */
export function OwnEntityAction({ appId, supplier, criteria, defaultValues, onAdd }: OwnEntityActionProps) {
  const { t } = useTranslation('suppliers');
  const allowed = useCan('Connector.OwnEntity');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ownEntity.offer')}
          </Typography>
          <Button variant="outlined" startIcon={<AddBusinessOutlined />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
            {t('ownEntity.open')}
          </Button>
        </Stack>
      </Paper>
      {open && (
        <OwnEntityDialog
          appId={appId}
          supplier={supplier}
          criteria={criteria}
          searchValues={criteria ? valuesOf(criteria) : defaultValues}
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
