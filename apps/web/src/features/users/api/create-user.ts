import { createUser } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateUsers } from './invalidate-users.ts';

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useApiMutation(createUser, { onSuccess: invalidate });
}
