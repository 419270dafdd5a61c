import { z } from 'zod';
import { defineEndpoint } from './http.ts';

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  access: 'public',
  permission: null,
  data: z.object({ status: z.literal('ok') }),
});

/** A provider circuit's state: `open` fails calls at once, `half-open` lets one trial call through. */
export const CircuitStateName = z.enum(['closed', 'open', 'half-open', 'isolated']);
export type CircuitStateName = z.infer<typeof CircuitStateName>;

/** Why readiness answers 503: the database or the job queue does not work. */
export const READY_MESSAGES = {
  queueNotRunning: 'The job queue is not running',
  queueUnanswered: 'The job queue is not answering',
} as const;

/**
 * Readiness, for a load balancer and a person: 200 while the database (with every migration) and
 * the job queue work, 503 otherwise. A provider whose circuit is open makes the server `degraded`,
 * still 200: its other work goes on. The route is public, so the answer carries no application,
 * tenant or address: counts of provider services per circuit state, and each provider's worst state.
 */
export const getReady = defineEndpoint({
  id: 'getReady',
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: database, job queue and provider circuits',
  access: 'public',
  permission: null,
  data: z.object({
    status: z.enum(['ready', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.number().int(),
    /** Jobs waiting over all queues. */
    queue: z.object({ queued: z.number().int() }),
    /** Provider services this instance has called, per state of their circuit. */
    circuits: z.record(CircuitStateName, z.number().int()).meta({ examples: [{ closed: 2, open: 0, 'half-open': 0, isolated: 0 }] }),
    /** Each provider called since the start, with the worst state among its services' circuits. */
    providers: z.array(z.object({ provider: z.string(), state: CircuitStateName })),
  }),
});
