import { getUser } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export function useUser(tenantId: string, userId: string) {
  return useApiQuery(getUser, { params: { tenantId, userId } });
}
