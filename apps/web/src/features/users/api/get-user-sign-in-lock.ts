import { getUserSignInLock } from '@connector/contracts';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

export const signInLockKey = (tenantId: string, userId: string) => apiKey(getUserSignInLock, { params: { tenantId, userId } });

/** What holds a user's sign-in back after wrong passwords; super administrators only (the server refuses others). */
export function useSignInLock(tenantId: string, userId: string) {
  return useApiQuery(getUserSignInLock, { params: { tenantId, userId } });
}
