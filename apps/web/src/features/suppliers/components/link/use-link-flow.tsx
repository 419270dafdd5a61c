import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeToast } from '../../../../lib/feedback/index.ts';
import { useLinkSupplier } from '../../api/link-supplier.ts';
import { useReloadSuppliers } from '../../api/reload-suppliers.ts';
import { AlreadyAssignedDialog, ConfirmLinkDialog, type LinkCandidate, type LinkSupplier } from './link-dialogs.tsx';
import { LINK_SWITCH_MS, RELOAD_AFTER_LINK_MS } from './link-timing.ts';

type Step = { kind: 'closed' } | { kind: 'warning' | 'switching' | 'confirm'; supplier: LinkSupplier; candidate: LinkCandidate };

/**
 * The link flow of SUP-15 to SUP-17: a result already assigned to a supplier is warned about first;
 * half a second after that is confirmed the link dialog opens; once the link is saved its
 * success shows and, 1.5 s later, the screen's supplier data is read again.
 */
export function useLinkFlow(appId: string) {
  const { t } = useTranslation('suppliers');
  const feedback = useOutcomeToast();
  const link = useLinkSupplier();
  const reload = useReloadSuppliers();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const start = useCallback((supplier: LinkSupplier, candidate: LinkCandidate) => {
    setStep({ kind: candidate.assignedTo ? 'warning' : 'confirm', supplier, candidate });
  }, []);
  const close = () => setStep({ kind: 'closed' });

  const proceed = () => {
    if (step.kind !== 'warning') return;
    setStep({ ...step, kind: 'switching' });
    later(LINK_SWITCH_MS, () => setStep((current) => (current.kind === 'switching' ? { ...current, kind: 'confirm' } : current)));
  };

  const confirm = () => {
    if (step.kind !== 'confirm') return;
    const { supplier, candidate } = step;
    link.mutate(
      {
        params: { appId, supplierId: supplier.supplierId },
        body: { supplierId: supplier.supplierId, bvdId: candidate.bvdId, score: candidate.score },
      },
      {
        onSuccess: () => {
          feedback.success(undefined, t('link.added', { id: candidate.bvdId }));
          close();
          later(RELOAD_AFTER_LINK_MS, () => void reload());
        },
        onError: feedback.failure,
      },
    );
  };

  const dialogs = (
    <>
      {step.kind === 'warning' && (
        <AlreadyAssignedDialog candidate={step.candidate} onCancel={close} onContinue={proceed} />
      )}
      {step.kind === 'confirm' && (
        <ConfirmLinkDialog
          supplier={step.supplier}
          candidate={step.candidate}
          saving={link.isPending}
          onCancel={close}
          onConfirm={confirm}
        />
      )}
    </>
  );
  return { start, dialogs, busy: step.kind !== 'closed' };
}
