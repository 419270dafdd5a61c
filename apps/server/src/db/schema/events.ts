import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (src/events): each event a module publishes, written in the
 * transaction that made it true. Events published together share a batch, which is what a
 * subscriber's job is given.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** In the order events were written, within a batch too. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: uuid('batch_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_batch_idx').on(t.batchId), index('domain_events_tenant_idx').on(t.tenantId, t.at)],
);

/**
 * One row per subscriber and batch: how its delivery stands. `done` is written in the same
 * transaction as a transactional reaction's effect, so a delivery run again after a crash does
 * nothing; `failed` is the dead letter the connector activity shows.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    batchId: uuid('batch_id').notNull(),
    subscriber: text('subscriber').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** The application the batch's events belong to, when they belong to one. */
    appId: uuid('app_id'),
    event: text('event').notNull(),
    events: integer('events').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'event_deliveries_pkey', columns: [t.batchId, t.subscriber] }),
    // The dead letters of an application, newest first, as the connector activity lists them.
    index('event_deliveries_failed_idx').on(t.tenantId, t.appId, t.updatedAt).where(sql`state = 'failed'`),
  ],
);
