import type { ConnectedQuery, MissingQuery } from '@connector/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { ofApp, type SupplierRow } from './rows.ts';

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
  catalystAlerts: suppliers.catalystAlerts,
  catalystScoreLabel: suppliers.catalystScoreLabel,
  supplyChainAlerts: suppliers.supplyChainAlerts,
  supplyChainScoreLabel: suppliers.supplyChainScoreLabel,
};
export type ConnectedRow = Pick<SupplierRow, keyof typeof connectedColumns>;

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

/** By compliance alerts; suppliers not assessed yet come last either way, as the alerts index keeps them. */
const byAlerts = (descending: boolean): SQL => sql`${suppliers.catalystAlerts} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`;

/** The pages of the connected and the missing lists. Part of the suppliers' repository. */
export const listQueries = {
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
      query.scoreLabel ? eq(suppliers.catalystScoreLabel, query.scoreLabel) : undefined,
    );
    const descending = query.order === 'desc';
    const direction = descending ? desc : asc;
    const first =
      query.sort === 'supplierName'
        ? byName(descending)
        : query.sort === 'counter'
          ? byAlerts(descending)
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
