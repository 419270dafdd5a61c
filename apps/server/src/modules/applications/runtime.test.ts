import type { OrbisMatchResponse } from '@connector/contracts/providers/orbis';
import { describe, expect, it } from 'vitest';
import type { OrbisAdapter } from '../../providers/index.ts';
import { orbisLimit, withinLimit } from './runtime.ts';

/** An Orbis whose match calls stay in flight until released, counting how many are at once. */
function heldOrbis() {
  const state = { inFlight: 0, most: 0, waiting: [] as (() => void)[] };
  const adapter = {
    match: () =>
      new Promise<OrbisMatchResponse>((resolve) => {
        state.inFlight += 1;
        state.most = Math.max(state.most, state.inFlight);
        state.waiting.push(() => {
          state.inFlight -= 1;
          resolve([]);
        });
      }),
  } as unknown as OrbisAdapter;
  return { adapter, state };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Parallel Orbis Calls across callers', () => {
  it('lets at most the limit of one application’s calls be in flight, whichever adapter makes them', async () => {
    const orbis = heldOrbis();
    const first = withinLimit(orbis.adapter, orbisLimit('app-limit-1', 3));
    const second = withinLimit(orbis.adapter, orbisLimit('app-limit-1', 3));
    const calls = Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).match({ Name: `Company ${i}` }));
    let answered = 0;
    while (answered < 10) {
      await settle();
      expect(orbis.state.inFlight).toBeLessThanOrEqual(3);
      const release = orbis.state.waiting.shift();
      if (release) {
        release();
        answered += 1;
      }
    }
    await Promise.all(calls);
    expect(orbis.state.most).toBe(3);
  });

  it('keeps applications apart, and follows a changed limit', async () => {
    const orbis = heldOrbis();
    const a = withinLimit(orbis.adapter, orbisLimit('app-limit-2', 2));
    const b = withinLimit(orbis.adapter, orbisLimit('app-limit-3', 2));
    const calls = [a, a, a, b, b, b].map((adapter) => adapter.match({ Name: 'Company' }));
    await settle();
    expect(orbis.state.inFlight).toBe(4);
    const wider = withinLimit(orbis.adapter, orbisLimit('app-limit-2', 5));
    const more = [wider.match({ Name: 'Company' }), wider.match({ Name: 'Company' })];
    await settle();
    expect(orbis.state.inFlight).toBe(6);
    while (orbis.state.waiting.length > 0) {
      orbis.state.waiting.shift()?.();
      await settle();
    }
    await Promise.all([...calls, ...more]);
  });
});
