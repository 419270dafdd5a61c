import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CATALYST_MENU_DELAY_MS, type ConnectedSupplier } from '@connector/contracts';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../../lib/session/index.ts';
import { useAssessmentItems } from './use-assessment-items.ts';
import { toSupplierDetail } from '../../paths.ts';
import { FlaggedMenu, type FlaggedItem } from './flagged-menu.tsx';

interface ConnectedActionsProps {
  supplier: ConnectedSupplier;
  /** Its Supplier 360 page; null while the application has no realm. */
  aribaUrl: string | null;
  onUnlink: ((supplier: ConnectedSupplier) => void) | null;
  /** `New assessment` items, after the alerts in the Risk Assessments menu. */
  newAssessments: readonly FlaggedItem[];
}

/**
 * The row actions of SUP-20. The Catalyst and Risk Assessments items
 * show per the selected application's flags (APP-3) and lead to the assessment screens; the
 * Catalyst menu opens a second after it is asked for (ASM-9).
 */
export function ConnectedActions({ supplier, aribaUrl, onUnlink, newAssessments }: ConnectedActionsProps) {
  const { t } = useTranslation('suppliers');
  const canDetail = useCan('Connector.OrbisAssesments');
  const { catalyst, risk } = useAssessmentItems(supplier.supplierId);
  const name = supplier.supplierName;

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {aribaUrl && (
        <Tooltip title={t('actions.goToAriba')}>
          <IconButton component="a" href={aribaUrl} target="_blank" rel="noopener noreferrer" aria-label={t('actions.goToAribaOf', { name })}>
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDetail && (
        <Tooltip title={t('actions.enhancementDetails')}>
          <IconButton component={RouterLink} to={toSupplierDetail(supplier.supplierId)} aria-label={t('actions.enhancementDetailsOf', { name })}>
            <DescriptionOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <FlaggedMenu
        label={t('actions.openCatalystOf', { name })}
        title={t('actions.openCatalyst')}
        icon={<AssessmentOutlined fontSize="small" />}
        items={catalyst}
        delayMs={CATALYST_MENU_DELAY_MS}
      />
      <FlaggedMenu
        label={t('actions.riskAssessmentsOf', { name })}
        title={t('actions.riskAssessments')}
        icon={<NotificationsOutlined fontSize="small" />}
        items={[...risk, ...newAssessments]}
      />
      {onUnlink && (
        <Tooltip title={t('actions.unlink')}>
          <IconButton onClick={() => onUnlink(supplier)} aria-label={t('actions.unlinkOf', { name })} color="error">
            <LinkOff fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
