import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from '../../scripts/lib/vitest-workers.ts';

/**
 * Test files that replace modules (`vi.mock`) or load them afresh (`vi.resetModules`): they need a
 * module registry of their own, and run in `vitest.isolated.config.ts`.
 */
export const ISOLATED = [
  'src/no-eval.test.ts',
  'src/features/applications/lib/page-framing.test.ts',
  'src/features/assessments/components/open-in-product.test.tsx',
  'src/features/company-views/components/report-frame.test.tsx',
  'src/features/imports/components/import-screen.test.tsx',
  'src/features/suppliers/components/detail/supplier-detail-screen.test.tsx',
  'src/features/suppliers/components/search/bvd-id-screen.test.tsx',
];

export const webTest: { environment: string; setupFiles: string[]; testTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['./test/setup.ts'],
  // Screens render the whole MUI tree in jsdom; on a busy two-core machine that can take seconds.
  testTimeout: 20_000,
};

/**
 * The other files share one module registry per worker: React, MUI and the catalogues load once
 * rather than once per file (about 80 s less of a two-minute run). Each test unmounts what it
 * rendered (test/setup.ts) and restores what it changed.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED,
    isolate: false,
    maxWorkers: VITEST_WORKERS,
  },
});
