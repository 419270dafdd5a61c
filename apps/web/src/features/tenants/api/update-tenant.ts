import { updateTenant } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateTenants } from './invalidate-tenants.ts';

export function useUpdateTenant() {
  return useApiMutation(updateTenant, { onSuccess: useInvalidateTenants() });
}
