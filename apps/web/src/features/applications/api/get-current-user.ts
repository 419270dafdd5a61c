import { getUser } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { useSession } from '../../../lib/session/index.ts';

/** The signed-in user's record, read for the application they used last (spec 1 §7). */
export function useCurrentUser() {
  const { user } = useSession();
  return useApiQuery(
    getUser,
    { params: { tenantId: user?.tenantId ?? '', userId: user?.sub ?? '' } },
    { enabled: Boolean(user), staleTime: Infinity, retry: false },
  );
}
