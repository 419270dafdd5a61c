import type { AssessmentRunRow } from './repository.ts';

const PAGES = { catalyst: 'catalystAssesments', supplyChain: 'supplyChainAssessments' } as const;

/**
 * An assessment's results as a mapping reads them: the product's own fields as text, and the
 * connector's two (MAP-18): Connector URL, the console's page of the assessment (a path under
 * the console's address), and Connector Status, the supplier's link as the connector keeps it.
 */
export function resultRecord(row: Pick<AssessmentRunRow, 'product' | 'supplierId' | 'assessmentId' | 'bvdId'>, fields: Record<string, unknown>): Record<string, string | null> {
  const record: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(fields)) record[key] = value === null || value === undefined ? null : String(value);
  const query = new URLSearchParams({ supplierId: row.supplierId, id: row.assessmentId });
  record.connectorUrl = `/admin/${PAGES[row.product]}?${query.toString()}`;
  record.bvdStatus = `Linked to ${row.bvdId}`;
  return record;
}
