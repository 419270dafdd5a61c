import { setTimeout as sleep } from 'node:timers/promises';
import { QUOTA_WINDOW_MS, QUOTA_WINDOWS, readQuotaHeaders, type Quotas, type QuotaWindow } from '@connector/contracts/providers/ariba';
import { quotaError } from '../http/errors.ts';

/**
 * Calls made without a `RateLimit-Reset` are taken to fall in windows that start on the clock's
 * whole second, minute, hour and day: the next one starts at the next such instant.
 */
const windowEnd = (window: QuotaWindow, at: number) => (Math.floor(at / QUOTA_WINDOW_MS[window]) + 1) * QUOTA_WINDOW_MS[window];

/** A wait longer than this is not spent holding a call: the caller is told when to come back. */
export const LONGEST_WAIT_MS = 60_000;

/** Windows whose end is not waited for in place: the work stops and comes back when they start again. */
const PAUSING: ReadonlySet<QuotaWindow> = new Set(['hour', 'day']);

interface WindowState {
  limit: number;
  /** Calls that may still be made before `resetAt`, less the ones on their way. */
  remaining: number;
  resetAt: number;
}

export interface QuotaClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: QuotaClock = { now: Date.now, sleep: (ms, signal) => sleep(ms, undefined, { signal }) };

/**
 * What one API of one realm and application key still allows, learnt from the rate-limit headers
 * of Ariba's answers (and, for windows Ariba does not report, from the configured quotas and the
 * calls made): each call first takes a place (`acquire`), waiting for the next second or minute
 * when one is used up; a used-up hour or day (or any wait over a minute) throws a `quota` error
 * naming when the quota is back, so the work can stop and resume then instead of burning its
 * retries on 429s.
 */
export class QuotaGate {
  readonly #windows = new Map<QuotaWindow, WindowState>();
  /** Windows whose limit the answers report; the configured quota no longer applies to them. */
  readonly #reported = new Set<QuotaWindow>();
  #inFlight = 0;

  constructor(
    private quotas: Quotas,
    private readonly clock: QuotaClock = realClock,
  ) {}

  /** The configured quotas changed (the application's settings): windows Ariba reports keep what it said. */
  configure(quotas: Quotas): void {
    this.quotas = quotas;
    for (const window of QUOTA_WINDOWS) if (!this.#reported.has(window) && quotas[window] === undefined) this.#windows.delete(window);
  }

  /** Takes a place for one call, waiting up to `LONGEST_WAIT_MS` for one; `release` gives it back once answered. */
  async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const blockedUntil = this.#blockedUntil(now);
      if (blockedUntil === undefined) break;
      const exhausted = this.#exhausted(now);
      if (PAUSING.has(exhausted) || blockedUntil - now > LONGEST_WAIT_MS) throw quotaError('Ariba', new Date(blockedUntil), exhausted);
      await this.clock.sleep(blockedUntil - now, signal);
    }
    for (const state of this.#windows.values()) state.remaining -= 1;
    this.#inFlight += 1;
  }

  /** The call is answered: what its headers say of each window replaces what was assumed. */
  release(headers: (name: string) => string | null | undefined): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    const now = this.clock.now();
    const { windows, resetSeconds } = readQuotaHeaders(headers);
    const tightest = tightestWindow(windows);
    for (const [window, reading] of Object.entries(windows) as [QuotaWindow, { limit: number; remaining: number }][]) {
      this.#reported.add(window);
      const resetAt = window === tightest && resetSeconds !== undefined ? now + resetSeconds * 1000 : windowEnd(window, now);
      // Calls still on their way were taken from `remaining` when they left, and Ariba may not have counted them yet.
      this.#windows.set(window, { limit: reading.limit, remaining: reading.remaining - this.#inFlight, resetAt });
    }
  }

  /** When the quota is back, if a window is used up now. */
  blockedUntil(): Date | undefined {
    const at = this.#blockedUntil(this.clock.now());
    return at === undefined ? undefined : new Date(at);
  }

  #blockedUntil(now: number): number | undefined {
    let until: number | undefined;
    for (const window of QUOTA_WINDOWS) {
      const state = this.#current(window, now);
      if (state && state.remaining <= 0) until = Math.max(until ?? 0, state.resetAt);
    }
    return until;
  }

  /** The longest window used up, for the message. */
  #exhausted(now: number): QuotaWindow {
    return [...QUOTA_WINDOWS].reverse().find((window) => (this.#current(window, now)?.remaining ?? 1) <= 0) ?? 'second';
  }

  /** A window's state now: a window past its end starts again full; a configured one is created on first use. */
  #current(window: QuotaWindow, now: number): WindowState | undefined {
    const state = this.#windows.get(window);
    if (state && now < state.resetAt) return state;
    const limit = state?.limit ?? this.quotas[window];
    if (limit === undefined) return undefined;
    // Calls on their way left in the window before, which counted them.
    const fresh = { limit, remaining: limit, resetAt: windowEnd(window, now) };
    this.#windows.set(window, fresh);
    return fresh;
  }
}

/** The window with the least share left (the longest of equals): the one `RateLimit-Reset` speaks of. */
function tightestWindow(windows: Partial<Record<QuotaWindow, { limit: number; remaining: number }>>): QuotaWindow | undefined {
  let best: { window: QuotaWindow; share: number } | undefined;
  for (const window of QUOTA_WINDOWS) {
    const reading = windows[window];
    if (!reading) continue;
    const share = reading.limit === 0 ? 0 : reading.remaining / reading.limit;
    if (!best || share <= best.share) best = { window, share };
  }
  return best?.window;
}

/**
 * The gates of every API this process calls, by API host, realm, application key and API: every
 * adapter built for the same application key shares what Ariba said of its quota.
 */
export class QuotaGates {
  readonly #gates = new Map<string, QuotaGate>();

  constructor(private readonly clock: QuotaClock = realClock) {}

  get(key: string, quotas: Quotas): QuotaGate {
    let gate = this.#gates.get(key);
    if (gate) gate.configure(quotas);
    else {
      gate = new QuotaGate(quotas, this.clock);
      this.#gates.set(key, gate);
    }
    return gate;
  }
}

export const sharedQuotaGates = new QuotaGates();
