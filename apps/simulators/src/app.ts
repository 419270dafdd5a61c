import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import { SIM_CONTROL_PREFIX } from '@connector/contracts/providers/simulator';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { AribaQuotas } from './ariba/quota-counters.ts';
import { aribaRoutes } from './ariba/routes.ts';
import { AribaStore } from './ariba/store.ts';
import { AribaTokens } from './ariba/tokens.ts';
import { AssessmentStore } from './assessments/store.ts';
import { catalystRoutes } from './catalyst/routes.ts';
import { loadSimulatorConfig, type SimulatorConfig } from './config.ts';
import type { SimulatorContext } from './context.ts';
import { FaultInjector } from './control/faults.ts';
import { aribaControlRoutes } from './control/ariba-routes.ts';
import { mailRoutes } from './control/mail-routes.ts';
import { controlRoutes } from './control/routes.ts';
import { supplierRoutes } from './control/supplier-routes.ts';
import { Mailbox, MAILBOX_CAPACITY } from './mail/mailbox.ts';
import { createMailSink, type MailSink } from './mail/sink.ts';
import { createMatcher } from './matching/matcher.ts';
import { orbisRoutes } from './orbis/routes.ts';
import { ReportContexts } from './shared/contexts.ts';
import { supplyChainRoutes } from './supply-chain/routes.ts';
import { buildWorld, type World } from './world/world.ts';

export interface SimulatorOptions {
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the configuration of an empty environment. */
  config?: SimulatorConfig;
  /** A world built earlier from the same seed, so several test apps can share one. */
  world?: World;
  now?: () => number;
  /**
   * The mail sink, for a caller that starts its SMTP listener (`main.ts`, tests sending real mail);
   * by default one that never listens. Closing the app closes it.
   */
  mail?: MailSink;
}

const CATALYST_MODELS = [
  { Id: 'CC-STD', Name: 'Standard Compliance' },
  { Id: 'CC-ABC', Name: 'Anti-Bribery and Corruption' },
  { Id: 'CC-SAN', Name: 'Sanctions and Watchlists' },
];
const SUPPLY_CHAIN_MODELS = [
  { Id: 'SCC-RES', Name: 'Supply Chain Resilience' },
  { Id: 'SCC-ESG', Name: 'ESG Exposure' },
];

/**
 * One HTTP process standing in for the outside services (Ariba, Orbis, Compliance Catalyst,
 * Supply Chain Catalyst) in development and tests. Each service gets its own route prefix;
 * `/__sim/*` is the simulators' own control surface. Beside it, an SMTP mail sink stands in for
 * the mail relay (`mail/sink.ts`).
 */
export async function buildSimulators(options: SimulatorOptions = {}): Promise<FastifyInstance> {
  return (await buildSimulatorsWithContext(options)).app;
}

/**
 * The simulators and the context they answer from, for tests that reach the world, the faults or
 * the clock directly rather than through the control surface.
 */
export async function buildSimulatorsWithContext(options: SimulatorOptions = {}): Promise<{ app: FastifyInstance; context: SimulatorContext }> {
  const started = performance.now();
  const config = options.config ?? loadSimulatorConfig({});
  const now = options.now ?? Date.now;
  const world =
    options.world ??
    (await buildWorld({
      seed: config.seed,
      companies: config.companies,
      realms: config.ariba.realms,
      suppliersPerRealm: config.suppliersPerRealm,
      realmSizes: config.ariba.realmSizes,
      knownShare: config.knownShare,
    }));
  const tokens = new AribaTokens(config.ariba.tokenTtlSeconds, now);
  const context: SimulatorContext = {
    config,
    world,
    matcher: createMatcher(world),
    faults: new FaultInjector(config.faults),
    stats: { requests: { ariba: 0, orbis: 0, catalyst: 0, supplychain: 0 }, aribaTokensIssued: 0, aribaRateLimited: 0 },
    now,
    startupMs: 0,
    reportContexts: new ReportContexts(SIMULATOR_DEFAULTS.orbis.contextTtlSeconds, now),
    ariba: new AribaStore(world, now),
    aribaQuotas: new AribaQuotas(config.ariba.quotas, now),
    revokeAribaTokens: () => tokens.revokeAll(),
    mail: options.mail ?? createMailSink(new Mailbox(MAILBOX_CAPACITY, now)),
  };
  const duration = config.assessmentDurationMs;

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 5 * 1024 * 1024 });
  await app.register(controlRoutes, { prefix: SIM_CONTROL_PREFIX, context });
  await app.register(supplierRoutes, { prefix: SIM_CONTROL_PREFIX, context });
  await app.register(aribaControlRoutes, { prefix: SIM_CONTROL_PREFIX, context });
  await app.register(mailRoutes, { prefix: SIM_CONTROL_PREFIX, context });
  app.addHook('onClose', () => context.mail.close());
  await app.register(aribaRoutes, { prefix: SIMULATOR_PREFIXES.ariba, context, store: context.ariba, tokens });
  await app.register(orbisRoutes, { prefix: SIMULATOR_PREFIXES.orbis, context });
  await app.register(catalystRoutes, {
    prefix: SIMULATOR_PREFIXES.catalyst,
    context,
    store: new AssessmentStore('CC', CATALYST_MODELS, duration, now),
  });
  await app.register(supplyChainRoutes, {
    prefix: SIMULATOR_PREFIXES.supplychain,
    context,
    store: new AssessmentStore('SCC', SUPPLY_CHAIN_MODELS, duration, now),
  });
  await app.ready();
  context.startupMs = performance.now() - started;
  return { app, context };
}
