import { describe, expect, it } from 'vitest';
import { shouldRetryAfterFailure } from './retry-guard.ts';

describe('shouldRetryAfterFailure', () => {
  it('retries once, then holds off for a while', () => {
    sessionStorage.clear();
    expect(shouldRetryAfterFailure(sessionStorage, 100_000)).toBe(true);
    expect(shouldRetryAfterFailure(sessionStorage, 110_000)).toBe(false);
    expect(shouldRetryAfterFailure(sessionStorage, 131_000)).toBe(true);
  });
});
