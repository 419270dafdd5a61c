import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_RENEWAL_DELAY_MS, useRenewal } from './use-renewal.ts';

describe('useRenewal', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('renews once, when the time comes', () => {
    const renew = vi.fn();
    renderHook(() => useRenewal(Date.now() + 60_000, renew));
    vi.advanceTimersByTime(59_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when the screen is left', () => {
    const renew = vi.fn();
    const { unmount } = renderHook(() => useRenewal(Date.now() + 60_000, renew));
    unmount();
    vi.advanceTimersByTime(120_000);
    expect(renew).not.toHaveBeenCalled();
  });

  it('waits for a new time when the context is renewed, and for nothing without one', () => {
    const renew = vi.fn();
    const start = Date.now();
    const { rerender } = renderHook(({ at }: { at: number | null }) => useRenewal(at, renew), { initialProps: { at: (start + 60_000) as number | null } });
    vi.advanceTimersByTime(30_000);
    rerender({ at: start + 120_000 });
    vi.advanceTimersByTime(60_000);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(renew).toHaveBeenCalledTimes(1);
    rerender({ at: null });
    vi.advanceTimersByTime(600_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('tries again a little later after a failed renewal, never in a tight loop', () => {
    const renew = vi.fn();
    const at = Date.now() + 1_000;
    const { rerender } = renderHook(({ attempt }) => useRenewal(at, renew, attempt), { initialProps: { attempt: 0 } });
    vi.advanceTimersByTime(MIN_RENEWAL_DELAY_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    rerender({ attempt: 1 });
    vi.advanceTimersByTime(MIN_RENEWAL_DELAY_MS - 1);
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
