import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimited } from './rate-limits.ts';

/**
 * `Retry-After` on the 429 of a rate-limited request. A handler never sees the reply (and an
 * application call's answer is sent by the 504 protocol), so the handler notes the wait against
 * its request and a hook of the module's routes writes it on the way out.
 */
export function useRetryAfter(app: FastifyInstance) {
  const waits = new WeakMap<FastifyRequest, number>();

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = waits.get(request);
    if (seconds !== undefined && reply.statusCode === 429) reply.header('retry-after', String(seconds));
    return payload;
  });

  /** Runs `work` for `request`, noting the wait of a `RateLimited` it throws. */
  return async function noting<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimited) waits.set(request, error.retryAfterSeconds);
      throw error;
    }
  };
}

export type NoteRetryAfter = ReturnType<typeof useRetryAfter>;
