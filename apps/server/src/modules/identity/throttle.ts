import type { Database } from '../../db/client.ts';
import { createIdentityRepository, type IdentityRepository } from './repository.ts';

interface Limit {
  failures: number;
  windowSeconds: number;
}
export interface SignInLimits {
  account: Limit;
  address: Limit;
}

/** Failed sign-ins allowed per window, per account and per client address (docs/decisions/004). */
export const SIGN_IN_LIMITS: SignInLimits = {
  account: { failures: 5, windowSeconds: 15 * 60 },
  address: { failures: 50, windowSeconds: 15 * 60 },
};

export interface SignInThrottle {
  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  waitFor(account: string, address: string): Promise<number>;
  /** Counts a failure; answers the wait it now imposes (0 while attempts remain). */
  failed(account: string, address: string): Promise<number>;
  /** A right password clears the account's count; the address keeps its own. */
  succeeded(account: string): Promise<void>;
}

/**
 * Slows password guessing. Counts live in the database, so servers behind a load balancer see
 * the same failures and a restart forgets none. A window opens with the first failure and lasts
 * its length; once over, the next failure starts a new one.
 */
export function createSignInThrottle(
  db: Database,
  limits: SignInLimits = SIGN_IN_LIMITS,
  now = () => new Date(),
  repository: IdentityRepository = createIdentityRepository(),
): SignInThrottle {
  const kinds = [
    { prefix: 'account:', ...limits.account },
    { prefix: 'address:', ...limits.address },
  ] as const;
  const keysOf = (account: string, address: string) => [`${kinds[0].prefix}${account}`, `${kinds[1].prefix}${address}`] as const;

  /** The longest wait any of the keys imposes now. */
  async function waitFor(account: string, address: string): Promise<number> {
    const at = now();
    const keys = keysOf(account, address);
    const rows = await db.unscoped((tx) => repository.openFailures(tx, keys, at));
    return Math.max(
      0,
      ...rows.map((row) => {
        const kind = kinds[keys.indexOf(row.key as (typeof keys)[number])];
        return kind && row.failures >= kind.failures ? Math.max(row.windowEndsAt.getTime() - at.getTime(), 1) : 0;
      }),
    );
  }

  return {
    waitFor,
    async failed(account, address) {
      const at = now();
      const keys = keysOf(account, address);
      await db.unscoped(async (tx) => {
        // Expired windows go first, so each key below starts afresh or counts on.
        await repository.deleteClosedFailures(tx, at);
        for (const [index, key] of keys.entries()) {
          await repository.countFailure(tx, key, new Date(at.getTime() + (kinds[index]?.windowSeconds ?? 0) * 1000));
        }
      });
      return waitFor(account, address);
    },
    async succeeded(account) {
      await db.unscoped((tx) => repository.clearFailures(tx, keysOf(account, '')[0]));
    },
  };
}
