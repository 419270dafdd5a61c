import type { MappingContent, MappingType } from '@connector/contracts';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appColumn } from './applications.ts';
import { tenantColumn } from './tenants.ts';

/**
 * One record per (application, mapping type) (docs/decisions/025-mappings.md): which version is
 * active, and the revision every save names so that two people saving at once do not overwrite
 * each other unseen.
 */
export const mappingSets = pgTable(
  'mapping_sets',
  {
    tenantId: tenantColumn(),
    appId: appColumn(),
    mappingType: text('mapping_type').$type<MappingType>().notNull(),
    activeVersion: integer('active_version'),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId, t.mappingType] })],
);

/** The versions of a mapping type, numbered from 0; a version is saved whole. */
export const mappingVersions = pgTable(
  'mapping_versions',
  {
    tenantId: tenantColumn(),
    appId: appColumn(),
    mappingType: text('mapping_type').$type<MappingType>().notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<MappingContent>().notNull(),
    savedBy: text('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId, t.mappingType, t.version] })],
);
