/**
 * Ariba's rate limits: each API allows so many calls per second, minute, hour and day, and every
 * answer says how many of each are left in `X-RateLimit-Limit-<window>` and
 * `X-RateLimit-Remaining-<window>`. `RateLimit-Reset` (seconds until the most used window starts
 * again) is read when present, as public clients do; SAP does not document it.
 */
export const QUOTA_WINDOWS = ['second', 'minute', 'hour', 'day'] as const;
export type QuotaWindow = (typeof QUOTA_WINDOWS)[number];

/** Each window's length; Ariba's windows are taken to start on the clock's whole second, minute, hour and day (UTC). */
export const QUOTA_WINDOW_MS: Record<QuotaWindow, number> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

export const quotaLimitHeader = (window: QuotaWindow) => `x-ratelimit-limit-${window}`;
export const quotaRemainingHeader = (window: QuotaWindow) => `x-ratelimit-remaining-${window}`;
export const QUOTA_RESET_HEADER = 'ratelimit-reset';

/** Calls allowed per window; a window left out is not limited. */
export type Quotas = Partial<Record<QuotaWindow, number>>;

/** What one answer says of a window. */
export interface QuotaReading {
  limit: number;
  remaining: number;
}

/** The windows an answer's headers report, and the seconds until the most used one starts again. */
export function readQuotaHeaders(get: (name: string) => string | null | undefined): {
  windows: Partial<Record<QuotaWindow, QuotaReading>>;
  resetSeconds: number | undefined;
} {
  const windows: Partial<Record<QuotaWindow, QuotaReading>> = {};
  for (const window of QUOTA_WINDOWS) {
    const limit = Number(get(quotaLimitHeader(window)) ?? Number.NaN);
    const remaining = Number(get(quotaRemainingHeader(window)) ?? Number.NaN);
    if (Number.isInteger(limit) && Number.isInteger(remaining) && limit >= 0) windows[window] = { limit, remaining: Math.max(0, remaining) };
  }
  const reset = Number(get(QUOTA_RESET_HEADER) ?? Number.NaN);
  return { windows, resetSeconds: Number.isFinite(reset) && reset >= 0 ? reset : undefined };
}
