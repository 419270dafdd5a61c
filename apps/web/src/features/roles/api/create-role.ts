import { createRole } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api/index.ts';
import { putRoleAhead, refreshRoles, rollBack, type RolesSnapshot } from './optimistic-list.ts';

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useApiMutation<typeof createRole, RolesSnapshot>(createRole, {
    onMutate: ({ body }) => putRoleAhead(queryClient, body),
    onError: (_error, _variables, snapshot) => rollBack(queryClient, snapshot),
    onSettled: () => refreshRoles(queryClient),
  });
}
