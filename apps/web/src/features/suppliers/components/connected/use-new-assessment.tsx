import type { AssessmentProduct, ConnectedSupplier } from '@connector/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/session/index.ts';
import { useFlaggedActions } from '../../../applications/index.ts';
import { ASSESSMENT_PERMISSIONS, canStartAssessment, StartAssessmentDialog, type StartTarget } from '../../../assessments/index.ts';
import type { FlaggedItem } from './flagged-menu.tsx';
import { only } from './use-assessment-items.ts';

interface Starting {
  product: AssessmentProduct;
  target: StartTarget & { bvdId: string };
}

/**
 * `New assessment` items of the Risk Assessments menu (ASM-7): one per product the application
 * offers (APP-3) and the user may start, for a supplier with a realm, an Ariba supplier id and a
 * BvD ID (ASM-8). The assessments feature's dialog, shown once for the whole list, does the rest.
 */
export function useNewAssessment(appId: string, realm: string | null) {
  const { t } = useTranslation('suppliers');
  const offered = useFlaggedActions();
  const canCompliance = useCan(ASSESSMENT_PERMISSIONS.catalyst);
  const canSupplyChain = useCan(ASSESSMENT_PERMISSIONS.supplyChain);
  const [starting, setStarting] = useState<Starting | null>(null);
  const [open, setOpen] = useState(false);

  const itemsFor = (supplier: ConnectedSupplier): FlaggedItem[] => {
    const target = { supplierId: supplier.supplierId, name: supplier.supplierName, bvdId: supplier.bvdId, realm, aribaSupplierId: supplier.supplierId };
    if (!canStartAssessment(target)) return [];
    const item = (product: AssessmentProduct, label: string): FlaggedItem => ({
      key: `new-${product}`,
      label,
      onSelect: () => {
        setStarting({ product, target });
        setOpen(true);
      },
    });
    return only([
      offered.alertsOfCompliance && canCompliance && item('catalyst', t('actions.newComplianceAssessment')),
      offered.alertsOfSupplyChain && canSupplyChain && item('supplyChain', t('actions.newSupplyChainAssessment')),
    ]);
  };

  // Kept mounted after closing, so the dialog can fade out with its content.
  const dialog = starting && (
    <StartAssessmentDialog
      key={`${starting.product}\n${starting.target.supplierId}`}
      product={starting.product}
      appId={appId}
      target={starting.target}
      open={open}
      onClose={() => setOpen(false)}
    />
  );
  return { itemsFor, dialog };
}
