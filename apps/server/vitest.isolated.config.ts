import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';
import { ISOLATED } from './vitest.config.ts';

/** The server's test files that need a module registry of their own (see vitest.config.ts). */
export default defineConfig({
  test: {
    name: 'server-isolated',
    include: ISOLATED,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: VITEST_WORKERS,
  },
});
