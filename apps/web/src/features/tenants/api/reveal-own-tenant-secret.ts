import { revealOwnTenantSecret } from '@connector/contracts';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api/index.ts';

/** My account: the own tenant's stored client secret, fetched only when asked for. */
export function useRevealOwnTenantSecret(): () => Promise<string | null> {
  const api = useApi();
  return useCallback(async () => (await api.call(revealOwnTenantSecret)).appClientSecret, [api]);
}
