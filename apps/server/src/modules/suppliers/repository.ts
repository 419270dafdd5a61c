import type { ConnectedQuery, MissingQuery } from '@connector/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { equalsConstant } from '../../db/constant.ts';
import { suppliers } from '../../db/schema/index.ts';
import { createBatchQueries } from './batch-repository.ts';
import type { VendorFields } from './vendor-fields.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

/** The columns the connected list shows: a page reads these and no more. */
const connectedColumns = {
  bvdId: suppliers.bvdId,
  name: suppliers.name,
  supplierId: suppliers.supplierId,
  orbisQuestionnaireId: suppliers.orbisQuestionnaireId,
  catalystQuestionnaireId: suppliers.catalystQuestionnaireId,
  supplyChainQuestionnaireId: suppliers.supplyChainQuestionnaireId,
  linkSource: suppliers.linkSource,
  linkedAt: suppliers.linkedAt,
  updatedAt: suppliers.updatedAt,
};
export type ConnectedRow = Pick<SupplierRow, keyof typeof connectedColumns>;
export type NewSupplierRow = typeof suppliers.$inferInsert;
export type SupplierPatch = Partial<Omit<NewSupplierRow, 'tenantId' | 'appId' | 'supplierId' | 'createdAt' | 'searchName'>>;

/** "All" rows of a list are capped: a page is never the whole store. */
export const LIST_CAP = 1000;

/** The end of every prefix range: above any character a name can hold. */
const PREFIX_END = '\u{10FFFF}';

/**
 * Suppliers whose name starts with `prefix`, ignoring case, as the leakproof range of decision
 * 008: under row-level security a LIKE or `lower()` condition would never reach the index.
 */
function nameStartsWith(prefix: string): SQL {
  const low = prefix.toLowerCase();
  return sql`(${suppliers.searchName} ~>=~ ${low} and ${suppliers.searchName} ~<~ ${low + PREFIX_END})`;
}

function limits(query: { page: number; pageSize: number }) {
  const size = query.pageSize === 0 ? LIST_CAP : Math.min(query.pageSize, LIST_CAP);
  return { limit: size, offset: query.page * size };
}

/**
 * Names in the order the name index keeps them: code points of the lowercased name, the same on
 * every database whatever its collation, so a page of a name-ordered list reads its rows and stops.
 */
const byName = (descending: boolean): SQL => sql`${suppliers.searchName} using ${sql.raw(descending ? '~>~' : '~<~')}`;

/** The advisory lock of one BvD ID in one application. */
const lockKey = (appId: string, bvdId: string) => `bvd:${appId}:${bvdId}`;

/**
 * The suppliers of an application that hold a BvD ID, as a relation `(tenant_id, supplier_id,
 * bvd_id)` another module's query may join (the import's check of rows that depend on rows).
 * Read-only, and the only way another module's SQL reaches this module's table.
 */
export const bvdHolders = (appId: string): SQL =>
  sql`(select ${suppliers.tenantId} as tenant_id, ${suppliers.supplierId} as supplier_id, ${suppliers.bvdId} as bvd_id
       from ${suppliers} where ${suppliers.appId} = ${appId} and ${suppliers.bvdId} is not null)`;

