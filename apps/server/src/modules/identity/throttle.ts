import { createHash } from 'node:crypto';
import type { Database, Tx } from '../../db/client.ts';
import { createThrottleRepository, type FailureRow, type ThrottleRepository } from './throttle-repository.ts';

interface Limit {
  failures: number;
  windowSeconds: number;
}
export interface SignInLimits {
  /** Wrong passwords from one address for one account; then that address is refused for that account. */
  pair: Limit;
  /** Wrong passwords from one address for any accounts (password spraying); then it is refused for all. */
  address: Limit;
  /**
   * Wrong passwords for one account from all addresses; then every attempt on it waits, from
   * `firstPauseMs` doubling to `maxPauseMs`. Never a refusal: that would let anyone lock anyone out.
   */
  account: Limit & { firstPauseMs: number; maxPauseMs: number };
}

/** The limits of docs/decisions/016. */
export const SIGN_IN_LIMITS: SignInLimits = {
  pair: { failures: 5, windowSeconds: 15 * 60 },
  address: { failures: 50, windowSeconds: 15 * 60 },
  account: { failures: 10, windowSeconds: 15 * 60, firstPauseMs: 1_000, maxPauseMs: 8_000 },
};

/** The account a sign-in names: e-mails are stored lower case, and each tenant has its own. */
export const accountOf = (tenantId: string, email: string) => `${tenantId}:${email.trim().toLowerCase()}`;

/** One sign-in attempt, counted before its password is checked. */
export type SignInAttempt =
  | { allowed: false; /** Milliseconds until this address may try this account again. */ waitMs: number }
  | {
      allowed: true;
      /** Milliseconds to wait before checking the password: the account is failing from several addresses. */
      pauseMs: number;
      /** The password was wrong (the attempt is already counted): the wait this address now has, 0 while attempts remain. */
      failed(): number;
      /** The password was right: this address's failures on the account are forgotten, the attempt taken back. */
      succeeded(): Promise<void>;
    };

/** What holds an account back now, for the console. */
export interface SignInLock {
  /** Addresses refused for this account after too many wrong passwords. */
  lockedAddresses: number;
  /** Wrong passwords from several addresses: every attempt on the account waits. */
  slowed: boolean;
  /** When the last of these ends by itself; null when nothing holds the account back. */
  until: Date | null;
}

export interface SignInThrottle {
  /** Counts an attempt of `address` on `account` (`tenant:email`), or refuses it uncounted. */
  begin(account: string, address: string): Promise<SignInAttempt>;
  /** In the caller's transaction, so an unlock and its audit record commit together. */
  lockOf(tx: Tx, account: string): Promise<SignInLock>;
  /** Forgets the account's failures from every address; an address keeps its count across accounts. */
  unlock(tx: Tx, account: string): Promise<void>;
}

export interface ThrottleOptions {
  limits?: SignInLimits;
  now?: () => Date;
  repository?: ThrottleRepository;
}

/**
 * A value as stored: anything longer than an account or an address can be (a form or a
 * forwarded header may carry a megabyte) is kept as its digest, so no key outgrows its index.
 */
const fit = (value: string) => (value.length <= 320 ? value : `sha256:${createHash('sha256').update(value).digest('base64url')}`);

/** Row keys; a pair's two values are written as a JSON array, so no two pairs share a key. */
const keysOf = (account: string, address: string) => ({
  pair: `pair:${JSON.stringify([address, account])}`,
  address: `address:${address}`,
  account: `account:${account}`,
});

/**
 * Slows password guessing without letting anyone lock an account out (docs/decisions/016).
 * An address is refused for an account after its own failures on it, and for every account
 * after failures spread over many; the account itself is only ever slowed, so its owner can
 * sign in from any address that has not failed. Counts live in the database, so servers behind
 * a load balancer see the same failures and a restart forgets none. A window opens with a key's
 * first failure and lasts its length; once over, the next failure starts a new one.
 */
export function createSignInThrottle(db: Database, options: ThrottleOptions = {}): SignInThrottle {
  const { limits = SIGN_IN_LIMITS, now = () => new Date(), repository = createThrottleRepository() } = options;
  const ends = (at: Date, limit: Limit) => new Date(at.getTime() + limit.windowSeconds * 1000);

  /** The longest wait among the rows that `beyond` says are over their limit (pair and address rows only). */
  function waitOf(rows: readonly FailureRow[], keys: ReturnType<typeof keysOf>, at: Date, beyond: (count: number, limit: number) => boolean) {
    const limitOf = (key: string) => (key === keys.pair ? limits.pair : key === keys.address ? limits.address : null);
    return Math.max(
      0,
      ...rows.map((row) => {
        const limit = limitOf(row.key);
        return limit && beyond(row.failures, limit.failures) ? Math.max(row.windowEndsAt.getTime() - at.getTime(), 1) : 0;
      }),
    );
  }

  const pauseAfter = (failures: number) => {
    const { failures: from, firstPauseMs, maxPauseMs } = limits.account;
    return failures < from ? 0 : Math.min(firstPauseMs * 2 ** Math.min(failures - from, 30), maxPauseMs);
  };

  return {
    async begin(anyAccount, anyAddress) {
      const [account, address] = [fit(anyAccount), fit(anyAddress)];
      const at = now();
      const keys = keysOf(account, address);
      // Refused attempts are not counted: one address alone never slows the account for others.
      const open = await db.unscoped((tx) => repository.openCounts(tx, [keys.pair, keys.address], at));
      const blocked = waitOf(open, keys, at, (count, limit) => count >= limit);
      if (blocked > 0) return { allowed: false, waitMs: blocked };

      // Counted before the password is checked, so concurrent guesses cannot pass a limit together.
      const counted = await db.unscoped(async (tx) => {
        await repository.deleteClosed(tx, at);
        return repository.count(
          tx,
          [
            { key: keys.pair, account, windowEndsAt: ends(at, limits.pair) },
            { key: keys.address, account: null, windowEndsAt: ends(at, limits.address) },
            { key: keys.account, account, windowEndsAt: ends(at, limits.account) },
          ],
          at,
        );
      });
      const raced = waitOf(counted, keys, at, (count, limit) => count > limit);
      if (raced > 0) {
        await db.unscoped((tx) => repository.uncount(tx, Object.values(keys)));
        return { allowed: false, waitMs: raced };
      }
      const onAccount = counted.find((row) => row.key === keys.account)?.failures ?? 1;
      return {
        allowed: true,
        pauseMs: pauseAfter(onAccount - 1),
        failed: () => waitOf(counted, keys, at, (count, limit) => count >= limit),
        succeeded: () =>
          db.unscoped(async (tx) => {
            await repository.delete(tx, keys.pair);
            await repository.uncount(tx, [keys.address, keys.account]);
          }),
      };
    },

    async lockOf(tx, account) {
      const ownKey = keysOf(fit(account), '').account;
      const rows = await repository.openCountsOfAccount(tx, fit(account), now());
      const locked = rows.filter((row) => row.key !== ownKey && row.failures >= limits.pair.failures);
      const own = rows.find((row) => row.key === ownKey);
      const slowed = own !== undefined && own.failures >= limits.account.failures;
      const holding = [...locked, ...(slowed && own ? [own] : [])];
      const until = holding.length ? new Date(Math.max(...holding.map((row) => row.windowEndsAt.getTime()))) : null;
      return { lockedAddresses: locked.length, slowed, until };
    },

    unlock: (tx, account) => repository.deleteOfAccount(tx, fit(account)),
  };
}
