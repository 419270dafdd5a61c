import {
  QUOTA_RESET_HEADER,
  QUOTA_WINDOWS,
  quotaLimitHeader,
  quotaRemainingHeader,
  type AribaApi,
  type QuotaWindow,
} from '@connector/contracts/providers/ariba';
import type { SimQuota, SimQuotas } from '@connector/contracts/providers/simulator';

interface Counter {
  /** Start of the window the count belongs to. */
  start: number;
  used: number;
}

interface WindowState {
  window: QuotaWindow;
  quota: SimQuota;
  counter: Counter;
}

export interface QuotaVerdict {
  allowed: boolean;
  /** Ariba's rate-limit headers, after counting the call when it was allowed. */
  headers: Record<string, string>;
}

const cloneQuotas = (quotas: SimQuotas): SimQuotas =>
  Object.fromEntries(Object.entries(quotas).map(([window, quota]) => [window, { ...quota }]));

/**
 * Ariba's quotas: every API counts the calls of each realm in fixed windows that start on whole
 * multiples of the window's length on the simulator's clock, so a test that moves the clock past
 * a window's end sees it start again. A call that would go over any window is not counted.
 */
export class AribaQuotas {
  private quotas: SimQuotas;
  private readonly counters = new Map<string, Map<QuotaWindow, Counter>>();

  constructor(
    private readonly initial: SimQuotas,
    private readonly now: () => number,
  ) {
    this.quotas = cloneQuotas(initial);
  }

  current(): SimQuotas {
    return cloneQuotas(this.quotas);
  }

  /** The quotas in force from now on, every count started afresh. */
  set(quotas: SimQuotas): SimQuotas {
    this.quotas = cloneQuotas(quotas);
    this.counters.clear();
    return this.current();
  }

  reset(): SimQuotas {
    return this.set(this.initial);
  }

  /** Counts one call of `api` in `realm` unless a window is used up, and the headers to answer with. */
  take(api: AribaApi, realm: string): QuotaVerdict {
    const states = this.states(`${api}\u0000${realm}`);
    const allowed = states.every(({ quota, counter }) => counter.used < quota.limit);
    if (allowed) for (const { counter } of states) counter.used++;
    return { allowed, headers: this.headers(states) };
  }

  /** The realm's counter of each limited window, restarted when its window has moved on. */
  private states(key: string): WindowState[] {
    const now = this.now();
    const counters = this.counters.get(key) ?? new Map<QuotaWindow, Counter>();
    this.counters.set(key, counters);
    return QUOTA_WINDOWS.flatMap((window) => {
      const quota = this.quotas[window];
      if (!quota) return [];
      const start = Math.floor(now / quota.windowMs) * quota.windowMs;
      const counter = counters.get(window);
      if (counter && counter.start === start) return [{ window, quota, counter }];
      const fresh = { start, used: 0 };
      counters.set(window, fresh);
      return [{ window, quota, counter: fresh }];
    });
  }

  /**
   * Each window's limit and calls left, and `RateLimit-*` for the window with the least share
   * left; among equals, the one that restarts last, since a client must wait for that one.
   */
  private headers(states: WindowState[]): Record<string, string> {
    const now = this.now();
    const headers: Record<string, string> = {};
    let tightest: { share: number; reset: number; limit: number; remaining: number } | undefined;
    for (const { window, quota, counter } of states) {
      const remaining = Math.max(0, quota.limit - counter.used);
      headers[quotaLimitHeader(window)] = String(quota.limit);
      headers[quotaRemainingHeader(window)] = String(remaining);
      const share = remaining / quota.limit;
      const reset = Math.ceil((counter.start + quota.windowMs - now) / 1000);
      if (!tightest || share < tightest.share || (share === tightest.share && reset > tightest.reset)) {
        tightest = { share, reset, limit: quota.limit, remaining };
      }
    }
    if (tightest) {
      headers['ratelimit-limit'] = String(tightest.limit);
      headers['ratelimit-remaining'] = String(tightest.remaining);
      headers[QUOTA_RESET_HEADER] = String(tightest.reset);
    }
    return headers;
  }
}
