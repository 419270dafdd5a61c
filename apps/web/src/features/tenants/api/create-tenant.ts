import { createTenant, listTenants } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useApiMutation(createTenant, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(listTenants) }),
  });
}
