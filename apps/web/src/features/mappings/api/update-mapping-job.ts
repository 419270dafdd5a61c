import { getApp, updateMappingJob } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApiMutation } from '../../../lib/api/index.ts';

/** `PUT mappings/{type}/job`: the model or the recipients (MAP-13, MAP-19); the application holds them, so it is read again. */
export function useUpdateMappingJob() {
  const queryClient = useQueryClient();
  return useApiMutation(updateMappingJob, { onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getApp) }) });
}
