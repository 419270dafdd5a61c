import {
  SIM_CONTROL_PATHS as PATHS,
  SimEditingBody,
  SimQuotas,
  SimTasksQuery,
  type SimTasksPage,
} from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { invalid } from './invalid.ts';

/**
 * The simulated Ariba's own controls: its approval tasks in every state, a supplier starting or
 * stopping to edit its questionnaires, its quotas, and forgetting its tokens.
 */
export async function aribaControlRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const store = context.ariba;

  app.get(PATHS.aribaTasks, async (request, reply) => {
    const parsed = SimTasksQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit, ...filter } = parsed.data;
    const all = store.tasks(filter);
    const page: SimTasksPage = { total: all.length, offset, limit, items: all.slice(offset, offset + limit) };
    return page;
  });

  app.post(PATHS.aribaEditing, async (request, reply) => {
    const parsed = SimEditingBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { realm, smVendorId, editing } = parsed.data;
    if (!store.supplier(realm, smVendorId)) return reply.code(404).send({ message: `No supplier ${smVendorId} in realm ${realm}` });
    store.setEditing(realm, smVendorId, editing);
    return reply.code(204).send();
  });

  app.get(PATHS.aribaQuotas, async () => context.aribaQuotas.current());
  app.post(PATHS.aribaQuotas, async (request, reply) => {
    const parsed = SimQuotas.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return context.aribaQuotas.set(parsed.data);
  });
  app.delete(PATHS.aribaQuotas, async () => context.aribaQuotas.reset());

  app.post(PATHS.revokeAribaTokens, async (_request, reply) => {
    context.revokeAribaTokens();
    return reply.code(204).send();
  });
}
