import { getSupplierActivity, startSupplierSync } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** Sync now; the activity is read again at once, which starts its polling while the run goes. */
export function useStartSupplierSync() {
  const queryClient = useQueryClient();
  return useApiMutation(startSupplierSync, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getSupplierActivity) }),
  });
}
