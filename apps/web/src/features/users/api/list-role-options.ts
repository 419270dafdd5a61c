import { SUPER_ADMIN_ROLE, listRoles } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { useIsSuperAdmin } from './list-users.ts';

export interface RoleOption {
  roleId: string;
  name: string;
}

/** Roles a user may be given; `superAdmin` only by a super administrator (the server refuses it too). */
export function useRoleOptions() {
  const superAdmin = useIsSuperAdmin();
  return useApiQuery(listRoles, {}, {
    select: (roles): RoleOption[] =>
      roles.filter((role) => superAdmin || role.roleId !== SUPER_ADMIN_ROLE).map(({ roleId, name }) => ({ roleId, name })),
  });
}
