import { describe, expect, it } from 'vitest';
import { frameRenewalDelay, frameRenewalTime, frameSource, MIN_FRAME_RENEWAL_MS } from './frame-source.ts';

describe('a product frame’s address and renewal (ASM-11)', () => {
  it('frames only an http(s) page of the origin the answer names', () => {
    const origin = 'https://catalyst.test';
    expect(frameSource({ url: 'https://catalyst.test/assessment/CF-1?context=c', origin })).toBe('https://catalyst.test/assessment/CF-1?context=c');
    expect(frameSource({ url: 'https://elsewhere.test/assessment/CF-1', origin })).toBeNull();
    expect(frameSource({ url: 'javascript:alert(1)', origin })).toBeNull();
    expect(frameSource({ url: 'not a url', origin })).toBeNull();
  });

  it('renews a minute before expiry, or at half life for a shorter context', () => {
    const received = Date.parse('2030-01-01T00:00:00.000Z');
    expect(frameRenewalTime({ expiresAt: '2030-01-01T01:00:00.000Z' }, received)).toBe(Date.parse('2030-01-01T00:59:00.000Z'));
    expect(frameRenewalTime({ expiresAt: '2030-01-01T00:00:40.000Z' }, received)).toBe(received + 20_000);
  });

  it('waits until the renewal, at least a few seconds once it is due, and not at all before an answer', () => {
    const received = Date.parse('2030-01-01T00:00:00.000Z');
    const frame = { expiresAt: '2030-01-01T00:05:00.000Z' };
    expect(frameRenewalDelay(frame, received, received)).toBe(240_000);
    expect(frameRenewalDelay(frame, received, received + 600_000)).toBe(MIN_FRAME_RENEWAL_MS);
    expect(frameRenewalDelay(undefined, 0, received)).toBe(false);
    expect(frameRenewalDelay({ expiresAt: 'never' }, received, received)).toBe(false);
  });
});
