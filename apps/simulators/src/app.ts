import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export interface SimulatorOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * One HTTP process standing in for the outside services (Ariba, Orbis, Compliance Catalyst,
 * Supply Chain Catalyst) in development and tests. Each service gets its own route prefix;
 * `/__sim/*` is the simulators' own control surface.
 */
export async function buildSimulators({ logger = false }: SimulatorOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  app.get('/__sim/health', async () => ({ status: 'ok' as const }));
  await app.ready();
  return app;
}
