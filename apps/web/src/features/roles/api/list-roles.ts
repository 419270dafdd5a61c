import { listRoles } from '@connector/contracts';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

/** Key of the roles list, which saves update ahead of the server. */
export const rolesListKey = apiKey(listRoles, {});

export function useRoles() {
  return useApiQuery(listRoles, {});
}
