import { availableParallelism } from 'node:os';

/**
 * Test files vitest runs at once, the same in every project (vitest refuses projects of one run
 * that differ): one per core less one, as vitest would choose, but never fewer than two. On the
 * two-core CI machine vitest's own choice is one file at a time, while a server file spends much
 * of its time waiting for PostgreSQL, a simulator, a job or a child process that runs on the other
 * core. Each project's `vitest.config.ts` sets `maxWorkers` to it; the root config's is not
 * passed on to its projects.
 */
export const VITEST_WORKERS: number = Math.max(2, availableParallelism() - 1);
