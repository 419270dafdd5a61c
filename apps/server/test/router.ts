import type { Tx } from '../src/db/client.ts';
import { createDatabase } from '../src/db/unit.ts';
import type { RouterDeps } from '../src/http/module.ts';
import type { Guard, LongWork } from '../src/http/route.ts';

/**
 * Router dependencies for tests whose handlers read no database: each request's unit "opens" a
 * transaction that runs nothing, at a generation that never moves, so the guard is never re-run.
 */
export function routerWithoutDatabase(guard: Guard, longWork?: LongWork): RouterDeps {
  const db = createDatabase({
    kind: 'pglite',
    open: async () => ({ tx: {} as Tx, generation: 0, setScope: async () => {}, end: async () => {} }),
    migrationsApplied: async () => 0,
    close: async () => {},
  });
  return { guard, db, ...(longWork ? { longWork } : {}) };
}
