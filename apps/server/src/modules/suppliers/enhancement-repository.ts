import type { Supplier } from '@connector/contracts';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

/** A linked supplier whose company's answers are not stored yet. */
export interface DueSupplier {
  supplierId: string;
  bvdId: string;
}

/** One answer of the Orbis Enhancement, as the supplier detail shows it. */
export type EnhancementEntry = Supplier['orbisEnhancement'][number];

export interface Enhancement extends DueSupplier {
  entries: EnhancementEntry[];
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
        .select({ supplierId: suppliers.supplierId, bvdId: suppliers.bvdId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), isNotNull(suppliers.bvdId), due, after === null ? undefined : gt(suppliers.supplierId, after)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
      return rows.flatMap((row) => (row.bvdId ? [{ supplierId: row.supplierId, bvdId: row.bvdId }] : []));
    },

    /**
     * Stores the answers of many suppliers in one statement. A supplier linked to another company
     * since it was read keeps waiting: answers are written only where the BvD ID is still the one asked.
     */
    async write(tx: Tx, tenantId: string, appId: string, enhancements: readonly Enhancement[]): Promise<void> {
      if (enhancements.length === 0) return;
      const values = enhancements.map((e) => ({ supplier_id: e.supplierId, bvd_id: e.bvdId, entries: e.entries }));
      await tx.execute(sql`
        update ${suppliers} set enhancement = v.entries, enhanced_bvd_id = v.bvd_id, enhanced_at = now()
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(supplier_id text, bvd_id text, entries jsonb)
        where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId}
          and ${suppliers.supplierId} = v.supplier_id and ${suppliers.bvdId} = v.bvd_id`);
    },
  };
}

export type EnhancementRepository = ReturnType<typeof createEnhancementRepository>;
