import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../../test/databases.ts';
import { createSignInThrottle, type SignInAttempt, type SignInLimits } from './throttle.ts';

const LIMITS: SignInLimits = {
  pair: { failures: 3, windowSeconds: 60 },
  address: { failures: 5, windowSeconds: 120 },
  account: { failures: 4, windowSeconds: 300, firstPauseMs: 1_000, maxPauseMs: 4_000 },
};

type Allowed = Extract<SignInAttempt, { allowed: true }>;

describe.each(testDatabases)('sign-in throttle on $name', (database) => {
  let db: Database;
  let clock = new Date('2026-11-23T10:00:00Z');
  const now = () => clock;
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const throttle = () => createSignInThrottle(db, { limits: LIMITS, now });
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());

  /** An attempt that must be allowed; its password then proves wrong. Answers the wait it imposes. */
  async function wrong(account: string, address: string, on = throttle()): Promise<number> {
    const attempt = await on.begin(account, address);
    if (!attempt.allowed) throw new Error(`refused for ${attempt.waitMs} ms`);
    return attempt.failed();
  }
  const allowed = async (account: string, address: string, on = throttle()) => {
    const attempt = await on.begin(account, address);
    expect(attempt.allowed).toBe(true);
    return attempt as Allowed;
  };
  const lockOf = (account: string) => db.unscoped((tx) => throttle().lockOf(tx, account));

  it('refuses an address for an account after its failures, while every other address still signs in', async () => {
    expect(await wrong('t:ana', '10.0.0.1')).toBe(0);
    expect(await wrong('t:ana', '10.0.0.1')).toBe(0);
    expect(await wrong('t:ana', '10.0.0.1')).toBe(60_000);
    expect(await throttle().begin('t:ana', '10.0.0.1')).toEqual({ allowed: false, waitMs: 60_000 });
    later(59);
    expect(await throttle().begin('t:ana', '10.0.0.1')).toEqual({ allowed: false, waitMs: 1_000 });

    const owner = await allowed('t:ana', '10.0.0.2');
    expect(owner.pauseMs).toBe(0);
    await owner.succeeded();

    later(1);
    expect(await wrong('t:ana', '10.0.0.1')).toBe(0);
  });

  it('never refuses an account as a whole: failures from many addresses only make each attempt wait longer', async () => {
    const pauses = [];
    for (let i = 1; i <= 8; i++) {
      const attempt = await allowed('t:bea', `192.0.2.${i}`);
      pauses.push(attempt.pauseMs);
      expect(attempt.failed()).toBe(0);
    }
    expect(pauses).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 4_000]);
    const owner = await allowed('t:bea', '198.51.100.7');
    expect(owner.pauseMs).toBe(4_000);
    await owner.succeeded();
    // Her right password does not end the slowdown: the others have not stopped guessing.
    expect((await allowed('t:bea', '198.51.100.8')).pauseMs).toBe(4_000);
    later(300);
    expect((await allowed('t:bea', '198.51.100.8')).pauseMs).toBe(0);
  });

  it('refuses an address trying many accounts, whatever the account', async () => {
    for (const name of ['a', 'b', 'c', 'd']) expect(await wrong(`t:${name}`, '203.0.113.9')).toBe(0);
    expect(await wrong('t:e', '203.0.113.9')).toBe(120_000);
    expect(await throttle().begin('t:someone-else', '203.0.113.9')).toEqual({ allowed: false, waitMs: 120_000 });
    expect((await throttle().begin('t:someone-else', '203.0.113.10')).allowed).toBe(true);
  });

  it('lets no more concurrent guesses through than the limit allows', async () => {
    const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle().begin('t:cai', '203.0.113.20')));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(LIMITS.pair.failures);
    // Those refused took their count back: the account's own count holds only the three let through.
    expect((await allowed('t:cai', '203.0.113.21')).pauseMs).toBe(0);
  });

  it('forgets an address’s failures after a right password, without counting right passwords against the address', async () => {
    expect(await wrong('t:dan', '198.51.100.1')).toBe(0);
    expect(await wrong('t:dan', '198.51.100.1')).toBe(0);
    await (await allowed('t:dan', '198.51.100.1')).succeeded();
    expect(await wrong('t:dan', '198.51.100.1')).toBe(0);
    expect(await wrong('t:dan', '198.51.100.1')).toBe(0);
    // An office behind one address: many people signing in rightly never reach the address's limit.
    for (let i = 0; i < LIMITS.address.failures * 2; i++) await (await allowed(`t:staff${i}`, '198.51.100.99')).succeeded();
    expect((await throttle().begin('t:late', '198.51.100.99')).allowed).toBe(true);
  });

  it('is shared by every server', async () => {
    const one = throttle();
    const other = throttle();
    await wrong('t:eva', '198.51.100.50', one);
    await wrong('t:eva', '198.51.100.50', other);
    expect(await wrong('t:eva', '198.51.100.50', one)).toBe(60_000);
    expect((await other.begin('t:eva', '198.51.100.50')).allowed).toBe(false);
  });

  it('tells what holds an account back, and an unlock forgets it from every address', async () => {
    expect(await lockOf('t:fay')).toEqual({ lockedAddresses: 0, slowed: false, until: null });
    for (let i = 0; i < LIMITS.pair.failures; i++) await wrong('t:fay', '192.0.2.100');
    later(10);
    await wrong('t:fay', '192.0.2.101');
    await wrong('t:fay', '192.0.2.102');
    expect(await lockOf('t:fay')).toEqual({ lockedAddresses: 1, slowed: true, until: new Date(clock.getTime() + 290_000) });

    await db.unscoped((tx) => throttle().unlock(tx, 't:fay'));
    expect(await lockOf('t:fay')).toEqual({ lockedAddresses: 0, slowed: false, until: null });
    const again = await allowed('t:fay', '192.0.2.100');
    expect(again.pauseMs).toBe(0);
    // The unlock is the account's: the address keeps the failures it spread over accounts.
    expect(await lockOf('t:other')).toEqual({ lockedAddresses: 0, slowed: false, until: null });
  });

  it('keeps any account or address, however long, within its index', async () => {
    const huge = `t:${'x'.repeat(100_000)}@example.com`;
    expect(await wrong(huge, 'y'.repeat(50_000))).toBe(0);
    expect(await lockOf(huge)).toEqual({ lockedAddresses: 0, slowed: false, until: null });
  });
});
