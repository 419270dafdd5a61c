import type { OwnEntityNote, OwnEntityState } from '@connector/contracts';
import type { OrbisOwnEntityFields, OwnEntityKind } from '@connector/contracts/providers/orbis';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';

/**
 * Own-entity requests: companies Orbis was asked to add for a supplier, until Orbis has and the
 * supplier is linked to them (docs/decisions/020-own-entity.md).
 */
export const ownEntityRequests = pgTable(
  'own_entity_requests',
  {
    /** Also the REFERENCE Orbis was sent, so a repeated call never asks twice. */
    requestId: uuid('request_id').primaryKey(),
    /** The request guid of the application call that asked, when it sent one: a retry with it resumes this request. */
    guid: uuid('guid'),
    tenantId: text('tenant_id').notNull(),
    appId: uuid('app_id').notNull(),
    supplierId: text('supplier_id').notNull(),
    kind: text('kind').$type<OwnEntityKind>().notNull(),
    /** The company as Orbis was sent it. */
    entity: jsonb('entity').$type<OrbisOwnEntityFields>().notNull(),
    /** Orbis's id of the request; null while it is claimed and Orbis has not taken it yet. */
    orbisRequestId: text('orbis_request_id'),
    state: text('state').$type<OwnEntityState>().notNull().default('pending'),
    /** The new company's BvD ID, once Orbis has added it. */
    bvdId: text('bvd_id'),
    note: text('note').$type<OwnEntityNote>(),
    /** The supplier's BvD ID when it was asked: a link made since is a decision the request leaves alone. */
    supplierBvdId: text('supplier_bvd_id'),
    /** Times Orbis was asked how the request stands: the checking job's checkpoint. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    requestedBy: text('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'own_entity_requests_supplier_fk', columns: [t.tenantId, t.appId, t.supplierId], foreignColumns: [suppliers.tenantId, suppliers.appId, suppliers.supplierId] }).onDelete('cascade'),
    // A supplier's requests, newest first.
    index('own_entity_requests_supplier_idx').on(t.tenantId, t.appId, t.supplierId, t.requestedAt),
    // One pending request per supplier: a second would have Orbis add the company twice.
    uniqueIndex('own_entity_requests_pending_key').on(t.tenantId, t.appId, t.supplierId).where(sql`state = 'pending'`),
    // One request per application call: a retried call finds the request it made.
    uniqueIndex('own_entity_requests_guid_key').on(t.tenantId, t.guid),
    // What the recovery tick looks for, across tenants: pending requests due to be checked.
    index('own_entity_requests_due_idx').on(t.nextCheckAt).where(sql`state = 'pending'`),
  ],
);
