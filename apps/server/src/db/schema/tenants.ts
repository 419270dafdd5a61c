import { AUDIT_RETENTION_DAYS, IDLE_TIMEOUT_MINUTES } from '@connector/contracts';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  tenantId: text('tenant_id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  language: text('language').notNull().default('en'),
  email: text('email').notNull().default(''),
  webSiteUrl: text('web_site_url').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  ssoMetadataUrl: text('sso_metadata_url'),
  /** SSO client of the tenant's identity federation; the secret is stored encrypted. */
  appClientId: text('app_client_id'),
  appClientSecretEnc: text('app_client_secret_enc'),
  ssoMapping: jsonb('sso_mapping').$type<{ Email?: string }>(),
  /** Origins allowed to frame the tenant's console (CSP `frame-ancestors`); empty: none. */
  frameAncestors: jsonb('frame_ancestors').$type<string[]>().notNull().default([]),
  /** Days the tenant's audit events are kept before the retention job removes them (decision 027). */
  auditRetentionDays: integer('audit_retention_days').notNull().default(AUDIT_RETENTION_DAYS.default),
  /** Minutes without activity after which the console signs its people out (decision 028). */
  idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(IDLE_TIMEOUT_MINUTES.default),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenant a row belongs to: the row goes when its tenant does. */
export const tenantColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.tenantId, { onDelete: 'cascade' });
