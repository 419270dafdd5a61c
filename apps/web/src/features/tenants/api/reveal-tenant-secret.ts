import { revealTenantSecret } from '@connector/contracts';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api/index.ts';

/**
 * The stored client secret in clear, fetched only when asked for and never kept in the query
 * cache, so it does not outlive the form that showed it.
 */
export function useRevealTenantSecret(id: string): () => Promise<string | null> {
  const api = useApi();
  return useCallback(async () => (await api.call(revealTenantSecret, { params: { id } })).appClientSecret, [api, id]);
}
