import { createTenant } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateTenants } from './invalidate-tenants.ts';

export function useCreateTenant() {
  return useApiMutation(createTenant, { onSuccess: useInvalidateTenants() });
}
