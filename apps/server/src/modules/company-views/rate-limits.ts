import { COMPANY_VIEW_MESSAGES } from '@connector/contracts';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors/index.ts';

const MINUTE_MS = 60_000;

/** A caller past a limit: 429 in the one error envelope, and when to ask again. */
export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, COMPANY_VIEW_MESSAGES.orbisRateLimited);
    this.name = 'RateLimited';
  }
}

/** One limit to pass: calls per minute under `key` (a user's, an application's). */
export interface Limit {
  key: string;
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimitsOptions {
  /** Buckets kept at most; one evicted starts full again, which costs at most one minute's calls. */
  max: number;
  now: () => number;
}

/**
 * Token buckets: each holds a minute's calls and refills at that pace, so a limit allows a burst
 * of a minute's worth and then a steady rate. A limit that changes takes effect at the next call.
 */
export function createRateLimits({ max, now }: RateLimitsOptions) {
  const buckets = new LRUCache<string, Bucket>({ max });

  /** The bucket of `limit` filled up to now (not stored). */
  function current({ key, perMinute }: Limit, at: number): Bucket {
    const bucket = buckets.get(key);
    if (!bucket) return { tokens: perMinute, at };
    return { tokens: Math.min(perMinute, bucket.tokens + ((at - bucket.at) * perMinute) / MINUTE_MS), at };
  }

  /** Seconds until `bucket` holds a whole call again under `perMinute`. */
  const secondsUntilCall = (bucket: Bucket, perMinute: number) => Math.max(1, Math.ceil(((1 - bucket.tokens) * MINUTE_MS) / perMinute / 1000));

  return {
    /**
     * Takes one call from every limit, or from none when any is spent: then throws `RateLimited`
     * with the longest wait, so a refused call costs no limit anything.
     */
    take(limits: readonly Limit[]): void {
      const at = now();
      const filled = limits.map((limit) => ({ limit, bucket: current(limit, at) }));
      const spent = filled.filter(({ bucket }) => bucket.tokens < 1);
      if (spent.length > 0) throw new RateLimited(Math.max(...spent.map(({ limit, bucket }) => secondsUntilCall(bucket, limit.perMinute))));
      for (const { limit, bucket } of filled) buckets.set(limit.key, { tokens: bucket.tokens - 1, at });
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
