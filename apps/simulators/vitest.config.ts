import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';

/**
 * The files share one module registry per worker: no simulator test replaces a module, and the
 * simulators keep no state outside the app a test builds and closes (the whole project took 34 s
 * instead of 84-92 s on a busy machine). Building a world and matching over it is work of seconds,
 * more on a busy machine: tests get 30 s, as the server's do.
 */
export default defineConfig({
  test: {
    name: 'simulators',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    isolate: false,
    maxWorkers: VITEST_WORKERS,
  },
});
