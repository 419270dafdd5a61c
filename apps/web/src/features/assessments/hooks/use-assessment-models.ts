import type { AssessmentProduct } from '@connector/contracts';
import { useCatalystModels } from '../api/get-catalyst-models.ts';
import { useSupplyChainModels } from '../api/get-supply-chain-models.ts';

/** The product's models, read only while `enabled` (the start dialog is open). */
export function useAssessmentModels(product: AssessmentProduct, appId: string, enabled: boolean) {
  const catalyst = useCatalystModels(appId, enabled && product === 'catalyst');
  const supplyChain = useSupplyChainModels(appId, enabled && product === 'supplyChain');
  return product === 'catalyst' ? catalyst : supplyChain;
}
