import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Orbis refuses calls above its concurrency allowance with 429. Counts calls in flight from the
 * moment they arrive (latency included) until they are answered or abandoned.
 */
export function addConcurrencyLimit(app: FastifyInstance, limit: () => number, errorBody: (message: string) => unknown) {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= limit()) {
      reply.header('retry-after', '1');
      return reply.code(429).send(errorBody('Too many concurrent requests'));
    }
    inFlight++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
