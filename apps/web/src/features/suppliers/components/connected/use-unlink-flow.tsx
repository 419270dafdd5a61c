import type { ConnectedSupplier } from '@connector/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOutcomeToast } from '../../../../lib/feedback/index.ts';
import { useReloadSuppliers } from '../../api/reload-suppliers.ts';
import { useUnlinkSupplier } from '../../api/unlink-supplier.ts';
import { toSearchByCriteria } from '../../paths.ts';
import { ConfirmUnlinkDialog, MatchAgainDialog } from './unlink-dialogs.tsx';

type Step = { kind: 'closed' } | { kind: 'confirm' | 'again'; supplier: ConnectedSupplier };

/**
 * Unlink as SUP-23 tells it: confirm, unlink, then offer to match the company again: Yes opens
 * the link flow for that supplier, No reloads the list.
 */
export function useUnlinkFlow(appId: string) {
  const { t } = useTranslation('suppliers');
  const navigate = useNavigate();
  const feedback = useOutcomeToast();
  const unlink = useUnlinkSupplier();
  const reload = useReloadSuppliers();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });

  const confirm = (supplier: ConnectedSupplier) =>
    unlink.mutate(
      {
        params: { appId },
        body: {
          supplierId: supplier.supplierId,
          bvdId: supplier.bvdId,
          orbisQuestionnaireId: supplier.orbisQuestionnaireId,
          catalystQuestionnaireId: supplier.catalystQuestionnaireId,
          supplyChainQuestionnaireId: supplier.supplyChainQuestionnaireId,
        },
      },
      {
        onSuccess: ({ message }) => {
          feedback.success(message, t('unlink.done'));
          setStep({ kind: 'again', supplier });
        },
        onError: (error) => {
          feedback.failure(error);
          close();
        },
      },
    );

  const dialogs = (
    <>
      {step.kind === 'confirm' && (
        <ConfirmUnlinkDialog
          name={step.supplier.supplierName}
          bvdId={step.supplier.bvdId}
          busy={unlink.isPending}
          onCancel={close}
          onUnlink={() => confirm(step.supplier)}
        />
      )}
      {step.kind === 'again' && (
        <MatchAgainDialog
          name={step.supplier.supplierName}
          onYes={() => void navigate(toSearchByCriteria(step.supplier.supplierId))}
          onNo={() => {
            close();
            void reload();
          }}
        />
      )}
    </>
  );
  return { start: (supplier: ConnectedSupplier) => setStep({ kind: 'confirm', supplier }), dialogs };
}
