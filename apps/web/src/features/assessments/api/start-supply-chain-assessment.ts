import { getSupplyChainSupplierAssessments, startSupplyChainAssessment } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** `POST supplyChain/assesment` with `{ bvdId, modelId }`; the suppliers' supply chain assessments are read again after it. */
export function useStartSupplyChainAssessment() {
  const queryClient = useQueryClient();
  return useApiMutation(startSupplyChainAssessment, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getSupplyChainSupplierAssessments) }),
  });
}
