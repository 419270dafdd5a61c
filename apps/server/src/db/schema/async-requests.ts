import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Outcomes of application calls, keyed by the caller's request guid: the guard against doing
 * the same work twice, and where a call that outlived the gateway deadline leaves its answer.
 */
export const asyncRequests = pgTable(
  'async_requests',
  {
    tenantId: text('tenant_id').notNull(),
    guid: uuid('guid').notNull(),
    userId: text('user_id').notNull(),
    operation: text('operation').notNull(),
    /** The run of the work that holds the guid: only it renews the lease and stores the outcome. */
    attemptId: uuid('attempt_id').notNull().defaultRandom(),
    /**
     * Until when the run is known to be alive; it renews this while it works. A pending outcome
     * whose lease has lapsed lost its run (the process died) and a retry may run the work again.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the work goes on. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.guid] }), index('async_requests_expires_idx').on(t.expiresAt)],
);
