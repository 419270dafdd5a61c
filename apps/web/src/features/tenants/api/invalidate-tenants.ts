import { getOwnTenant, getTenant, listTenants } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '../../../lib/api/index.ts';

/** After a save every view of a tenant is read again: the list, one tenant, and my account. */
export function useInvalidateTenants() {
  const queryClient = useQueryClient();
  return () => Promise.all([listTenants, getTenant, getOwnTenant].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) })));
}
