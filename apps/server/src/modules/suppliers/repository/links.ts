import type { CompanyRisk } from '@connector/contracts';
import { and, asc, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rowsFrom } from '../../../db/columns.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { anyOf, ofApp, one, type LinkFields, type LinkState, type SupplierPatch, type SupplierRow } from './rows.ts';

/** The advisory lock of one BvD ID in one application. */
const lockKey = (appId: string, bvdId: string) => `bvd:${appId}:${bvdId}`;

/**
 * The suppliers of an application that hold a BvD ID, as a relation `(tenant_id, supplier_id,
 * bvd_id)` another module's query may join (the import's check of rows that depend on rows).
 * Read-only, and the only way another module's SQL reaches this module's table.
 */
export const bvdHolders = (appId: string): SQL =>
  sql`(select ${suppliers.tenantId} as tenant_id, ${suppliers.supplierId} as supplier_id, ${suppliers.bvdId} as bvd_id
       from ${suppliers} where ${suppliers.appId} = ${appId} and ${suppliers.bvdId} is not null)`;

const linkStateColumns = {
  supplierId: suppliers.supplierId,
  bvdId: suppliers.bvdId,
  state: suppliers.state,
  linkSource: suppliers.linkSource,
  linkScore: suppliers.linkScore,
};

/**
 * What links and unlinks read and write of the suppliers, one at a time or as many as a batch
 * import's lists. Part of the suppliers' repository.
 */
export const linkQueries = {
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

  /** Until the transaction ends, no one else decides who in the application holds this BvD ID. */
  async lockBvdId(tx: Tx, appId: string, bvdId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(appId, bvdId)}))`);
  },

  /** `lockBvdId` for several, taken in one order so two transactions cannot wait on each other. */
  async lockBvdIds(tx: Tx, appId: string, bvdIds: readonly string[]): Promise<void> {
    if (bvdIds.length === 0) return;
    const keys = [...new Set(bvdIds)].sort().map((bvdId) => lockKey(appId, bvdId));
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(k.key)) from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) with ordinality as k(key, n) order by k.n`,
    );
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

  /** The score labels stored for these BvD IDs by the application's suppliers linked to them (one per BvD ID; a company's are the same). */
  async labelsOf(tx: Tx, tenantId: string, appId: string, bvdIds: readonly string[]): Promise<Map<string, CompanyRisk>> {
    if (bvdIds.length === 0) return new Map();
    const rows = await tx
      .select({ bvdId: suppliers.bvdId, scoreLabel: max(suppliers.catalystScoreLabel), scoreLabelSCC: max(suppliers.supplyChainScoreLabel) })
      .from(suppliers)
      .where(and(ofApp(tenantId, appId), anyOf(suppliers.bvdId, [...new Set(bvdIds)])))
      .groupBy(suppliers.bvdId);
    return new Map(rows.flatMap((row) => (row.bvdId ? [[row.bvdId, { scoreLabel: row.scoreLabel, scoreLabelSCC: row.scoreLabelSCC }] as const] : [])));
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
