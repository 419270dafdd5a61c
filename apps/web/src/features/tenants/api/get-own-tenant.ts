import { getOwnTenant } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** My account: the signed-in user's own tenant. */
export function useOwnTenant() {
  return useApiQuery(getOwnTenant, {});
}
