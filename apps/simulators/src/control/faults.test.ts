import { NO_FAULTS, type FaultSettings, type SimulatedProvider } from '@connector/contracts/providers/simulator';
import { describe, expect, it } from 'vitest';
import { FaultInjector } from './faults.ts';

const none = { ariba: NO_FAULTS, orbis: NO_FAULTS, catalyst: NO_FAULTS, supplychain: NO_FAULTS } satisfies Record<SimulatedProvider, FaultSettings>;
const outcomes = (faults: FaultInjector, provider: SimulatedProvider, n: number) => Array.from({ length: n }, () => faults.next(provider).outcome);

describe('fault injection', () => {
  it('fails exactly every Nth call', () => {
    const faults = new FaultInjector(none);
    faults.update({ orbis: { errorEvery: 3 } });
    expect(outcomes(faults, 'orbis', 6)).toEqual(['none', 'none', 'error', 'none', 'none', 'error']);
    expect(outcomes(faults, 'ariba', 3)).toEqual(['none', 'none', 'none']);
  });

  it('draws rates from a seed, so the same settings give the same sequence', () => {
    const faults = new FaultInjector(none);
    faults.update({ ariba: { errorRate: 0.3, seed: 99 } });
    const first = outcomes(faults, 'ariba', 1000);
    faults.update({ ariba: { seed: 99 } });
    expect(outcomes(faults, 'ariba', 1000)).toEqual(first);
    const errors = first.filter((o) => o === 'error').length;
    expect(errors).toBeGreaterThan(240);
    expect(errors).toBeLessThan(360);
  });

  it('gives 504 before 429 before 5xx when several would fire', () => {
    const faults = new FaultInjector(none);
    faults.update({ catalyst: { timeoutEvery: 4, rateLimitEvery: 2, errorEvery: 1 } });
    expect(outcomes(faults, 'catalyst', 4)).toEqual(['error', 'rateLimit', 'error', 'timeout']);
  });

  it('resets to the settings it started with', () => {
    const faults = new FaultInjector({ ...none, supplychain: { ...NO_FAULTS, latencyMs: 25 } });
    faults.update({ supplychain: { latencyMs: 500, errorRate: 1 } });
    expect(faults.current().supplychain).toMatchObject({ latencyMs: 500, errorRate: 1 });
    expect(faults.reset().supplychain).toMatchObject({ latencyMs: 25, errorRate: 0 });
    expect(faults.next('supplychain')).toEqual({ latencyMs: 25, outcome: 'none' });
  });
});
