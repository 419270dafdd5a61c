import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every workspace with its own `vitest.config.ts` is one project; `npm test` runs them all in one
 * vitest run (a workspace may add a `vitest.isolated.config.ts` for files that need a module
 * registry of their own). Globs rather than a fixed list, so a workspace that adds tests joins by itself.
 */
export default defineConfig({
  test: {
    /**
     * One test file per core less one, as vitest would choose, but never fewer than two: on the
     * two-core CI machine vitest's choice is one file at a time, and most server files spend their
     * time waiting for PostgreSQL, the simulators, a job or a child process while the other core idles.
     */
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.isolated.config.ts', 'scripts/vitest.config.ts'],
  },
});
