import { defineConfig } from 'vitest/config';

/**
 * Every workspace with its own `vitest.config.ts` is one project; `npm test` runs them all in one
 * vitest run (a workspace may add a `vitest.isolated.config.ts` for files that need a module
 * registry of their own). Globs rather than a fixed list, so a workspace that adds tests joins by itself.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.isolated.config.ts', 'scripts/vitest.config.ts'],
  },
});
