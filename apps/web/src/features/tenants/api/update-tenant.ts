import { getOwnTenant, getTenant, listTenants, updateTenant } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useApiMutation(updateTenant, {
    onSuccess: () =>
      Promise.all(
        [listTenants, getTenant, getOwnTenant].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) })),
      ),
  });
}
