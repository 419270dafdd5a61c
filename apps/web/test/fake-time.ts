import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * With fake timers: lets fake time pass 10 ms at a time until `assertion` holds, for at most
 * `maxMs` of fake time, then asserts once more so a failure reports what is still wrong.
 */
export async function eventually(assertion: () => void, maxMs = 2_000): Promise<void> {
  for (let passed = 0; passed < maxMs; passed += 10) {
    try {
      assertion();
      return;
    } catch {
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
  }
  assertion();
}
