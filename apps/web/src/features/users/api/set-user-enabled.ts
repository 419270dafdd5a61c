import { disableUser, enableUser, type User } from '@connector/contracts';
import { useApi } from '../../../lib/api/index.ts';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateUsers } from './invalidate-users.ts';

/** Enables or disables a user: two endpoints, one action of the row menu. */
export function useSetUserEnabled() {
  const client = useApi();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ user, enabled }: { user: Pick<User, 'tenantId' | 'userId'>; enabled: boolean }) =>
      client.send(enabled ? enableUser : disableUser, { body: { tenantId: user.tenantId, userId: user.userId } }),
    onSuccess: invalidate,
  });
}
