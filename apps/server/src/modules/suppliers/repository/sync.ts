import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { equalsConstant } from '../../../db/constant.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { ofApp, type SupplierRow } from './rows.ts';
import type { VendorFields } from '../vendor-fields.ts';

/** What the engine reads and writes of the suppliers: a run's pull, its matching and its approvals. Part of the suppliers' repository. */
export const syncQueries = {
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

  /** Fresh planner statistics of the store, after a sync wrote many suppliers (migration 0016). */
  async refreshStatistics(tx: Tx): Promise<void> {
    await tx.execute(sql`select connector_analyze_suppliers()`);
  },
};
