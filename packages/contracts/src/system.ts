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

export const getReady = defineEndpoint({
  id: 'getReady',
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: database reachable and migrations applied',
  access: 'public',
  permission: null,
  data: z.object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.number().int(),
  }),
});
