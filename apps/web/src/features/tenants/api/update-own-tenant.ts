import { getOwnTenant, getTenant, listTenants, updateOwnTenant } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

export function useUpdateOwnTenant() {
  const queryClient = useQueryClient();
  return useApiMutation(updateOwnTenant, {
    onSuccess: () =>
      Promise.all(
        [getOwnTenant, listTenants, getTenant].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) })),
      ),
  });
}
