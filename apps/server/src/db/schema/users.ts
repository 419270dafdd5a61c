import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export interface LastApplication {
  value: string;
  label: string;
  type: string;
}

export const users = pgTable(
  'users',
  {
    /** The identity's subject (`sub`). */
    userId: uuid('user_id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique per tenant. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    /** Set by a temporary password: the next sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    language: text('language').notNull().default('en'),
    country: text('country').notNull().default(''),
    locale: text('locale').notNull().default(''),
    lastApplication: jsonb('last_application').$type<LastApplication | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email),
    index('users_tenant_name_idx').on(t.tenantId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    // The users table sorts by role and by status too; without these a page sorts the whole tenant.
    index('users_tenant_role_idx').on(t.tenantId, sql`(${t.roles}->>0)`, t.email),
    index('users_tenant_status_idx').on(t.tenantId, t.enabled, t.email),
  ],
);

/**
 * Users per tenant, kept by triggers on `users` (migration 0007), so a page's total does not
 * count 100,000 rows on every request.
 */
export const userCounts = pgTable('user_counts', {
  tenantId: text('tenant_id').primaryKey(),
  total: integer('total').notNull().default(0),
});
