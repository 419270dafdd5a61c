import type { ConnectedQuery, MissingQuery } from '@connector/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
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

export function createSuppliersRepository() {
  const ofApp = (tenantId: string, appId: string) => and(eq(suppliers.tenantId, tenantId), eq(suppliers.appId, appId));
  const one = (tenantId: string, appId: string, supplierId: string) =>
    and(ofApp(tenantId, appId), eq(suppliers.supplierId, supplierId));

  return {
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

    /** Linked suppliers, filtered by the start of the name or the exact BvD ID; the page and the total in one statement. */
    async connected(tx: Tx, tenantId: string, appId: string, query: ConnectedQuery): Promise<{ rows: SupplierRow[]; total: number }> {
      const where = and(
        ofApp(tenantId, appId),
        isNotNull(suppliers.bvdId),
        query.bvdId ? eq(suppliers.bvdId, query.bvdId.toUpperCase()) : undefined,
        query.supplierName ? nameStartsWith(query.supplierName) : undefined,
      );
      const column = { supplierName: suppliers.searchName, bvdId: suppliers.bvdId, supplierId: suppliers.supplierId }[query.sort];
      const direction = query.order === 'desc' ? desc : asc;
      const { limit, offset } = limits(query);
      const rows = await tx
        .select({ row: suppliers, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(suppliers)
        .where(where)
        .orderBy(direction(column), direction(suppliers.supplierId))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
      // A page past the end: the total still tells the table how many there are.
      const [counted] = await tx.select({ total: count() }).from(suppliers).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** Suppliers a person must link: unmatched or failed, most recently processed first by default. */
    async missing(tx: Tx, tenantId: string, appId: string, query: MissingQuery): Promise<{ rows: SupplierRow[]; total: number }> {
      const where = and(ofApp(tenantId, appId), inArray(suppliers.state, ['unmatched', 'failed']));
      const column = { processingDate: suppliers.processingDate, supplierId: suppliers.supplierId, supplierName: suppliers.searchName }[query.sort];
      const direction = (query.order ?? (query.sort === 'processingDate' ? 'desc' : 'asc')) === 'desc' ? desc : asc;
      const { limit, offset } = limits(query);
      const rows = await tx
        .select({ row: suppliers, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(suppliers)
        .where(where)
        .orderBy(direction(column), asc(suppliers.supplierId))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
      const [counted] = await tx.select({ total: count() }).from(suppliers).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },
  };
}

export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
