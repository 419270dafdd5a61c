/**
 * The simulators' test kit for other workspaces (`@connector/simulators/test-kit`, used by
 * bench/): the simulators built in-process on a small world, and the matcher with its quality
 * measure.
 */
export { createMatcher, type Matcher } from '../src/matching/matcher.ts';
export { buildWorld, type World } from '../src/world/world.ts';
export * from './match-quality.ts';
export * from './test-app.ts';
