import { getAppClient } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** Credentials of an application; a failed read shows as `Not Generated` (APP-20), so no retries. */
export function useAppClient(tenantId: string, appId: string) {
  return useApiQuery(getAppClient, { params: { tenantId, appId } }, { retry: false });
}
