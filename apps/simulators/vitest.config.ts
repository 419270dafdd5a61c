import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.mjs';

export default defineConfig({
  test: {
    name: 'simulators',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    maxWorkers: VITEST_WORKERS,
  },
});
