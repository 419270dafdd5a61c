import type { FastifyInstance } from 'fastify';
import { buildSimulators } from '../src/app.ts';
import { loadSimulatorConfig, type SimulatorConfig } from '../src/config.ts';

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
