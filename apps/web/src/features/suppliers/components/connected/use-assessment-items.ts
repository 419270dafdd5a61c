import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/session/index.ts';
import { ASSESSMENT_PERMISSIONS, toCatalystAssessments, toSupplyChainAssessments } from '../../../assessments/index.ts';
import { useFlaggedActions } from '../../../applications/index.ts';
import type { FlaggedItem } from './flagged-menu.tsx';

/** The items the application and the user allow, in their order. */
export const only = (items: (FlaggedItem | false)[]) => items.filter((item): item is FlaggedItem => item !== false);

/**
 * A supplier's assessment links, as the selected application's flags (APP-3) and the user's
 * permissions allow: the Open Catalyst items and the Risk Assessments items.
 */
export function useAssessmentItems(supplierId: string): { catalyst: FlaggedItem[]; risk: FlaggedItem[] } {
  const { t } = useTranslation('suppliers');
  const offered = useFlaggedActions();
  const canCompliance = useCan(ASSESSMENT_PERMISSIONS.catalyst);
  const canSupplyChain = useCan(ASSESSMENT_PERMISSIONS.supplyChain);
  // Open in … and Alerts of … lead to the same screen of the supplier (ASM-2).
  const compliance = toCatalystAssessments({ supplierId });
  const supplyChain = toSupplyChainAssessments({ supplierId });
  return {
    catalyst: only([
      offered.openInComplianceCatalyst && canCompliance && { key: 'compliance', label: t('actions.openInComplianceCatalyst'), to: compliance },
      offered.openInSupplyChain && canSupplyChain && { key: 'supplyChain', label: t('actions.openInSupplyChain'), to: supplyChain },
    ]),
    risk: only([
      offered.alertsOfCompliance && canCompliance && { key: 'compliance', label: t('actions.alertsOfCompliance'), to: compliance },
      offered.alertsOfSupplyChain && canSupplyChain && { key: 'supplyChain', label: t('actions.alertsOfSupplyChain'), to: supplyChain },
    ]),
  };
}
