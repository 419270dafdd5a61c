import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';

/**
 * The files share one module registry per worker: Fastify, the sign-in provider, pg-boss, drizzle
 * and the contracts load once per worker rather than once per file (twelve database files took
 * 71 s instead of 112 s). No server test replaces a module; each closes what it opened (its app,
 * its databases, its child processes) in `afterAll`. A file that needs a registry of its own
 * goes to `vitest.isolated.config.ts` (ISOLATED), as the console's do.
 */
export const ISOLATED = [
  // Registers OpenTelemetry's global tracer provider and the instrumentations that patch modules.
  'src/observability/tracing.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ISOLATED,
    testTimeout: 30_000,
    // A file's set-up (a server on a fresh database, signed-in users, a simulator) takes a few
    // seconds on a quiet machine; on one busy with other work it was seen to pass a minute.
    hookTimeout: 120_000,
    isolate: false,
    maxWorkers: VITEST_WORKERS,
  },
});
