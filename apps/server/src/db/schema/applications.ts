import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenants.ts';

type FlagStates = Record<string, { enabled: boolean }>;
type SectionValues = Record<string, unknown>;

/**
 * Connector applications of a tenant (APP-1). Connectivity values live in `params`
 * without their secrets; the password-type values sit apart in `secrets`, each sealed with the
 * secret box, so no query that reads `params` can leak one.
 */
export const applications = pgTable(
  'applications',
  {
    appId: uuid('app_id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    appName: text('app_name').notNull(),
    service: text('service').notNull().default('ariba'),
    type: text('type').notNull().default('Test'),
    enabled: boolean('enabled').notNull().default(true),
    flags: jsonb('flags').$type<FlagStates>().notNull().default({}),
    params: jsonb('params').$type<Record<string, SectionValues>>().notNull().default({}),
    /** Section id → field key → sealed value. */
    secrets: jsonb('secrets').$type<Record<string, Record<string, string>>>().notNull().default({}),
    catalystModel: jsonb('catalyst_model').$type<{ id: string; Name: string } | null>(),
    supplyChainModel: jsonb('supply_chain_model').$type<{ id: string; Name: string } | null>(),
    orbisJobEmails: jsonb('orbis_job_emails').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique per tenant whatever their case: "Demo" and "demo" would read the same in the list.
  (t) => [uniqueIndex('applications_tenant_name_idx').on(t.tenantId, sql`lower(${t.appName})`)],
);

/** The application a row belongs to: the row goes when its application does. */
export const appColumn = () =>
  uuid('app_id')
    .notNull()
    .references(() => applications.appId, { onDelete: 'cascade' });
