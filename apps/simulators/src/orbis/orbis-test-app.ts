import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadSimulatorConfig } from '../config.ts';
import type { SimulatorContext, SimulatorStats } from '../context.ts';
import { FaultInjector } from '../control/faults.ts';
import { createMatcher } from '../matching/matcher.ts';
import { ReportContexts } from '../shared/contexts.ts';
import { buildWorld } from '../world/world.ts';
import { orbisRoutes } from './routes.ts';

/** A small world: enough companies and suppliers for matching to mean something. */
const ORBIS_TEST_ENV = { SIM_COMPANIES: '4000', SIM_SUPPLIERS_PER_REALM: '300', SIM_ARIBA_REALM: 'connector-T' } as const;

/** A settable clock, so contexts and own entities can be moved past their times without waiting. */
export function manualClock(start = Date.UTC(2025, 0, 1)) {
  let current = start;
  return { now: () => current, advance: (ms: number) => void (current += ms) };
}

export interface OrbisTestApp {
  app: FastifyInstance;
  /** The world, matcher and faults Orbis answers from (own entities included once registered). */
  context: SimulatorContext;
}

/**
 * Orbis alone, in-process, for the Orbis tests: its routes under the prefix of the full simulator,
 * with the world and faults the tests reach directly instead of through the control surface.
 * Orbis depends on no other provider, so its tests need not build them.
 */
export async function buildOrbisTestApp(env: Record<string, string> = {}, now: () => number = Date.now): Promise<OrbisTestApp> {
  const config = loadSimulatorConfig({ ...ORBIS_TEST_ENV, ...env });
  const world = await buildWorld({
    seed: config.seed,
    companies: config.companies,
    realms: config.ariba.realms,
    suppliersPerRealm: config.suppliersPerRealm,
    realmSizes: config.ariba.realmSizes,
    knownShare: config.knownShare,
  });
  // Orbis reads only these parts of the simulators' context; the other providers' parts stay out.
  const parts = {
    config,
    world,
    matcher: createMatcher(world),
    faults: new FaultInjector(config.faults),
    stats: { requests: { ariba: 0, orbis: 0, catalyst: 0, supplychain: 0 } } as SimulatorStats,
    now,
    startupMs: 0,
    reportContexts: new ReportContexts(SIMULATOR_DEFAULTS.orbis.contextTtlSeconds, now),
  } satisfies Partial<SimulatorContext>;
  const context = parts as SimulatorContext;
  const app = Fastify({ logger: false });
  await app.register(orbisRoutes, { prefix: SIMULATOR_PREFIXES.orbis, context });
  await app.ready();
  return { app, context };
}
