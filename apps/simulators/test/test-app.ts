import type { FastifyInstance } from 'fastify';
import { buildSimulators, buildSimulatorsWithContext } from '../src/app.ts';
import { loadSimulatorConfig, type SimulatorConfig } from '../src/config.ts';
import type { SimulatorContext } from '../src/context.ts';

/** A small world with two realms, enough suppliers for two pages of 1000. */
export const TEST_ENV = {
  SIM_COMPANIES: '4000',
  SIM_SUPPLIERS_PER_REALM: '1300',
  SIM_ARIBA_REALM: 'connector-T,second-T',
  SIM_ASSESSMENT_DURATION_MS: '1000',
} as const;

export function testConfig(env: Record<string, string> = {}): SimulatorConfig {
  return loadSimulatorConfig({ ...TEST_ENV, ...env });
}

/** A settable clock, so assessments can be moved past their running time without waiting. */
export function testClock(start = Date.UTC(2025, 0, 1)) {
  let current = start;
  return { now: () => current, advance: (ms: number) => void (current += ms) };
}

export async function buildTestSimulators(env: Record<string, string> = {}, now?: () => number): Promise<FastifyInstance> {
  return buildSimulators({ config: testConfig(env), ...(now ? { now } : {}) });
}

/** The simulators in-process with the context they answer from: the world and faults a test reaches directly. */
export interface TestSimulators {
  app: FastifyInstance;
  context: SimulatorContext;
}

/** A small world of one realm: enough companies and suppliers for matching to mean something. */
const ORBIS_TEST_ENV = { SIM_COMPANIES: '4000', SIM_SUPPLIERS_PER_REALM: '300', SIM_ARIBA_REALM: 'connector-T' } as const;

export function buildOrbisTestApp(env: Record<string, string> = {}, now: () => number = Date.now): Promise<TestSimulators> {
  return buildSimulatorsWithContext({ config: loadSimulatorConfig({ ...ORBIS_TEST_ENV, ...env }), now });
}
