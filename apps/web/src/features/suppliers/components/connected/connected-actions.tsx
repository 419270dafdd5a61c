import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ConnectedSupplier } from '@connector/contracts';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../../lib/session/index.ts';
import { toCatalystAssessments, toSupplyChainAssessments } from '../../../assessments/index.ts';
import { useFlaggedActions } from '../../../applications/index.ts';
import { toSupplierDetail } from '../../paths.ts';
import { FlaggedMenu, type FlaggedItem } from './flagged-menu.tsx';

interface ConnectedActionsProps {
  supplier: ConnectedSupplier;
  /** Its Supplier 360 page; null while the application has no realm. */
  aribaUrl: string | null;
  onUnlink: ((supplier: ConnectedSupplier) => void) | null;
}

const forSupplier = (path: string, supplierId: string) => `${path}?${new URLSearchParams({ supplierId })}`;

/**
 * The row actions of spec 1 §2 "Connected suppliers". The Catalyst and Risk Assessments items
 * show per the selected application's flags (spec 1 §6) and lead to the assessment screens.
 */
export function ConnectedActions({ supplier, aribaUrl, onUnlink }: ConnectedActionsProps) {
  const { t } = useTranslation('suppliers');
  const offered = useFlaggedActions();
  const canDetail = useCan('Connector.OrbisAssesments');
  const canCompliance = useCan('Connector.CatalystAssesments');
  const canSupplyChain = useCan('Connector.SupplyChainAssessments');
  const compliance = forSupplier(toCatalystAssessments(), supplier.supplierId);
  const supplyChain = forSupplier(toSupplyChainAssessments(), supplier.supplierId);
  const only = (items: (FlaggedItem | false)[]) => items.filter((item): item is FlaggedItem => item !== false);
  const catalyst = only([
    offered.openInComplianceCatalyst && canCompliance && { key: 'compliance', label: t('actions.openInComplianceCatalyst'), to: compliance },
    offered.openInSupplyChain && canSupplyChain && { key: 'supplyChain', label: t('actions.openInSupplyChain'), to: supplyChain },
  ]);
  const risk = only([
    offered.alertsOfCompliance && canCompliance && { key: 'compliance', label: t('actions.alertsOfCompliance'), to: compliance },
    offered.alertsOfSupplyChain && canSupplyChain && { key: 'supplyChain', label: t('actions.alertsOfSupplyChain'), to: supplyChain },
  ]);
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
      />
      <FlaggedMenu
        label={t('actions.riskAssessmentsOf', { name })}
        title={t('actions.riskAssessments')}
        icon={<NotificationsOutlined fontSize="small" />}
        items={risk}
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
