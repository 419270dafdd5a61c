import { resetUserPassword } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** Sets a temporary password; the list does not change, so nothing is refetched. */
export function useResetUserPassword() {
  return useApiMutation(resetUserPassword);
}
