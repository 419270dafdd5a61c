import { getUser, updateUser, UpdateUserBody, type LastApplication } from '@connector/contracts';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api/index.ts';
import { useSession } from '../../../lib/session/index.ts';

/**
 * Stores the chosen application on the user. The update takes the whole profile, so it is read
 * first and sent back unchanged but for `lastApplication`.
 */
export function useSaveLastApplication() {
  const api = useApi();
  const { user } = useSession();
  const tenantId = user?.tenantId;
  const userId = user?.sub;
  return useCallback(
    async (lastApplication: LastApplication) => {
      if (!tenantId || !userId) return;
      const current = await api.call(getUser, { params: { tenantId, userId } });
      const { value, label, type } = lastApplication;
      const body = UpdateUserBody.parse({ ...current, lastApplication: { value, label, type } });
      await api.call(updateUser, { params: { userId }, body });
    },
    [api, tenantId, userId],
  );
}
