import { updateUser } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateUsers } from './invalidate-users.ts';

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useApiMutation(updateUser, { onSuccess: invalidate });
}
