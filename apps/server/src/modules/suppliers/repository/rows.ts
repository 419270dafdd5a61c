/** The rows of the suppliers' table, and the conditions every query of it starts from. */
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { suppliers } from '../../../db/schema/index.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;
export type SupplierPatch = Partial<Omit<NewSupplierRow, 'tenantId' | 'appId' | 'supplierId' | 'createdAt' | 'searchName'>>;

/** What a link changes of a supplier, and what the audit trail keeps of it before and after. */
export type LinkState = Pick<SupplierRow, 'supplierId' | 'bvdId' | 'state' | 'linkSource' | 'linkScore'>;

/** What every link made by one actor, from one source, at one moment writes besides its BvD ID. */
export type LinkFields = Pick<SupplierRow, 'linkSource' | 'linkScore' | 'linkedBy' | 'approvalState'> & { state: 'linked'; at: Date };

/** The suppliers of one application. */
export const ofApp = (tenantId: string, appId: string) => and(eq(suppliers.tenantId, tenantId), eq(suppliers.appId, appId));

/** One supplier of one application. */
export const one = (tenantId: string, appId: string, supplierId: string) => and(ofApp(tenantId, appId), eq(suppliers.supplierId, supplierId));

/**
 * `column` is one of `values`, sent as one JSON parameter however many there are: an index
 * condition (`= any(...)`) whatever the planner believes of the table, where a join with the
 * list could read the whole application once per value when its statistics are stale.
 */
export const anyOf = (column: SQLWrapper, values: readonly string[]) =>
  sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
