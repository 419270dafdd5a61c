import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from './lib/vitest-workers.ts';

/** Tests of the tooling itself: the lint boundaries and the test-summary arithmetic. */
export default defineConfig({
  test: {
    name: 'tooling',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    maxWorkers: VITEST_WORKERS,
  },
});
