import { updateRole } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api/index.ts';
import { roleKey } from './get-role.ts';
import { putRoleAhead, refreshRoles, rollBack, type RolesSnapshot } from './optimistic-list.ts';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useApiMutation<typeof updateRole, RolesSnapshot>(updateRole, {
    onMutate: ({ params, body }) => putRoleAhead(queryClient, { roleId: params.roleId, ...body }),
    // The saved role is cached at once, so reopening it never shows the form filled from the old one.
    onSuccess: (answer, { params }) => queryClient.setQueryData(roleKey(params.roleId), answer.data),
    onError: (_error, _variables, snapshot) => rollBack(queryClient, snapshot),
    onSettled: (_answer, _error, { params }) => {
      refreshRoles(queryClient);
      void queryClient.invalidateQueries({ queryKey: roleKey(params.roleId) });
    },
  });
}
