import { z } from 'zod';
import { defineEndpoint } from './http.ts';

/**
 * Outcome of an application call that outlived the gateway deadline (answered 504).
 * `pending` while the work goes on; `done` carries the status and body the call would
 * have answered.
 */
export const AsyncOutcome = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('done'), status: z.number().int(), body: z.unknown() }),
]);
export type AsyncOutcome = z.infer<typeof AsyncOutcome>;

export const getAsyncRequest = defineEndpoint({
  id: 'getAsyncRequest',
  method: 'GET',
  path: '/api/asyncRequest/{guid}',
  summary: 'Outcome of a timed-out application call, by its request guid',
  access: 'user',
  permission: null,
  params: z.object({ guid: z.uuid() }),
  data: AsyncOutcome,
});
