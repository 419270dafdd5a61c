import { ORBIS_PATHS, OrbisOwnEntityRequest, type OrbisError } from '@connector/contracts/providers/orbis';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { hasApiToken } from '../shared/api-token.ts';
import { OwnEntityStore } from './own-entity-store.ts';
import { withOwnEntities } from './own-entity-world.ts';

const failure = (Message: string): OrbisError => ({ Message });

/** `POST /Companies/ownEntity` and `GET /Companies/ownEntity/:requestId`. */
async function ownEntityRoutes(app: FastifyInstance, { store, apiToken }: { store: OwnEntityStore; apiToken: string }) {
  app.post(ORBIS_PATHS.ownEntity, async (request, reply) => {
    if (!hasApiToken(request, reply, apiToken)) return reply;
    const parsed = OrbisOwnEntityRequest.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(failure(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
    }
    const { KIND, ENTITY, REFERENCE } = parsed.data;
    return reply.code(202).send(store.submit(KIND, ENTITY, REFERENCE));
  });

  app.get<{ Params: { requestId: string } }>(ORBIS_PATHS.ownEntityStatus, async (request, reply) => {
    if (!hasApiToken(request, reply, apiToken)) return reply;
    const answer = store.status(request.params.requestId);
    return answer ?? reply.code(404).send(failure('No own entity request has this id'));
  });
}

/**
 * Orbis's own-entity requests. Their companies join Orbis's world once created, so the context's
 * world and matcher become views that also hold them: every Orbis route registered after this
 * (company match, company data, the report) finds them like any other company.
 */
export function addOwnEntities(app: FastifyInstance, context: SimulatorContext): void {
  const { config, now } = context;
  const store = new OwnEntityStore(() => config.ownEntityDelayMs, now);
  Object.assign(context, withOwnEntities(context.world, context.matcher, store));
  // A plugin of its own loads after the caller's, so the caller's hooks (faults, concurrency) apply.
  void app.register(ownEntityRoutes, { store, apiToken: config.orbis.apiToken });
}
