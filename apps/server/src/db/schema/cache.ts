import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `generation` the database bumps, in the same transaction, whenever something the
 * request path keeps in memory changes: tenants, users' access, roles, applications, application
 * clients (triggers in migration 0010). Every transaction reads it in its first round trip, so a
 * server instance sees another's change on its very next request (src/db/facts.ts).
 */
export const cacheGeneration = pgTable('cache_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
