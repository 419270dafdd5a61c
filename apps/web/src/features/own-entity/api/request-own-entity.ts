import { listOwnEntityRequests, requestOwnEntity } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** `POST supplier/{supplierId}/ownEntity`; the supplier's requests are read again after it. */
export function useRequestOwnEntity() {
  const queryClient = useQueryClient();
  return useApiMutation(requestOwnEntity, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(listOwnEntityRequests) }),
  });
}
