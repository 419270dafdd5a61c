import { SIM_CONTROL_PATHS as PATHS, SimMailQuery, type SimMailPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { invalid } from './invalid.ts';

/** What the mail sink received, for tests that check the mail a flow sent; and forgetting it. */
export async function mailRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { mailbox } = context.mail;

  app.get(PATHS.mail, async (request, reply) => {
    const parsed = SimMailQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit, to } = parsed.data;
    const all = mailbox.list(to);
    const page: SimMailPage = { total: all.length, offset, limit, items: all.slice(offset, offset + limit) };
    return page;
  });

  app.delete(PATHS.mail, async (_request, reply) => {
    mailbox.clear();
    return reply.code(204).send();
  });
}
