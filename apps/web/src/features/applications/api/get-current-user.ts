import { getUser } from '@connector/contracts';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';
import { useSession, type SessionUser } from '../../../lib/session/index.ts';

const currentUserArgs = (user: SessionUser | null | undefined) => ({ params: { tenantId: user?.tenantId ?? '', userId: user?.sub ?? '' } });

/** The query key of the signed-in user's record. */
export const currentUserKey = (user: SessionUser) => apiKey(getUser, currentUserArgs(user));

/** The signed-in user's record, read for the application they used last (USR-17, APP-27). */
export function useCurrentUser() {
  const { user } = useSession();
  return useApiQuery(
    getUser,
    currentUserArgs(user),
    { enabled: Boolean(user), staleTime: Infinity, retry: false },
  );
}
