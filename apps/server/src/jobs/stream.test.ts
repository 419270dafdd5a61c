import { describe, expect, it } from 'vitest';
import { runStream } from './stream.ts';

/** Batches of `size` numbers from 0 to `count` - 1, then none. */
function batches(count: number, size: number) {
  let at = 0;
  const reads: number[] = [];
  return {
    reads,
    next: async () => {
      const batch = Array.from({ length: Math.min(size, count - at) }, (_, i) => at + i);
      at += batch.length;
      reads.push(batch.length);
      return batch;
    },
  };
}

describe('runStream', () => {
  it('works every item once with at most `parallel` in flight, and stores them all', async () => {
    const source = batches(450, 200);
    const stored: number[] = [];
    let inFlight = 0;
    let most = 0;
    const count = await runStream(
      {
        next: source.next,
        work: async (n) => {
          most = Math.max(most, ++inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          inFlight -= 1;
          return n * 2;
        },
        store: async (done) => {
          stored.push(...done);
        },
      },
      8,
      new AbortController().signal,
    );
    expect(count).toBe(450);
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: 450 }, (_, i) => i * 2));
    expect(most).toBe(8);
    expect(source.reads).toEqual([200, 200, 50, 0]);
  });

  it('on a failure stores what was done, takes no more items, and throws the failure', async () => {
    const source = batches(1000, 100);
    const stored: number[] = [];
    const worked: number[] = [];
    const run = runStream(
      {
        next: source.next,
        work: async (n) => {
          worked.push(n);
          await new Promise((resolve) => setImmediate(resolve));
          if (n === 150) throw new Error('provider down');
          return n;
        },
        store: async (done) => {
          stored.push(...done);
        },
      },
      4,
      new AbortController().signal,
    );
    await expect(run).rejects.toThrow('provider down');
    expect(worked.length).toBeLessThan(160);
    expect(stored.sort((a, b) => a - b)).toEqual(worked.filter((n) => n !== 150).sort((a, b) => a - b));
  });

  it('an aborted signal ends the run with the abort once the work in flight is stored', async () => {
    const source = batches(1000, 100);
    const controller = new AbortController();
    const stored: number[] = [];
    const run = runStream(
      {
        next: source.next,
        work: async (n) => {
          if (n === 20) controller.abort(new Error('shutting down'));
          return n;
        },
        store: async (done) => {
          stored.push(...done);
        },
      },
      2,
      controller.signal,
    );
    await expect(run).rejects.toThrow('shutting down');
    expect(stored.length).toBeGreaterThan(19);
    expect(stored.length).toBeLessThan(30);
  });
});
