import { GENERIC_MESSAGES, getUser, updateUser, UpdateUserBody, type LastApplication } from '@connector/contracts';
import type { z } from 'zod';
import { useCallback } from 'react';
import { ApiError, useApi } from '../../../lib/api/index.ts';
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
      const parsed = UpdateUserBody.safeParse({ ...current, lastApplication: { value, label, type } });
      if (!parsed.success) throw profileError(parsed.error);
      await api.call(updateUser, { params: { userId }, body: parsed.data });
    },
    [api, tenantId, userId],
  );
}

/**
 * A stored profile the update would refuse (a record written before a rule existed): the
 * choice cannot be remembered, and the reason is the rule's own catalogued message, as the
 * server would answer it.
 */
function profileError(error: z.ZodError): ApiError {
  const errors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, errors[0]?.message ?? GENERIC_MESSAGES.somethingWrong, errors);
}
