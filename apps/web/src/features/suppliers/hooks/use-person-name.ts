import { displayName, useSession } from '../../../lib/session/index.ts';

/**
 * Who started a run, as the activity says it (a user id): the signed-in user is named, anyone
 * else is shown by the id the server gave.
 */
export function usePersonName(): (userId: string) => string {
  const { user } = useSession();
  return (userId) => (user && userId === user.sub ? displayName(user) : userId);
}
