import type { Supplier } from '@connector/contracts';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

/** A linked supplier whose company's answers are not stored yet. */
export interface DueSupplier {
  supplierId: string;
  bvdId: string;
  /** The supplier's Orbis questionnaire in Ariba, where the write-back writes; null when it has none. */
  orbisQuestionnaireId: string | null;
  /** What was last written to it, by external question id. */
  writtenAnswers: Record<string, string>;
}

/** A linked supplier as the risk push reads it: its company, and the fields last pushed for it. */
export interface RiskSupplier {
  supplierId: string;
  bvdId: string;
  riskPushed: Record<string, string>;
}

/** One answer of the Orbis Enhancement, as the supplier detail shows it. */
export type EnhancementEntry = Supplier['orbisEnhancement'][number];

export interface Enhancement {
  supplierId: string;
  bvdId: string;
  entries: EnhancementEntry[];
  /** Every answer the questionnaire now holds from the write-back, by external question id. */
  writtenAnswers: Record<string, string>;
}

/**
 * The enhancement columns of the supplier store (decision 019), for the company-views module's
 * enhancement job: it finds the linked suppliers still to enhance and stores their answers only
 * through these, and never writes a link.
 */
export function createEnhancementRepository() {
  const ofApp = (tenantId: string, appId: string) => and(eq(suppliers.tenantId, tenantId), eq(suppliers.appId, appId));
  /** The predicate of `suppliers_enhancement_due_idx`, written as the index writes it. */
  const due = sql`${suppliers.bvdId} is not null and ${suppliers.enhancedBvdId} is distinct from ${suppliers.bvdId}`;

  return {
    /** The next suppliers of the application to enhance, in supplier id order after `after`. */
    async due(tx: Tx, tenantId: string, appId: string, limit: number, after: string | null): Promise<DueSupplier[]> {
      const rows = await tx
        .select({
          supplierId: suppliers.supplierId,
          bvdId: suppliers.bvdId,
          orbisQuestionnaireId: suppliers.orbisQuestionnaireId,
          writtenAnswers: suppliers.writtenAnswers,
        })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), isNotNull(suppliers.bvdId), due, after === null ? undefined : gt(suppliers.supplierId, after)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
      return rows.flatMap(({ bvdId, ...row }) => (bvdId ? [{ ...row, bvdId }] : []));
    },

    /**
     * Stores the answers of many suppliers in one statement. A supplier linked to another company
     * since it was read keeps waiting: answers are written only where the BvD ID is still the one asked.
     */
    async write(tx: Tx, tenantId: string, appId: string, enhancements: readonly Enhancement[]): Promise<void> {
      if (enhancements.length === 0) return;
      const values = enhancements.map((e) => ({ supplier_id: e.supplierId, bvd_id: e.bvdId, entries: e.entries, written: e.writtenAnswers }));
      await tx.execute(sql`
        update ${suppliers} set enhancement = v.entries, enhanced_bvd_id = v.bvd_id, enhanced_at = now(), written_answers = v.written
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(supplier_id text, bvd_id text, entries jsonb, written jsonb)
        where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId}
          and ${suppliers.supplierId} = v.supplier_id and ${suppliers.bvdId} = v.bvd_id`);
    },

    /** The application's linked suppliers in supplier id order after `after`: what the risk push walks. */
    async linked(tx: Tx, tenantId: string, appId: string, limit: number, after: string | null): Promise<RiskSupplier[]> {
      const rows = await tx
        .select({ supplierId: suppliers.supplierId, bvdId: suppliers.bvdId, riskPushed: suppliers.riskPushed })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), isNotNull(suppliers.bvdId), after === null ? undefined : gt(suppliers.supplierId, after)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
      return rows.flatMap(({ bvdId, ...row }) => (bvdId ? [{ ...row, bvdId }] : []));
    },

    /** Records the fields pushed for each supplier, in one statement. */
    async recordRiskPushed(tx: Tx, tenantId: string, appId: string, pushed: readonly { supplierId: string; fields: Record<string, string> }[]): Promise<void> {
      if (pushed.length === 0) return;
      const values = pushed.map((p) => ({ supplier_id: p.supplierId, fields: p.fields }));
      await tx.execute(sql`
        update ${suppliers} set risk_pushed = v.fields
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(supplier_id text, fields jsonb)
        where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId} and ${suppliers.supplierId} = v.supplier_id`);
    },

    /**
     * Makes the application's linked suppliers (or one of them) due again: after a new active
     * mapping, or on request. What was written stays recorded, so the next run writes only changes.
     */
    async requeue(tx: Tx, tenantId: string, appId: string, supplierId?: string): Promise<number> {
      const updated = await tx
        .update(suppliers)
        .set({ enhancedBvdId: null })
        .where(and(ofApp(tenantId, appId), isNotNull(suppliers.bvdId), supplierId === undefined ? undefined : eq(suppliers.supplierId, supplierId)))
        .returning({ supplierId: suppliers.supplierId });
      return updated.length;
    },
  };
}

export type EnhancementRepository = ReturnType<typeof createEnhancementRepository>;
