import type { SimulatedProvider } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import type { FaultInjector } from './faults.ts';

export type ErrorBody = (message: string) => unknown;

const ANSWERS = {
  timeout: { status: 504, message: 'Gateway Timeout' },
  rateLimit: { status: 429, message: 'Too Many Requests' },
  error: { status: 500, message: 'Internal Server Error' },
} as const;

/**
 * Puts the provider's fault settings in front of every route of its plugin: latency first, then
 * at most one of 504, 429 (with Retry-After) or 500, in the provider's own error shape.
 */
export function addFaultHook(
  app: FastifyInstance,
  provider: SimulatedProvider,
  faults: FaultInjector,
  errorBody: ErrorBody,
  countRequest: (provider: SimulatedProvider) => void,
) {
  app.addHook('onRequest', async (_request, reply) => {
    countRequest(provider);
    const { latencyMs, outcome } = faults.next(provider);
    if (latencyMs > 0) await delay(latencyMs);
    if (outcome === 'none') return;
    const answer = ANSWERS[outcome];
    if (outcome === 'rateLimit') reply.header('retry-after', '1');
    return reply.code(answer.status).send(errorBody(answer.message));
  });
}
