/** A user's sign-in locks, seen and lifted. */
import { USER_ANSWERS, type SignInLock } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { HeldSignIn, UsersServiceDeps } from './deps.ts';

const toSignInLock = ({ lockedAddresses, slowed, until }: HeldSignIn): SignInLock => ({ lockedAddresses, slowed, until: until?.toISOString() ?? null });
const NOTHING_HELD: SignInLock = { lockedAddresses: 0, slowed: false, until: null };

export function createSignInLocks({ db, repository, audit, identity }: Pick<UsersServiceDeps, 'db' | 'repository' | 'audit' | 'identity'>) {
  /**
   * Runs `fn` on a user's sign-in locks. Super administrators only: a lock stands between an
   * account and someone guessing its password, so lifting it is kept to the fewest hands.
   */
  function withSignInLocks<T>(caller: Caller, tenantId: string, userId: string, fn: (tx: Tx, email: string) => Promise<T>): Promise<T> {
    if (!caller.isSuperAdmin) throw forbidden(USER_ANSWERS.signInLocksOnlyBySuperAdmin);
    return db.forTenant(tenantId, async (tx) => {
      const row = await repository.findById(tx, tenantId, userId);
      if (!row) throw notFound(USER_ANSWERS.notFound);
      return fn(tx, row.email);
    });
  }

  return {
    signInLock: (caller: Caller, tenantId: string, userId: string): Promise<SignInLock> =>
      withSignInLocks(caller, tenantId, userId, async (tx, email) => toSignInLock(await identity.signInLocks.lockOf(tx, tenantId, email))),

    /** Forgets the user's failed sign-ins from every address, in the same transaction as its audit record. */
    unlockSignIn: (caller: Caller, tenantId: string, userId: string): Promise<SignInLock> =>
      withSignInLocks(caller, tenantId, userId, async (tx, email) => {
        const before = toSignInLock(await identity.signInLocks.lockOf(tx, tenantId, email));
        await identity.signInLocks.unlock(tx, tenantId, email);
        await audit.record(tx, { tenantId, actor: caller, action: 'unlock-sign-in', entity: 'user', entityId: userId, before, after: NOTHING_HELD });
        return NOTHING_HELD;
      }),
  };
}
