// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abortableSleep } from './sleep.ts';

describe('abortableSleep', () => {
  it('resolves after the pause', async () => {
    const started = performance.now();
    await abortableSleep(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('rejects with the abort reason when aborted during the pause', async () => {
    const controller = new AbortController();
    const pause = abortableSleep(60_000, controller.signal);
    controller.abort(new Error('gave up'));
    await expect(pause).rejects.toThrow('gave up');
  });

  it('rejects at once when already aborted', async () => {
    await expect(abortableSleep(60_000, AbortSignal.abort(new Error('before')))).rejects.toThrow('before');
  });
});
