import type { AssessmentProduct, StartAssessmentBody } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { useStartCatalystAssessment } from '../api/start-catalyst-assessment.ts';
import { useStartSupplyChainAssessment } from '../api/start-supply-chain-assessment.ts';
import { toCatalystAssessments, toSupplyChainAssessments } from '../paths.ts';

/**
 * Starts an assessment of the product (ASM-7); once started, says so and opens the product's
 * screen of the supplier with `newId` (and, for supply chain, the portfolio it joined).
 */
export function useStartAssessment(product: AssessmentProduct, appId: string) {
  const { t } = useTranslation('assessments');
  const feedback = useOutcomeToast();
  const navigate = useNavigate();
  const catalyst = useStartCatalystAssessment();
  const supplyChain = useStartSupplyChainAssessment();
  const mutation = product === 'catalyst' ? catalyst : supplyChain;

  const start = (supplierId: string, body: StartAssessmentBody, onStarted: () => void) => {
    const opened = (link: string, message: string | undefined) => {
      feedback.success(message, t('start.started'));
      onStarted();
      void navigate(link);
    };
    const args = { params: { appId }, body };
    if (product === 'catalyst') {
      catalyst.mutate(args, {
        onSuccess: ({ data, message }) => opened(toCatalystAssessments({ supplierId, newId: data.SelectionId.CF_RA_Id }), message),
      });
    } else {
      supplyChain.mutate(args, {
        onSuccess: ({ data, message }) =>
          opened(toSupplyChainAssessments({ supplierId, newId: data.AssessmentId, portfolioId: data.PortfolioId }), message),
      });
    }
  };

  return { start, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
