import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';
import { ISOLATED, webTest } from './vitest.config.ts';

/** The console's test files that need a module registry of their own (see vitest.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: ISOLATED, maxWorkers: VITEST_WORKERS },
});
