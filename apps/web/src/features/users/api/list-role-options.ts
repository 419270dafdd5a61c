import { SUPER_ADMIN_ROLE, listRoles } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { useIsSuperAdmin } from './list-users.ts';

export interface RoleOption {
  roleId: string;
  name: string;
}

/**
 * Roles a user of `tenantId` may be given; `superAdmin` only by a super administrator (the server
 * refuses it too). A super administrator creating a user in another tenant is offered that tenant's roles.
 */
export function useRoleOptions(tenantId: string) {
  const superAdmin = useIsSuperAdmin();
  return useApiQuery(listRoles, { query: superAdmin && tenantId ? { tenantId } : {} }, {
    select: (roles): RoleOption[] =>
      roles.filter((role) => superAdmin || role.roleId !== SUPER_ADMIN_ROLE).map(({ roleId, name }) => ({ roleId, name })),
  });
}
