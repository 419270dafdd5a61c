import { generateAppClient, getAppClient } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

export function useGenerateAppClient() {
  const queryClient = useQueryClient();
  return useApiMutation(generateAppClient, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getAppClient) }),
  });
}
