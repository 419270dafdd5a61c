/**
 * Matching benchmark: builds the simulators' world at each size, then runs noisy supplier names
 * through the Orbis matcher and prints build times, latency percentiles and match quality.
 * Usage: npm run bench:match -w bench [-- 20000 1000000]
 */
import { buildWorld, createMatcher, measureQuality, percentile } from '@connector/simulators/test-kit';

const SEED = 20240601;
const QUERIES = 400;
const SCORE_LIMIT = 0.85;
const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

for (const companies of sizes.length > 0 ? sizes : [20_000, 1_000_000]) {
  let started = performance.now();
  const world = await buildWorld({ seed: SEED, companies, realms: ['bench-T'], suppliersPerRealm: QUERIES });
  const worldMs = performance.now() - started;
  started = performance.now();
  const matcher = createMatcher(world);
  const indexMs = performance.now() - started;
  const suppliers = world.suppliersByRealm.get('bench-T') ?? [];
  measureQuality(matcher, suppliers.slice(0, 20), SCORE_LIMIT); // warm up the JIT
  const quality = measureQuality(matcher, suppliers, SCORE_LIMIT);
  const { vocabulary, postings } = matcher.stats();
  const heapMb = Math.round(process.memoryUsage().heapUsed / 1e6);
  console.log(
    [
      `companies ${companies.toLocaleString('en')}: world ${seconds(worldMs)}, index ${seconds(indexMs)} (${vocabulary} words, ${postings} postings, heap ${heapMb} MB)`,
      `  ${quality.queries} noisy queries (${quality.known} labelled), ScoreLimit ${SCORE_LIMIT}: p50 ${percentile(quality.latenciesMs, 50).toFixed(2)} ms, p95 ${percentile(quality.latenciesMs, 95).toFixed(2)} ms, max ${percentile(quality.latenciesMs, 100).toFixed(2)} ms`,
      `  precision ${quality.precision.toFixed(3)}, recall ${quality.recall.toFixed(3)}`,
    ].join('\n'),
  );
}
