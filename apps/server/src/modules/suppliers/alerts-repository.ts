import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { ofApp } from './repository/rows.ts';

/** What a product's latest assessment of a supplier's company says, for the connected list. */
export interface SupplierAlerts {
  supplierId: string;
  product: 'catalyst' | 'supplyChain';
  /** Null when the product has no assessment of the company. */
  alerts: number | null;
  scoreLabel: string | null;
}

/**
 * The alert columns of the supplier store (decision 026), for the assessments module: it walks
 * the linked suppliers and writes what the products say, and never writes a link.
 */
export function createAlertsRepository() {
  return {
    /** The application's linked suppliers in supplier id order after `after`. */
    async linked(tx: Tx, tenantId: string, appId: string, limit: number, after: string | null): Promise<{ supplierId: string; bvdId: string }[]> {
      const rows = await tx
        .select({ supplierId: suppliers.supplierId, bvdId: suppliers.bvdId })
        .from(suppliers)
        .where(and(ofApp(tenantId, appId), isNotNull(suppliers.bvdId), after === null ? undefined : gt(suppliers.supplierId, after)))
        .orderBy(asc(suppliers.supplierId))
        .limit(limit);
      return rows.flatMap((row) => (row.bvdId ? [{ supplierId: row.supplierId, bvdId: row.bvdId }] : []));
    },

    /** Writes many suppliers' alerts in one statement per product; a row unchanged is not touched. */
    async write(tx: Tx, tenantId: string, appId: string, alerts: readonly SupplierAlerts[]): Promise<void> {
      for (const product of ['catalyst', 'supplyChain'] as const) {
        const values = alerts.filter((a) => a.product === product).map((a) => ({ supplier_id: a.supplierId, alerts: a.alerts, label: a.scoreLabel }));
        if (values.length === 0) continue;
        const [count, label] = product === 'catalyst' ? ['catalyst_alerts', 'catalyst_score_label'] : ['supply_chain_alerts', 'supply_chain_score_label'];
        await tx.execute(sql`
          update ${suppliers} set ${sql.identifier(count)} = v.alerts, ${sql.identifier(label)} = v.label
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(supplier_id text, alerts int, label text)
          where ${suppliers.tenantId} = ${tenantId} and ${suppliers.appId} = ${appId} and ${suppliers.supplierId} = v.supplier_id
            and (${sql.identifier(count)} is distinct from v.alerts or ${sql.identifier(label)} is distinct from v.label)`);
      }
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
