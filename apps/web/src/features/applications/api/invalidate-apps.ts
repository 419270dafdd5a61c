import { getApp, getAppClient, listApps } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '../../../lib/api/index.ts';

/** After a change the list, the configurations and the credentials are read again. */
export function useInvalidateApps() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([listApps, getApp, getAppClient].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) })));
}
