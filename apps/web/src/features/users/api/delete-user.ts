import { deleteUser } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateUsers } from './invalidate-users.ts';

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useApiMutation(deleteUser, { onSuccess: invalidate });
}
