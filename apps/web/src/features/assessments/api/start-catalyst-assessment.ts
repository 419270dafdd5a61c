import { getCatalystSupplierAssessments, startCatalystAssessment } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** `POST catalyst/assesment` with `{ bvdId, modelId }` (ASM-7); the suppliers' compliance assessments are read again after it. */
export function useStartCatalystAssessment() {
  const queryClient = useQueryClient();
  return useApiMutation(startCatalystAssessment, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getCatalystSupplierAssessments) }),
  });
}
