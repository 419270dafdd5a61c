import { getUser, listAllUsers, listTenantUsers } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey } from '../../../lib/api/index.ts';

/** After a change every cached list page and user is stale, whichever tenant it came from. */
export function useInvalidateUsers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [listAllUsers, listTenantUsers, getUser].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) })),
    );
  }, [queryClient]);
}
