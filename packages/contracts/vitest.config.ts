import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    maxWorkers: VITEST_WORKERS,
  },
});
