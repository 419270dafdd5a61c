import { saveLastApplication, type User } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { currentUserKey } from './get-current-user.ts';

/**
 * Remembers the chosen application as the signed-in user's own preference: the call names the
 * application only, and the server stores it on the caller's record. The user read for the
 * restore at sign-in takes the stored value, so it stays current.
 */
export function useSaveLastApplication() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useApiMutation(saveLastApplication, {
    onSuccess: ({ data }) => {
      if (!user) return;
      queryClient.setQueryData<User>(currentUserKey(user), (current) => current && { ...current, lastApplication: data });
    },
  });
}
