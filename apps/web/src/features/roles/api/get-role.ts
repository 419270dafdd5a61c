import { getRole } from '@connector/contracts';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

export const roleKey = (roleId: string) => apiKey(getRole, { params: { roleId } });

export function useRole(roleId: string) {
  return useApiQuery(getRole, { params: { roleId } });
}
