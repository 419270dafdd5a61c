import { getSupplierActivity, retryFailedSuppliers } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** Matches failed suppliers again (all of them, or those named); the activity is read again after. */
export function useRetryFailedSuppliers() {
  const queryClient = useQueryClient();
  return useApiMutation(retryFailedSuppliers, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getSupplierActivity) }),
  });
}
