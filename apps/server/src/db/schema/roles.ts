import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenants.ts';

/** Roles belong to a tenant: the same role id may exist in several tenants. */
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantColumn(),
    roleId: text('role_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId] })],
);