export function createSuppliersRepository() {
  const ofApp = (tenantId: string, appId: string) => and(eq(suppliers.tenantId, tenantId), eq(suppliers.appId, appId));
  const one = (tenantId: string, appId: string, supplierId: string) =>
    and(ofApp(tenantId, appId), eq(suppliers.supplierId, supplierId));

  return {
    ...createBatchQueries(),

    /**
     * Writes a page of vendors: new ones are inserted, changed ones updated, unchanged ones (same
     * fingerprint) not touched at all. A changed supplier without a BvD ID waits for matching
     * again; a linked one keeps its link. Answers the suppliers written and their state.
     */
    async upsertVendors(tx: Tx, tenantId: string, appId: string, vendors: readonly VendorFields[]): Promise<{ supplierId: string; state: string }[]> {
      if (vendors.length === 0) return [];
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      return tx
        .insert(suppliers)
        .values(vendors.map((vendor) => ({ ...vendor, tenantId, appId, state: 'pending' as const })))
        .onConflictDoUpdate({
          target: [suppliers.tenantId, suppliers.appId, suppliers.supplierId],
          set: {
            name: excluded('name'),
            postalCode: excluded('postal_code'),
            city: excluded('city'),
            country: excluded('country'),
            nationalId: excluded('national_id'),
            registrationStatus: excluded('registration_status'),
            orbisQuestionnaireId: excluded('orbis_questionnaire_id'),
            catalystQuestionnaireId: excluded('catalyst_questionnaire_id'),
            supplyChainQuestionnaireId: excluded('supply_chain_questionnaire_id'),
            aribaUpdatedAt: excluded('ariba_updated_at'),
            sourceHash: excluded('source_hash'),
            state: sql`case when ${suppliers.bvdId} is null then 'pending' else ${suppliers.state} end`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${suppliers.sourceHash} is distinct from ${excluded('source_hash')}`,
        })
        .returning({ supplierId: suppliers.supplierId, state: suppliers.state });
    },

    /** The next suppliers waiting for automatic matching, in supplier id order after `after`. */
    pending(tx: Tx, tenantId: string, appId: string, limit: number, after: string | null = null): Promise<SupplierRow[]> {
      return tx
        .select()
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), equalsConstant(suppliers.state, 'pending'), after === null ? undefined : gt(suppliers.supplierId, after)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
    },

    async countsByState(tx: Tx, tenantId: string, appId: string): Promise<Record<string, number>> {
      const rows = await tx
        .select({ state: suppliers.state, total: count() })
        .from(suppliers)
        .where(ofApp(tenantId, appId))
        .groupBy(suppliers.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.total]));
    },

    /** Failed suppliers, most recently processed first. */
    failures(tx: Tx, tenantId: string, appId: string, limit: number): Promise<SupplierRow[]> {
      return tx
        .select()
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), eq(suppliers.state, 'failed')))
        .orderBy(desc(suppliers.processingDate), asc(suppliers.supplierId))
        .limit(limit);
    },

    /** Puts failed suppliers (all, or those named) back to wait for matching; answers how many. */
    async retryFailed(tx: Tx, tenantId: string, appId: string, supplierIds?: readonly string[]): Promise<number> {
      const rows = await tx
        .update(suppliers)
        .set({ state: 'pending', lastError: null, updatedAt: new Date() })
        .where(
          and(
            ofApp(tenantId, appId),
            eq(suppliers.state, 'failed'),
            supplierIds ? inArray(suppliers.supplierId, [...supplierIds]) : undefined,
          ),
        )
        .returning({ supplierId: suppliers.supplierId });
      return rows.length;
    },

    /** Linked suppliers whose Ariba approval task is still to be approved. */
    awaitingApproval(tx: Tx, tenantId: string, appId: string, limit: number): Promise<SupplierRow[]> {
      return tx
        .select()
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), eq(suppliers.approvalState, 'pending'), isNotNull(suppliers.bvdId)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
    },

    async find(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<SupplierRow | undefined> {
      const [row] = await tx.select().from(suppliers).where(one(tenantId, appId, supplierId)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: links of one supplier are decided one at a time. */
    async findForUpdate(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<SupplierRow | undefined> {
      const [row] = await tx.select().from(suppliers).where(one(tenantId, appId, supplierId)).limit(1).for('update');
      return row;
    },

    async update(tx: Tx, tenantId: string, appId: string, supplierId: string, patch: SupplierPatch): Promise<SupplierRow | undefined> {
      const [row] = await tx
        .update(suppliers)
        .set({ ...patch, updatedAt: new Date() })
        .where(one(tenantId, appId, supplierId))
        .returning();
      return row;
    },

    /** Those of the named suppliers still waiting for matching, locked until the transaction ends. */
    async lockPending(tx: Tx, tenantId: string, appId: string, supplierIds: readonly string[]): Promise<Map<string, SupplierRow>> {
      if (supplierIds.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), equalsConstant(suppliers.state, 'pending'), inArray(suppliers.supplierId, [...supplierIds])))
        .orderBy(asc(suppliers.supplierId))
        .for('update');
      return new Map(rows.map((row) => [row.supplierId, row]));
    },

    /** Fresh planner statistics of the store, after a sync wrote many suppliers (migration 0016). */
    async refreshStatistics(tx: Tx): Promise<void> {
      await tx.execute(sql`select connector_analyze_suppliers()`);
    },

    /** Until the transaction ends, no one else decides who in the application holds this BvD ID. */
    async lockBvdId(tx: Tx, appId: string, bvdId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(appId, bvdId)}))`);
    },

    /** `lockBvdId` for several, taken in one order so two transactions cannot wait on each other. */
    async lockBvdIds(tx: Tx, appId: string, bvdIds: readonly string[]): Promise<void> {
      if (bvdIds.length === 0) return;
      const keys = [...new Set(bvdIds)].sort().map((bvdId) => lockKey(appId, bvdId));
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(k.key)) from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) with ordinality as k(key, n) order by k.n`,
      );
    },

    /**
     * Writes the decision fields of many suppliers as the rows give them, in one statement: how
     * the engine records a batch of Orbis's answers.
     */
    async writeDecisions(tx: Tx, tenantId: string, appId: string, rows: readonly SupplierRow[]): Promise<void> {
      if (rows.length === 0) return;
      const values = rows.map((row) => ({
        supplier_id: row.supplierId,
        state: row.state,
        bvd_id: row.bvdId,
        link_source: row.linkSource,
        link_score: row.linkScore,
        linked_by: row.linkedBy,
        linked_at: row.linkedAt,
        processing_date: row.processingDate,
        last_error: row.lastError,
        approval_state: row.approvalState,
        candidates: row.candidates,
        match_attempts: row.matchAttempts,
      }));
      await tx.execute(sql`
        update ${suppliers} set
          state = v.state, bvd_id = v.bvd_id, link_source = v.link_source, link_score = v.link_score,
          linked_by = v.linked_by, linked_at = v.linked_at, processing_date = v.processing_date,
          last_error = v.last_error, approval_state = v.approval_state, candidates = v.candidates,
          match_attempts = v.match_attempts, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          supplier_id text, state text, bvd_id text, link_source text, link_score real, linked_by text,
          linked_at timestamptz, processing_date timestamptz, last_error text, approval_state text,
          candidates jsonb, match_attempts integer)
        where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId} and ${suppliers.supplierId} = v.supplier_id`);
    },

    /** Which of these BvD IDs a supplier of the application holds, and which supplier. */
    async holdersOf(tx: Tx, tenantId: string, appId: string, bvdIds: readonly string[]): Promise<Map<string, string>> {
      if (bvdIds.length === 0) return new Map();
      const rows = await tx
        .select({ bvdId: suppliers.bvdId, supplierId: suppliers.supplierId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), inArray(suppliers.bvdId, [...bvdIds])))
        .orderBy(asc(suppliers.supplierId));
      const holders = new Map<string, string>();
      for (const row of rows) if (row.bvdId && !holders.has(row.bvdId)) holders.set(row.bvdId, row.supplierId);
      return holders;
    },

    /** Whether a supplier other than `except` holds the BvD ID. */
    async heldByAnother(tx: Tx, tenantId: string, appId: string, bvdId: string, except: string): Promise<boolean> {
      const [row] = await tx
        .select({ supplierId: suppliers.supplierId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), eq(suppliers.bvdId, bvdId), ne(suppliers.supplierId, except)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Linked suppliers, filtered by the start of the name or the exact BvD ID, with their total.
     * Ordered by name (`byName`), a page reads its own rows from the name index and stops. The
     * total comes from the page when the page can tell it (one that is not full), else a count.
     */
    async connected(tx: Tx, tenantId: string, appId: string, query: ConnectedQuery): Promise<{ rows: ConnectedRow[]; total: number }> {
      const where = and(
        ofApp(tenantId, appId),
        isNotNull(suppliers.bvdId),
        query.bvdId ? eq(suppliers.bvdId, query.bvdId.toUpperCase()) : undefined,
        query.supplierName ? nameStartsWith(query.supplierName) : undefined,
      );
      const descending = query.order === 'desc';
      const direction = descending ? desc : asc;
      const first =
        query.sort === 'supplierName'
          ? byName(descending)
          : direction({ bvdId: suppliers.bvdId, supplierId: suppliers.supplierId }[query.sort]);
      const { limit, offset } = limits(query);
      const rows = await tx
        .select(connectedColumns)
        .from(suppliers)
        .where(where)
        .orderBy(first, direction(suppliers.supplierId))
        .limit(limit)
        .offset(offset);
      // A page that is not full ends the list, unless it is empty past the end.
      if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
      const [counted] = await tx.select({ total: count() }).from(suppliers).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Suppliers a person must link: unmatched or failed, most recently processed first by default. */
    async missing(tx: Tx, tenantId: string, appId: string, query: MissingQuery): Promise<{ rows: SupplierRow[]; total: number }> {
      const where = and(ofApp(tenantId, appId), inArray(suppliers.state, ['unmatched', 'failed']));
      const descending = (query.order ?? (query.sort === 'processingDate' ? 'desc' : 'asc')) === 'desc';
      const direction = descending ? desc : asc;
      const first =
        query.sort === 'supplierName'
          ? byName(descending)
          : direction({ processingDate: suppliers.processingDate, supplierId: suppliers.supplierId }[query.sort]);
      const { limit, offset } = limits(query);
      const rows = await tx
        .select({ row: suppliers, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(suppliers)
        .where(where)
        .orderBy(first, asc(suppliers.supplierId))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
      const [counted] = await tx.select({ total: count() }).from(suppliers).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },
  };
}

export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
