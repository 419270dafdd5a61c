import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../../test/databases.ts';
import { createSignInThrottle } from './throttle.ts';

const LIMITS = { account: { failures: 3, windowSeconds: 60 }, address: { failures: 5, windowSeconds: 120 } };

describe.each(testDatabases)('sign-in throttle on $name', (database) => {
  let db: Database;
  let clock = new Date('2026-11-23T10:00:00Z');
  const now = () => clock;
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());

  it('blocks an account after its failures until the window ends, then counts afresh', async () => {
    const throttle = createSignInThrottle(db, LIMITS, now);
    expect(await throttle.failed('t:ana', '10.0.0.1')).toBe(0);
    expect(await throttle.failed('t:ana', '10.0.0.2')).toBe(0);
    expect(await throttle.failed('t:ana', '10.0.0.3')).toBe(60_000);
    later(59);
    expect(await throttle.waitFor('t:ana', '10.0.0.4')).toBe(1_000);
    later(1);
    expect(await throttle.waitFor('t:ana', '10.0.0.4')).toBe(0);
    expect(await throttle.failed('t:ana', '10.0.0.4')).toBe(0);
  });

  it('blocks an address trying many accounts, whatever the account', async () => {
    const throttle = createSignInThrottle(db, LIMITS, now);
    for (const name of ['a', 'b', 'c', 'd']) expect(await throttle.failed(`t:${name}`, '192.0.2.9')).toBe(0);
    expect(await throttle.failed('t:e', '192.0.2.9')).toBe(120_000);
    expect(await throttle.waitFor('t:someone-else', '192.0.2.9')).toBe(120_000);
    expect(await throttle.waitFor('t:someone-else', '192.0.2.10')).toBe(0);
  });

  it('forgets an account’s failures after a right password, and is shared by every server', async () => {
    const one = createSignInThrottle(db, LIMITS, now);
    const other = createSignInThrottle(db, LIMITS, now);
    await one.failed('t:bob', '198.51.100.1');
    await other.failed('t:bob', '198.51.100.2');
    expect(await one.failed('t:bob', '198.51.100.3')).toBe(60_000);
    expect(await other.waitFor('t:bob', '198.51.100.4')).toBe(60_000);
    await other.succeeded('t:bob');
    expect(await one.waitFor('t:bob', '198.51.100.4')).toBe(0);
  });
});
