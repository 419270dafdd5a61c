import type { Role } from '@connector/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { rolesListKey } from './list-roles.ts';

export interface RolesSnapshot {
  previous: Role[] | undefined;
}

/**
 * Puts `role` into the cached list before the server answers (ROL-11) and returns what to
 * restore if it refuses. A list that was never loaded is left alone.
 */
export async function putRoleAhead(queryClient: QueryClient, role: Role): Promise<RolesSnapshot> {
  await queryClient.cancelQueries({ queryKey: rolesListKey });
  const previous = queryClient.getQueryData<Role[]>(rolesListKey);
  if (previous) {
    const exists = previous.some((r) => r.roleId === role.roleId);
    queryClient.setQueryData<Role[]>(rolesListKey, exists ? previous.map((r) => (r.roleId === role.roleId ? role : r)) : [...previous, role]);
  }
  return { previous };
}

export function rollBack(queryClient: QueryClient, snapshot: RolesSnapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(rolesListKey, snapshot.previous);
}

/**
 * Whatever happened, the list is read again from the server; the save does not wait for that
 * read, the optimistic list stands in meanwhile.
 */
export function refreshRoles(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: rolesListKey });
}
