import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsFrom } from '../../db/columns.ts';
import { suppliers } from '../../db/schema/index.ts';

type SupplierRow = typeof suppliers.$inferSelect;

/** What a link changes of a supplier, and what the audit trail keeps of it before and after. */
export type LinkState = Pick<SupplierRow, 'supplierId' | 'bvdId' | 'state' | 'linkSource' | 'linkScore'>;

/** What every link made by one actor, from one source, at one moment writes besides its BvD ID. */
export type LinkFields = Pick<SupplierRow, 'linkSource' | 'linkScore' | 'linkedBy' | 'approvalState'> & { state: 'linked'; at: Date };

const linkStateColumns = {
  supplierId: suppliers.supplierId,
  bvdId: suppliers.bvdId,
  state: suppliers.state,
  linkSource: suppliers.linkSource,
  linkScore: suppliers.linkScore,
};

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
     * What a link changes of each named supplier, locked until the transaction ends (in supplier id
     * order), by id: no more of a row than linking it reads and writes.
     */
    async lockLinks(tx: Tx, tenantId: string, appId: string, supplierIds: readonly string[]): Promise<Map<string, LinkState>> {
      if (supplierIds.length === 0) return new Map();
      const rows = await tx
        .select(linkStateColumns)
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), anyOf(suppliers.supplierId, supplierIds)))
        .orderBy(asc(suppliers.supplierId))
        .for('update');
      return new Map(rows.map((row) => [row.supplierId, row]));
    },

    /**
     * Links each named supplier to its BvD ID, all with the same `fields`, in one statement: the
     * pairs travel as two arrays, and nothing else of the rows is sent or read.
     */
    async writeLinks(tx: Tx, tenantId: string, appId: string, links: readonly { supplierId: string; bvdId: string }[], fields: LinkFields): Promise<void> {
      if (links.length === 0) return;
      const at = fields.at.toISOString();
      await tx.execute(sql`
        update ${suppliers} set
          bvd_id = v.bvd_id, state = ${fields.state}, link_source = ${fields.linkSource}, link_score = ${fields.linkScore}::real,
          linked_by = ${fields.linkedBy}, linked_at = ${at}::timestamptz, processing_date = ${at}::timestamptz,
          last_error = null, approval_state = ${fields.approvalState}, updated_at = now()
        from ${rowsFrom({ supplier_id: links.map((l) => l.supplierId), bvd_id: links.map((l) => l.bvdId) }, 'v')}
        where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId} and ${suppliers.supplierId} = v.supplier_id`);
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
