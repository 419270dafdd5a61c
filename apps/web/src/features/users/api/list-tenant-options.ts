import { listTenants } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export interface TenantOption {
  tenantId: string;
  name: string;
}

/** Tenants a super administrator may create users in; others never ask (their tenant is fixed). */
export function useTenantOptions(enabled: boolean) {
  return useApiQuery(listTenants, {}, {
    enabled,
    select: (tenants): TenantOption[] => tenants.map(({ tenantId, name }) => ({ tenantId, name })),
  });
}
