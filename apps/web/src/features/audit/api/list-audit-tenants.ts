import { listTenants } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** The tenants a super administrator may read the log of. */
export function useAuditTenants(enabled: boolean) {
  return useApiQuery(listTenants, {}, { enabled, staleTime: 60_000, select: (tenants) => tenants.map((tenant) => tenant.tenantId) });
}
