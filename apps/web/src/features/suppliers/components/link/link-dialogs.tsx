import type { CompanyRisk } from '@connector/contracts';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/i18n/countries.ts';
import { formatPercent } from '../../lib/format.ts';
import { Fact } from '../../../../components/fact.tsx';
import { CompanyRiskBadges } from '../../../assessments/index.ts';

/** The supplier being linked. */
export interface LinkSupplier {
  supplierId: string;
  supplierName: string;
}

/** The company chosen for it: a search result or a kept candidate. */
export interface LinkCandidate {
  bvdId: string;
  name: string;
  city?: string | undefined;
  country?: string | undefined;
  /** Percentage, kept with the link. */
  score: number;
  /** The supplier that already holds this BvD ID, when one does. */
  assignedTo?: string | undefined;
  /** The company's latest score labels, when a supplier linked to it is assessed. */
  risk?: CompanyRisk | undefined;
}

interface AlreadyAssignedProps {
  candidate: LinkCandidate;
  onCancel(): void;
  onContinue(): void;
}

/** Step 2 of the link flow (SUP-15): the BvD ID already belongs to a supplier. */
export function AlreadyAssignedDialog({ candidate, onCancel, onContinue }: AlreadyAssignedProps) {
  const { t } = useTranslation('suppliers');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberOutlined color="warning" aria-hidden />
        {t('link.assignedTitle')}
      </DialogTitle>
      <DialogContent id={textId}>
        <DialogContentText>{t('link.assigned', { bvdId: candidate.bvdId, supplierId: candidate.assignedTo })}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5, fontWeight: 600, color: 'text.primary' }}>{t('link.areYouSure')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={onContinue} autoFocus>
          {t('dialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Facts({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={heading} sx={{ flex: 1, minWidth: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

interface ConfirmLinkProps {
  supplier: LinkSupplier;
  candidate: LinkCandidate;
  saving: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Step 3 of the link flow (SUP-16): 'Do you want to add BVD {id}?', with the supplier and the result side by side. */
export function ConfirmLinkDialog({ supplier, candidate, saving, onCancel, onConfirm }: ConfirmLinkProps) {
  const { t, i18n } = useTranslation('suppliers');
  const titleId = useId();
  return (
    <Dialog open onClose={saving ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('link.confirmTitle', { id: candidate.bvdId })}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Facts heading={t('link.supplier')}>
            <Fact label={t('link.supplierId')}>{supplier.supplierId}</Fact>
            <Fact label={t('link.supplierName')}>{supplier.supplierName}</Fact>
          </Facts>
          <Facts heading={t('link.result')}>
            <Fact label={t('columns.bvdId')}>{candidate.bvdId}</Fact>
            <Fact label={t('columns.name')}>{candidate.name}</Fact>
            {candidate.city && <Fact label={t('columns.city')}>{candidate.city}</Fact>}
            {candidate.country && <Fact label={t('columns.country')}>{countryName(i18n.language, candidate.country)}</Fact>}
            <Fact label={t('columns.score')}>{formatPercent(i18n.language, candidate.score)}</Fact>
            {candidate.risk && (
              <Fact label={t('link.risk')}>
                <CompanyRiskBadges risk={candidate.risk} />
              </Fact>
            )}
          </Facts>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={saving}>
          {t('link.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
