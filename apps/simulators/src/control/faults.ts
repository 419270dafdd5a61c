import {
  SIMULATED_PROVIDERS,
  type FaultSettings,
  type FaultsState,
  type FaultsUpdate,
  type SimulatedProvider,
} from '@connector/contracts/providers/simulator';
import { createRng, type Rng } from '../world/rng.ts';

export type FaultOutcome = 'none' | 'timeout' | 'rateLimit' | 'error';

interface ProviderFaults {
  settings: FaultSettings;
  rng: Rng;
  calls: number;
}

const fires = (calls: number, every: number, roll: number, rate: number) => (every > 0 && calls % every === 0) || roll < rate;

/**
 * Decides, call by call, whether a provider answers late, with 504, 429 or a 5xx. Every change of
 * settings restarts the seeded sequence and the call counter, so a test sees the same faults on
 * every run.
 */
export class FaultInjector {
  private readonly state = new Map<SimulatedProvider, ProviderFaults>();

  constructor(private readonly initial: Record<SimulatedProvider, FaultSettings>) {
    this.reset();
  }

  reset(): FaultsState {
    for (const provider of SIMULATED_PROVIDERS) this.set(provider, this.initial[provider]);
    return this.current();
  }

  update(update: FaultsUpdate): FaultsState {
    for (const provider of SIMULATED_PROVIDERS) {
      const change = update[provider];
      if (change) this.set(provider, { ...this.settings(provider), ...change });
    }
    return this.current();
  }

  current(): FaultsState {
    return Object.fromEntries(SIMULATED_PROVIDERS.map((p) => [p, this.settings(p)])) as FaultsState;
  }

  /** The delay and the outcome of the provider's next call. */
  next(provider: SimulatedProvider): { latencyMs: number; outcome: FaultOutcome } {
    const faults = this.faults(provider);
    const { settings } = faults;
    faults.calls++;
    // Three draws on every call, so one rate's setting does not shift another's sequence.
    const [timeoutRoll, rateLimitRoll, errorRoll] = [faults.rng(), faults.rng(), faults.rng()];
    let outcome: FaultOutcome = 'none';
    if (fires(faults.calls, settings.timeoutEvery, timeoutRoll, settings.timeoutRate)) outcome = 'timeout';
    else if (fires(faults.calls, settings.rateLimitEvery, rateLimitRoll, settings.rateLimitRate)) outcome = 'rateLimit';
    else if (fires(faults.calls, settings.errorEvery, errorRoll, settings.errorRate)) outcome = 'error';
    return { latencyMs: settings.latencyMs, outcome };
  }

  private set(provider: SimulatedProvider, settings: FaultSettings) {
    this.state.set(provider, { settings: { ...settings }, rng: createRng(settings.seed), calls: 0 });
  }

  private faults(provider: SimulatedProvider): ProviderFaults {
    const faults = this.state.get(provider);
    if (!faults) throw new Error(`no fault settings for ${provider}`);
    return faults;
  }

  private settings(provider: SimulatedProvider): FaultSettings {
    return { ...this.faults(provider).settings };
  }
}
