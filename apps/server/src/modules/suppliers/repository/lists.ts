import type { ConnectedQuery, MissingQuery, ScoreLabel } from '@connector/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import { reusableSelects } from '../../../db/reusable.ts';
import { supplierLinkCounts, suppliers } from '../../../db/schema/index.ts';
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

/** The link counts' column of each score label the connected list filters by. */
const LABEL_COUNTS = { Low: supplierLinkCounts.low, Medium: supplierLinkCounts.medium, High: supplierLinkCounts.high } as const satisfies Record<ScoreLabel, unknown>;

/** "All" rows of a list are capped: a page is never the whole store. */
export const LIST_CAP = 1000;

/** The end of every prefix range: above any character a name can hold. */
const PREFIX_END = '\u{10FFFF}';

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

const linkedCounts = reusableSelects<{ total: number }>();

/** How many of the application's suppliers are linked, in all or with this compliance score label: the sum of its link counts. */
async function linkedCount(tx: Tx, tenantId: string, appId: string, scoreLabel?: ScoreLabel): Promise<number> {
  const column = scoreLabel ? LABEL_COUNTS[scoreLabel] : supplierLinkCounts.linked;
  const [counted] = await linkedCounts(
    tx,
    scoreLabel ?? 'linked',
    (tx) =>
      tx
        .select({ total: sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number) })
        .from(supplierLinkCounts)
        .where(and(eq(supplierLinkCounts.tenantId, sql.placeholder('tenantId')), eq(supplierLinkCounts.appId, sql.placeholder('appId')))),
    { tenantId, appId },
  );
  return counted?.total ?? 0;
}

/** Which filters a connected page has: each its own statement shape, with placeholders for the values. */
interface ConnectedFilter {
  bvdId: boolean;
  name: boolean;
  label: boolean;
}

const connectedPages = reusableSelects<ConnectedRow & { total: number | null }>();
const connectedCounts = reusableSelects<{ total: number }>();

/**
 * The connected list's condition: `tenantId`, `appId`, and `bvdId`, `from`/`to` or `label` as the
 * filter has them. A name starts with the prefix as the leakproof range of decision 008: under
 * row-level security a LIKE or `lower()` condition would never reach the index.
 */
const connectedWhere = (filter: ConnectedFilter): SQL | undefined =>
  and(
    eq(suppliers.tenantId, sql.placeholder('tenantId')),
    eq(suppliers.appId, sql.placeholder('appId')),
    isNotNull(suppliers.bvdId),
    filter.bvdId ? eq(suppliers.bvdId, sql.placeholder('bvdId')) : undefined,
    filter.name ? sql`(${suppliers.searchName} ~>=~ ${sql.placeholder('from')} and ${suppliers.searchName} ~<~ ${sql.placeholder('to')})` : undefined,
    filter.label ? eq(suppliers.catalystScoreLabel, sql.placeholder('label')) : undefined,
  );

/** The sum of the application's link counts in `column`, as a subquery of a page (run once, not per row). */
const linkedTotal = (column: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${supplierLinkCounts}
    where ${supplierLinkCounts.tenantId} = ${sql.placeholder('tenantId')} and ${supplierLinkCounts.appId} = ${sql.placeholder('appId')})`.mapWith(Number);

/**
 * A page of the connected list, in the order asked, then the supplier id. Of the whole list or of
 * a label (`counted`), each row carries the total from the link counts too: one round trip less
 * than asking it after.
 */
function connectedPage(tx: Tx, filter: ConnectedFilter, sort: ConnectedQuery['sort'], descending: boolean, counted: ScoreLabel | 'linked' | null) {
  const direction = descending ? desc : asc;
  const first =
    sort === 'supplierName' ? byName(descending) : sort === 'counter' ? byAlerts(descending) : direction({ bvdId: suppliers.bvdId, supplierId: suppliers.supplierId }[sort]);
  const total = counted ? linkedTotal(counted === 'linked' ? supplierLinkCounts.linked : LABEL_COUNTS[counted]) : sql<null>`null`;
  return tx
    .select({ ...connectedColumns, total })
    .from(suppliers)
    .where(connectedWhere(filter))
    .orderBy(first, direction(suppliers.supplierId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The pages of the connected and the missing lists. Part of the suppliers' repository. */
export const listQueries = {
  /**
   * Linked suppliers, filtered by the start of the name, the exact BvD ID or the compliance score
   * label, with their total. Ordered by name (`byName`), a page reads its own rows from the name
   * index and stops. The total comes from the page when the page can tell it (one that is not
   * full), from the link counts for the whole list or a label, else a count. Each statement's SQL
   * is built once per shape (db/reusable.ts): on a page of five rows drizzle's building cost a
   * fifth of the server's time.
   */
  async connected(tx: Tx, tenantId: string, appId: string, query: ConnectedQuery): Promise<{ rows: ConnectedRow[]; total: number }> {
    const filter: ConnectedFilter = { bvdId: Boolean(query.bvdId), name: Boolean(query.supplierName), label: Boolean(query.scoreLabel) };
    const { limit, offset } = limits(query);
    const prefix = (query.supplierName ?? '').toLowerCase();
    const values = { tenantId, appId, bvdId: query.bvdId?.toUpperCase(), from: prefix, to: prefix + PREFIX_END, label: query.scoreLabel, limit, offset };
    const descending = query.order === 'desc';
    // The linked suppliers, in all or of a label, are kept counted; a name or a BvD ID is counted here.
    const counted = filter.bvdId || filter.name ? null : (query.scoreLabel ?? 'linked');
    const shape = JSON.stringify([filter, query.sort, descending, counted]);
    const found = await connectedPages(tx, shape, (tx) => connectedPage(tx, filter, query.sort, descending, counted), values);
    const rows = found.map(({ total: _, ...row }) => row);
    // A page that is not full ends the list, unless it is empty past the end.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
    if (counted) return { rows, total: found[0]?.total ?? (await linkedCount(tx, tenantId, appId, query.scoreLabel)) };
    const [total] = await connectedCounts(tx, JSON.stringify(filter), (tx) => tx.select({ total: count() }).from(suppliers).where(connectedWhere(filter)), values);
    return { rows, total: total?.total ?? 0 };
  },

  linkedCount,

  /**
   * Folds every application's link counts into one row each (the triggers of migration 0033
   * append one per statement that changes links or labels); answers how many rows were folded.
   * Rows appended while it runs are not seen by it and stay, so nothing is counted twice or lost.
   */
  async foldLinkCounts(tx: Tx): Promise<number> {
    const { rows } = await tx.execute<{ folded: number }>(sql`
      with folded as (
        delete from ${supplierLinkCounts} c
         using (select tenant_id, app_id from ${supplierLinkCounts} group by tenant_id, app_id having count(*) > 1) many
         where c.tenant_id = many.tenant_id and c.app_id = many.app_id
        returning c.*),
      kept as (
        insert into ${supplierLinkCounts} (tenant_id, app_id, linked, low, medium, high)
        select tenant_id, app_id, sum(linked), sum(low), sum(medium), sum(high) from folded
         group by tenant_id, app_id
        having sum(linked) <> 0 or sum(low) <> 0 or sum(medium) <> 0 or sum(high) <> 0)
      select count(*)::int as folded from folded`);
    return Number(rows[0]?.folded ?? 0);
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
