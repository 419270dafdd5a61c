import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

type SupplierRow = typeof suppliers.$inferSelect;

/**
 * `column` is one of `values`, sent as one JSON parameter however many there are: an index
 * condition (`= any(...)`) whatever the planner believes of the table, where a join with the
 * list could read the whole application once per value when its statistics are stale.
 */
const anyOf = (column: SQLWrapper, values: readonly string[]) =>
  sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;

/** Reads of many suppliers at once, as long as a batch import's lists: part of the suppliers' repository. */
export function createBatchQueries() {
  const ofApp = (tenantId: string, appId: string) => and(eq(suppliers.tenantId, tenantId), eq(suppliers.appId, appId));

  return {
    /**
     * The named suppliers of the application, by id; locked until the transaction ends when
     * `lock` (in supplier id order, as `lockPending` takes them). The ids travel as one JSON
     * parameter, so a list may be as long as a batch import.
     */
    async findMany(tx: Tx, tenantId: string, appId: string, supplierIds: readonly string[], { lock = false } = {}): Promise<Map<string, SupplierRow>> {
      if (supplierIds.length === 0) return new Map();
      const query = tx
        .select()
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), anyOf(suppliers.supplierId, supplierIds)))
        .orderBy(asc(suppliers.supplierId));
      const rows = lock ? await query.for('update') : await query;
      return new Map(rows.map((row) => [row.supplierId, row]));
    },

    /** The BvD ID each named supplier of the application holds (null when none); absent ones are unknown. */
    async linksOf(tx: Tx, tenantId: string, appId: string, supplierIds: readonly string[]): Promise<Map<string, string | null>> {
      if (supplierIds.length === 0) return new Map();
      const rows = await tx
        .select({ supplierId: suppliers.supplierId, bvdId: suppliers.bvdId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), anyOf(suppliers.supplierId, supplierIds)));
      return new Map(rows.map((row) => [row.supplierId, row.bvdId]));
    },

    /** Every supplier of the application holding each of these BvD IDs (a person may have linked several to one). */
    async allHoldersOf(tx: Tx, tenantId: string, appId: string, bvdIds: readonly string[]): Promise<Map<string, string[]>> {
      if (bvdIds.length === 0) return new Map();
      const rows = await tx
        .select({ bvdId: suppliers.bvdId, supplierId: suppliers.supplierId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), anyOf(suppliers.bvdId, bvdIds)))
        .orderBy(asc(suppliers.supplierId));
      const holders = new Map<string, string[]>();
      for (const { bvdId, supplierId } of rows) {
        if (bvdId) holders.set(bvdId, [...(holders.get(bvdId) ?? []), supplierId]);
      }
      return holders;
    },
  };
}
