import { SUPER_ADMIN_ROLE, listAllUsers, listTenantUsers } from '@connector/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../lib/api/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { toUsersQuery, type UsersTableState } from '../lib/table-state.ts';

/** Super administrators list every tenant's users; everyone else only their own tenant's. */
export function useIsSuperAdmin(): boolean {
  return useSession().user?.roles.includes(SUPER_ADMIN_ROLE) ?? false;
}

/** One page of users for the table; the previous page stays shown while the next one loads. */
export function useUsers(state: UsersTableState) {
  const superAdmin = useIsSuperAdmin();
  const tenantId = useSession().user?.tenantId ?? '';
  const query = toUsersQuery(state);
  const all = useApiQuery(listAllUsers, { query }, { enabled: superAdmin, placeholderData: keepPreviousData });
  const own = useApiQuery(
    listTenantUsers,
    { params: { tenantId }, query },
    { enabled: !superAdmin && Boolean(tenantId), placeholderData: keepPreviousData },
  );
  return superAdmin ? all : own;
}
