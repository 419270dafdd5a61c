import { defineConfig } from 'vitest/config';

/**
 * Every workspace with its own `vitest.config.ts` is one project; `npm test` runs them all in one
 * vitest run. Globs rather than a fixed list, so a workspace that adds tests joins by itself.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
