import type { KeptCandidate, LinkSource, Supplier, SupplierState } from '@connector/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appColumn } from './applications.ts';
import { tenantColumn } from './tenants.ts';

/** Whether the supplier's Ariba approval task still has to be approved after its link (decision 017). */
export type ApprovalState = 'pending' | 'approved' | 'none' | 'failed';

/**
 * The suppliers of every (tenant, application), synced from Ariba and linked to Orbis companies
 * (docs/decisions/017-suppliers.md). `supplier_id` is Ariba's `smVendorId`.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    tenantId: tenantColumn(),
    appId: appColumn(),
    supplierId: text('supplier_id').notNull(),
    name: text('name').notNull(),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    nationalId: text('national_id'),
    registrationStatus: text('registration_status'),
    orbisQuestionnaireId: text('orbis_questionnaire_id'),
    catalystQuestionnaireId: text('catalyst_questionnaire_id'),
    supplyChainQuestionnaireId: text('supply_chain_questionnaire_id'),
    /** Ariba's `lastUpdated` of the vendor. */
    aribaUpdatedAt: timestamp('ariba_updated_at', { withTimezone: true }),
    /** Fingerprint of the fields above as Ariba sent them: an unchanged vendor writes nothing. */
    sourceHash: text('source_hash'),
    /** What the connected-supplier filter matches the start of (decision 008: leakproof ranges). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    state: text('state').$type<SupplierState>().notNull().default('pending'),
    processingDate: timestamp('processing_date', { withTimezone: true }),
    bvdId: text('bvd_id'),
    linkSource: text('link_source').$type<LinkSource>(),
    linkScore: real('link_score'),
    /** User id, `app:{appId}` for an application's own credentials, or null for the connector itself. */
    linkedBy: text('linked_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    /** The best candidates of the last automatic match, best first. */
    candidates: jsonb('candidates').$type<KeptCandidate[]>().notNull().default([]),
    matchAttempts: integer('match_attempts').notNull().default(0),
    lastError: text('last_error'),
    approvalState: text('approval_state').$type<ApprovalState>().notNull().default('none'),
    /**
     * The Orbis Enhancement (Question, Answer) of the company `enhanced_bvd_id`, written by the
     * company-views enhancement job (decision 019); it belongs to the supplier while that is its BvD ID.
     */
    enhancement: jsonb('enhancement').$type<Supplier['orbisEnhancement']>().notNull().default([]),
    enhancedBvdId: text('enhanced_bvd_id'),
    enhancedAt: timestamp('enhanced_at', { withTimezone: true }),
    /**
     * The answers written to the supplier's Ariba questionnaire, by external question id: a write-back
     * sends only what differs from these (decision 025), so a re-run writes nothing unchanged.
     */
    writtenAnswers: jsonb('written_answers').$type<Record<string, string>>().notNull().default({}),
    /** The risk exposure fields last pushed to Ariba (decision 025): a push sends only a change. */
    riskPushed: jsonb('risk_pushed').$type<Record<string, string>>().notNull().default({}),
    /**
     * The alert count and score label of the company's latest assessment of each product, kept by
     * the assessments' refresh (decision 026); null until a product has assessed it.
     */
    catalystAlerts: integer('catalyst_alerts'),
    catalystScoreLabel: text('catalyst_score_label'),
    supplyChainAlerts: integer('supply_chain_alerts'),
    supplyChainScoreLabel: text('supply_chain_score_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.appId, t.supplierId] }),
    // The connected list sorted by compliance alerts, most first (decision 026).
    index('suppliers_alerts_idx')
      .on(t.tenantId, t.appId, t.catalystAlerts.desc().nullsLast(), t.supplierId)
      .where(sql`bvd_id is not null`),
    // The connected list filtered by compliance score label, by name or most alerts first: a page
    // reads its rows from the label's own range and the total counts only that range.
    index('suppliers_label_name_idx')
      .on(t.tenantId, t.appId, t.catalystScoreLabel, t.searchName.op('text_pattern_ops'), t.supplierId)
      .where(sql`bvd_id is not null and catalyst_score_label is not null`),
    index('suppliers_label_alerts_idx')
      .on(t.tenantId, t.appId, t.catalystScoreLabel, t.catalystAlerts.desc().nullsLast(), t.supplierId.desc().nullsFirst())
      .where(sql`bvd_id is not null and catalyst_score_label is not null`),
    // Connected suppliers by BvD ID, and "does another supplier of the app hold this BvD ID".
    index('suppliers_bvd_idx').on(t.tenantId, t.appId, t.bvdId),
    // Connected suppliers by the start of the name, and the list sorted by name.
    index('suppliers_name_idx').on(t.tenantId, t.appId, t.searchName.op('text_pattern_ops'), t.supplierId),
    // The missing list: by state, most recently processed first.
    index('suppliers_state_idx').on(t.tenantId, t.appId, t.state, t.processingDate),
    // The matching queue: only the waiting suppliers, not every one ever processed.
    index('suppliers_pending_idx').on(t.tenantId, t.appId, t.supplierId).where(sql`state = 'pending'`),
    // The enhancement queue: linked suppliers whose company's answers are not stored yet.
    index('suppliers_enhancement_due_idx')
      .on(t.tenantId, t.appId, t.supplierId)
      .where(sql`bvd_id is not null and enhanced_bvd_id is distinct from bvd_id`),
  ],
);

