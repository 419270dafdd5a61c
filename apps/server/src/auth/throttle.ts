import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Failed sign-ins allowed per window, per account and per client address (docs/decisions/004). */
export const SIGN_IN_LIMITS = {
  account: { failures: 5, windowSeconds: 15 * 60 },
  address: { failures: 50, windowSeconds: 15 * 60 },
} as const;

export interface SignInThrottle {
  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  waitFor(account: string, address: string): Promise<number>;
  /** Counts a failure; answers the wait it now imposes (0 while attempts remain). */
  failed(account: string, address: string): Promise<number>;
  /** A right password clears the account's count; the address keeps its own. */
  succeeded(account: string): Promise<void>;
}

/**
 * Slows password guessing. Counters live in memory: one process serves the embedded setup; servers
 * behind a load balancer would move them to the database (the library has a Drizzle store).
 */
export function createSignInThrottle(limits = SIGN_IN_LIMITS): SignInThrottle {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'account', points: limits.account.failures, duration: limits.account.windowSeconds });
  const byAddress = new RateLimiterMemory({ keyPrefix: 'address', points: limits.address.failures, duration: limits.address.windowSeconds });

  const wait = async (limiter: RateLimiterMemory, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(state.msBeforeNext, 1) : 0;
  };
  const waitFor = async (account: string, address: string) =>
    Math.max(await wait(byAccount, account, limits.account.failures), await wait(byAddress, address, limits.address.failures));

  return {
    waitFor,
    async failed(account, address) {
      await Promise.all([byAccount.penalty(account), byAddress.penalty(address)]);
      return waitFor(account, address);
    },
    async succeeded(account) {
      await byAccount.delete(account);
    },
  };
}
