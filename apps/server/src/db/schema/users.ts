import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenants.ts';

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
    tenantId: tenantColumn(),
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
    /*
     * What the users search matches the start of (decision 008), kept by the database. Plain
     * columns, because under row-level security only leakproof conditions reach an index:
     * `>=` and `<` on a column are, `lower(...)` in an index expression and LIKE are not.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    searchNameReversed: text('search_name_reversed')
      .notNull()
      .generatedAlwaysAs(sql`lower(last_name || ' ' || first_name)`),
    searchDomain: text('search_domain')
      .notNull()
      .generatedAlwaysAs(sql`split_part(email, '@', 2)`),
    lastApplication: jsonb('last_application').$type<LastApplication | null>(),
    /** Access tokens issued before this instant open nothing: set when the account is disabled or a sign-in of it ends. */
    tokensValidFrom: timestamp('tokens_valid_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email),
    // The name sort: "last first" by code point (modules/users/list-repository.ts), and a last name's range in that order.
    index('users_tenant_name_idx').on(t.tenantId, t.searchNameReversed.op('text_pattern_ops'), t.userId),
    // The users table sorts by role and by status too; without these a page sorts the whole tenant.
    index('users_tenant_role_idx').on(t.tenantId, sql`(${t.roles}->>0)`, t.email),
    index('users_tenant_status_idx').on(t.tenantId, t.enabled, t.email),
    // Sorting by id: the primary key does not begin with the tenant, so a page would sort the whole tenant.
    index('users_tenant_user_id_idx').on(t.tenantId, t.userId),
    // text_pattern_ops: a prefix is one range of each, whatever the database's collation. With the
    // user id, a search's count reads each range from its index alone (decision 008).
    index('users_search_name_idx').on(t.searchName.op('text_pattern_ops'), t.tenantId, t.userId),
    index('users_search_name_reversed_idx').on(t.searchNameReversed.op('text_pattern_ops'), t.tenantId, t.userId),
    index('users_search_email_idx').on(t.email.op('text_pattern_ops'), t.tenantId, t.userId),
    index('users_search_domain_idx').on(t.searchDomain.op('text_pattern_ops'), t.tenantId, t.userId),
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
