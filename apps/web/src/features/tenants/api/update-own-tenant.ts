import { updateOwnTenant } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateTenants } from './invalidate-tenants.ts';

/** My account: saves the signed-in user's own tenant. */
export function useUpdateOwnTenant() {
  return useApiMutation(updateOwnTenant, { onSuccess: useInvalidateTenants() });
}
