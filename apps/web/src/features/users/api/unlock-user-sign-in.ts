import { unlockUserSignIn } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api/index.ts';
import { signInLockKey } from './get-user-sign-in-lock.ts';

/** Lifts a user's sign-in locks; the answer is the state after, cached at once so the notice goes. */
export function useUnlockUserSignIn() {
  const queryClient = useQueryClient();
  return useApiMutation(unlockUserSignIn, {
    onSuccess: (answer, { body }) => queryClient.setQueryData(signInLockKey(body.tenantId, body.userId), answer.data),
  });
}