/**
 * How many of an application's suppliers are linked, in all and by compliance score label: the
 * sums of its rows, each the change of one statement on `suppliers`, written by that statement's
 * triggers (migration 0033) and folded into one row per application by a job every minute. The
 * connected list reads its totals here rather than counting thousands of rows on every page.
 * Append-only between folds, so writers of the same application never wait on one another.
 */
export const supplierLinkCounts = pgTable(
  'supplier_link_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantColumn(),
    appId: appColumn(),
    linked: integer('linked').notNull().default(0),
    low: integer('low').notNull().default(0),
    medium: integer('medium').notNull().default(0),
    high: integer('high').notNull().default(0),
  },
  (t) => [index('supplier_link_counts_app_idx').on(t.tenantId, t.appId)],
);

export type SyncRunState = 'running' | 'done' | 'failed' | 'cancelled';
export type SyncTrigger = 'schedule' | 'manual';

/** Where a sync stopped, so a restarted job goes on from there. */
export interface SyncCheckpoint {
  /** The `$skip` of the next page to ask. */
  skip: number;
  /** Every page was pulled: a resumed run goes straight to matching. */
  pulled?: boolean;
}

/**
 * One sync-and-match run of an application: the activity view's rows, with progress and counts.
 * The job that runs it keeps `checkpoint` current.
 */
export const supplierSyncRuns = pgTable(
  'supplier_sync_runs',
  {
    runId: uuid('run_id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    appId: appColumn(),
    trigger: text('trigger').$type<SyncTrigger>().notNull(),
    state: text('state').$type<SyncRunState>().notNull().default('running'),
    /** The lower bound asked of Ariba (`updatedDateFrom` of its `$filter`); null for every supplier. */
    since: timestamp('since', { withTimezone: true }),
    /**
     * The registration statuses asked for. A later run is incremental only when it asks for the
     * same: suppliers of a status added since were never pulled, however old their last update.
     */
    registrationStatuses: jsonb('registration_statuses').$type<string[]>(),
    checkpoint: jsonb('checkpoint').$type<SyncCheckpoint>().notNull().default({ skip: 0 }),
    /** Vendors Ariba announced for this run (its `$count`), when known. */
    total: integer('total'),
    pulled: integer('pulled').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    toMatch: integer('to_match').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    linkedAuto: integer('linked_auto').notNull().default(0),
    waiting: integer('waiting').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    /** While Ariba's call quota is used up: when the run goes on (decision 035); null otherwise. */
    resumesAt: timestamp('resumes_at', { withTimezone: true }),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('supplier_sync_runs_app_idx').on(t.tenantId, t.appId, t.startedAt)],
);
