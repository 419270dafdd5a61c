import { LRUCache } from 'lru-cache';

/** A provider's answer and until when it may be handed out again (milliseconds since the epoch). */
export interface Kept<T> {
  value: T;
  until: number;
}

export interface AnswerCacheOptions {
  /** Answers kept at most; a flood of keys evicts the least used, nothing more. */
  max: number;
  now: () => number;
}

/**
 * A provider's answers kept in memory for their validity, and one call in flight per key: a
 * request that finds neither makes the call, identical ones arriving meanwhile wait for it.
 * Failures are not kept: the next request asks again.
 */
export function createAnswerCache<T>({ max, now }: AnswerCacheOptions) {
  const kept = new LRUCache<string, Kept<T>>({ max });
  const inFlight = new Map<string, Promise<T>>();

  function valid(key: string): Kept<T> | undefined {
    const entry = kept.get(key);
    if (entry === undefined || entry.until > now()) return entry;
    kept.delete(key);
    return undefined;
  }

  function start(key: string, call: () => Promise<Kept<T>>): Promise<T> {
    const flight = call()
      .then((answer) => {
        if (answer.until > now()) kept.set(key, answer);
        return answer.value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, flight);
    return flight;
  }

  return {
    /**
     * The answer under `key`: kept, in flight, or asked by `call`. `admit` runs, synchronously,
     * only when a call is about to be made: a refusal it throws costs nobody else's request.
     */
    async get(key: string, call: () => Promise<Kept<T>>, admit: () => void = () => {}): Promise<T> {
      const hit = valid(key);
      if (hit) return hit.value;
      const flying = inFlight.get(key);
      if (flying) return flying;
      admit();
      return start(key, call);
    },
  };
}

export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
