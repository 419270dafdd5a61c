import { describe, expect, it } from 'vitest';
import { ProviderError } from '../http/errors.ts';
import { LONGEST_WAIT_MS, QuotaGate, QuotaGates, type QuotaClock } from './quota.ts';

/** A clock that only moves when someone sleeps, and remembers each sleep. */
function fakeClock(start: number) {
  let now = start;
  const slept: number[] = [];
  const clock: QuotaClock = {
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
  return { clock, slept, advance: (ms: number) => void (now += ms), now: () => now };
}

/** Rate-limit headers as Ariba sends them. */
const headers = (values: Record<string, number>) => (name: string) => (name in values ? String(values[name]) : null);

const HOUR = 3_600_000;
/** 10:00:00.000 UTC on a whole hour, so windows are easy to reason about. */
const T0 = Date.UTC(2026, 11, 7, 10, 0, 0);

describe('the quota gate', () => {
  it('waits for the next second once the configured calls per second are taken', async () => {
    const time = fakeClock(T0 + 200);
    const gate = new QuotaGate({ second: 2 }, time.clock);
    for (let i = 0; i < 3; i++) await gate.acquire();
    expect(time.slept).toEqual([800]);
    expect(time.now()).toBe(T0 + 1000);
  });

  it('stops a call it would have to hold for longer than a minute and says when the quota is back', async () => {
    const time = fakeClock(T0 + 10 * 60_000);
    const gate = new QuotaGate({}, time.clock);
    await gate.acquire();
    gate.release(headers({ 'x-ratelimit-limit-hour': 200, 'x-ratelimit-remaining-hour': 0, 'x-ratelimit-limit-minute': 400, 'x-ratelimit-remaining-minute': 300 }));
    const refused = await gate.acquire().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ kind: 'quota', resumeAt: new Date(T0 + HOUR), message: expect.stringContaining('hourly call quota is used up') });
    expect(time.slept).toEqual([]);
  });

  it('takes the restart of the most used window from RateLimit-Reset when Ariba sends it, and pauses for an hour’s even when it is near', async () => {
    const time = fakeClock(T0 + 1000);
    const gate = new QuotaGate({}, time.clock);
    await gate.acquire();
    gate.release(headers({ 'x-ratelimit-limit-hour': 200, 'x-ratelimit-remaining-hour': 0, 'x-ratelimit-limit-second': 20, 'x-ratelimit-remaining-second': 5, 'ratelimit-reset': 8 }));
    expect(gate.blockedUntil()).toEqual(new Date(T0 + 9000));
    await expect(gate.acquire()).rejects.toMatchObject({ kind: 'quota', resumeAt: new Date(T0 + 9000) });
    time.advance(8000);
    await gate.acquire();
    expect(time.slept).toEqual([]);
  });

  it('waits out a used-up minute in place, as reported by RateLimit-Reset', async () => {
    const time = fakeClock(T0 + 1000);
    const gate = new QuotaGate({}, time.clock);
    await gate.acquire();
    gate.release(headers({ 'x-ratelimit-limit-minute': 400, 'x-ratelimit-remaining-minute': 0, 'ratelimit-reset': 12 }));
    await gate.acquire();
    expect(time.slept).toEqual([12_000]);
  });

  it('trusts what Ariba reports over what was configured, and starts a window afresh once it is over', async () => {
    const time = fakeClock(T0);
    const gate = new QuotaGate({ hour: 1000 }, time.clock);
    await gate.acquire();
    gate.release(headers({ 'x-ratelimit-limit-hour': 5, 'x-ratelimit-remaining-hour': 1 }));
    await gate.acquire();
    await expect(gate.acquire()).rejects.toMatchObject({ kind: 'quota' });
    time.advance(HOUR);
    await gate.acquire();
    expect(gate.blockedUntil()).toBeUndefined();
  });

  it('counts calls on their way, so concurrent callers never take more than the window allows', async () => {
    const time = fakeClock(T0);
    const gate = new QuotaGate({}, time.clock);
    await gate.acquire();
    gate.release(headers({ 'x-ratelimit-limit-minute': 10, 'x-ratelimit-remaining-minute': 3 }));
    await Promise.all([gate.acquire(), gate.acquire(), gate.acquire()]);
    // One answer comes back having counted only itself: the other two are still on their way.
    gate.release(headers({ 'x-ratelimit-limit-minute': 10, 'x-ratelimit-remaining-minute': 2 }));
    expect(gate.blockedUntil()).toEqual(new Date(T0 + 60_000));
  });

  it('shares what was learnt between adapters of the same key, and only those', () => {
    const gates = new QuotaGates(fakeClock(T0).clock);
    const one = gates.get('api|realm|key|supplierData', {});
    expect(gates.get('api|realm|key|supplierData', { second: 5 })).toBe(one);
    expect(gates.get('api|realm|other|supplierData', {})).not.toBe(one);
    expect(LONGEST_WAIT_MS).toBe(60_000);
  });
});
