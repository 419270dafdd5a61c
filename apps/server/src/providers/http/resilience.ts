import {
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  isBrokenCircuitError,
  isTaskCancelledError,
  retry,
  timeout,
  type CircuitBreakerPolicy,
  type IBackoff,
  type IBackoffFactory,
  type IRetryBackoffContext,
} from 'cockatiel';
import { ProviderError, circuitOpenError, timeoutError, type ProviderName } from './errors.ts';

export interface RetrySettings {
  /** Retries after the first attempt. */
  maxAttempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for; the call fails as rate-limited. */
  maxRetryAfterMs?: number;
}

export interface BreakerSettings {
  /** Consecutive failed calls (after their retries) that open the circuit. */
  threshold?: number;
  /** How long an open circuit fails fast before one trial call is let through. */
  halfOpenAfterMs?: number;
}

export const RESILIENCE_DEFAULTS = {
  timeoutMs: 10_000,
  retry: { maxAttempts: 4, initialDelayMs: 200, maxDelayMs: 5_000, maxRetryAfterMs: 10_000 },
  breaker: { threshold: 5, halfOpenAfterMs: 15_000 },
} as const;

/** A circuit's state as the readiness answer names it. */
export type CircuitStateName = 'closed' | 'open' | 'half-open' | 'isolated';

const STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/**
 * Circuit breakers by base URL, so every adapter instance pointed at the same service shares
 * what it has learnt about that service's health. The settings of the first one created win.
 */
export class BreakerRegistry {
  readonly #breakers = new Map<string, { provider: ProviderName | undefined; breaker: CircuitBreakerPolicy }>();

  get(key: string, settings: BreakerSettings = {}, provider?: ProviderName): CircuitBreakerPolicy {
    let entry = this.#breakers.get(key);
    if (!entry) {
      const { threshold, halfOpenAfterMs } = { ...RESILIENCE_DEFAULTS.breaker, ...settings };
      const breaker = circuitBreaker(handleWhen(isOutage), {
        halfOpenAfter: halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(threshold),
      });
      entry = { provider, breaker };
      this.#breakers.set(key, entry);
    }
    return entry.breaker;
  }

  /**
   * The state of each service's circuit this instance has called, by provider; the base URLs stay
   * here. A service not called since the start has no circuit yet: it counts as closed.
   */
  states(): Array<{ provider: ProviderName | undefined; state: CircuitStateName }> {
    return [...this.#breakers.values()].map(({ provider, breaker }) => ({ provider, state: STATE_NAMES[breaker.state] }));
  }
}

export const sharedBreakers = new BreakerRegistry();

/** Only an unhealthy service counts against the circuit, not a refused or malformed call. */
function isOutage(error: Error): boolean {
  return error instanceof ProviderError && (error.kind === 'unavailable' || error.kind === 'timeout');
}

export interface ResilienceSettings {
  provider: ProviderName;
  /** Identifies the service for the circuit breaker (its base URL). */
  key: string;
  timeoutMs?: number;
  retry?: RetrySettings;
  breaker?: BreakerSettings;
  breakers?: BreakerRegistry;
}

export interface CallOptions {
  /** Whether the call may be repeated after the service possibly acted on it. */
  idempotent: boolean;
  signal?: AbortSignal;
}

export type Attempt<T> = (signal: AbortSignal) => Promise<T>;

export interface Resilience {
  readonly timeoutMs: number;
  readonly breaker: CircuitBreakerPolicy;
  execute<T>(attempt: Attempt<T>, options: CallOptions): Promise<T>;
}

/**
 * Circuit breaker around retries around a per-attempt timeout. The breaker sits outside so that
 * it counts whole calls: a call the retries rescued is a success, and an open circuit fails at
 * once without any attempt.
 */
export function createResilience(settings: ResilienceSettings): Resilience {
  const { provider } = settings;
  const timeoutMs = settings.timeoutMs ?? RESILIENCE_DEFAULTS.timeoutMs;
  const r = { ...RESILIENCE_DEFAULTS.retry, ...settings.retry };
  const breaker = (settings.breakers ?? sharedBreakers).get(settings.key, settings.breaker, provider);
  // Not aborted on return, so an aborted attempt signal means the timer fired.
  const perAttempt = timeout(timeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });
  const backoff = honourRetryAfter(new ExponentialBackoff({ initialDelay: r.initialDelayMs, maxDelay: r.maxDelayMs }));
  const retries = (idempotent: boolean) =>
    retry(
      handleWhen((error) => shouldRetry(error, idempotent, r.maxRetryAfterMs)),
      { maxAttempts: r.maxAttempts, backoff },
    );
  const retryIdempotent = retries(true);
  const retryUnsafe = retries(false);

  const attemptOnce = async <T>(attempt: Attempt<T>, signal: AbortSignal): Promise<T> => {
    let attemptSignal: AbortSignal | undefined;
    try {
      return await perAttempt.execute((context) => {
        attemptSignal = context.signal;
        return attempt(context.signal);
      }, signal);
    } catch (error) {
      // The timeout aborts the attempt's signal, so fetch may fail with its own abort error first.
      const timedOut = isTaskCancelledError(error) || attemptSignal?.aborted === true;
      if (timedOut && !signal.aborted) throw timeoutError(provider, timeoutMs);
      throw error;
    }
  };

  return {
    timeoutMs,
    breaker,
    async execute(attempt, { idempotent, signal }) {
      const retrying = idempotent ? retryIdempotent : retryUnsafe;
      try {
        return await breaker.execute(
          (outer) => retrying.execute((inner) => attemptOnce(attempt, inner.signal), outer.signal),
          signal,
        );
      } catch (error) {
        if (isBrokenCircuitError(error)) throw circuitOpenError(provider, error);
        throw error;
      }
    },
  };
}

function shouldRetry(error: Error, idempotent: boolean, maxRetryAfterMs: number): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfterMs) return false;
  return error.repeatable === 'safe' || (idempotent && error.repeatable === 'if-idempotent');
}

type RetryContext = IRetryBackoffContext<unknown>;

/** Exponential backoff with jitter, except that a `Retry-After` from the service sets the wait. */
function honourRetryAfter(inner: IBackoffFactory<unknown>): IBackoffFactory<RetryContext> {
  return {
    next(context: RetryContext): IBackoff<RetryContext> {
      const step = inner.next(context);
      const failure = 'error' in context.result ? context.result.error : undefined;
      const retryAfterMs = failure instanceof ProviderError ? failure.retryAfterMs : undefined;
      return { ...honourRetryAfter(step), duration: retryAfterMs ?? step.duration };
    },
  };
}
