/** Links and unlinks: each writes the supplier's row, its audit entry and its event in one transaction. */
import { SUPPLIER_MESSAGES, type DomainEvent, type LinkBody, type LinkSource, type Supplier, type UnlinkBody } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors/index.ts';
import type { EventPublisher } from '../../events/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditEntry, AuditLog } from '../audit/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import { appOf } from './app-of.ts';
import { toSupplier } from './lists.ts';
import type { LinkFields, LinkState, SupplierPatch, SupplierRow, SuppliersRepository } from './repository/index.ts';

/** What the audit trail keeps of a supplier's link: before and after of every link and unlink. */
const linkSnapshot = (row: Omit<LinkState, 'supplierId'>) => ({
  bvdId: row.bvdId,
  state: row.state,
  linkSource: row.linkSource,
  linkScore: row.linkScore,
});

/** The audit trail names a supplier by application and supplier id: ids are unique per application only. */
export const supplierEntityId = (appId: string, supplierId: string) => `${appId}:${supplierId}`;

export interface LinkRequest {
  source: LinkSource;
  bvdId: string;
  score?: number | null;
  /** More of the supplier to write with the link (the engine's kept candidates). */
  extra?: Pick<SupplierPatch, 'candidates' | 'matchAttempts'>;
}

/** What every link by `actor` from `source` at `now` writes besides the BvD ID. */
function linkFields(actor: Caller | null, app: AppRuntime, source: LinkSource, score: number | null, now: Date): LinkFields {
  return { state: 'linked', linkSource: source, linkScore: score, linkedBy: actor?.userId ?? null, at: now, approvalState: app.approval.auto ? 'pending' : 'none' };
}

/** The link's fields as a patch of the supplier's row. */
function linkPatch(bvdId: string, { at, ...fields }: LinkFields): SupplierPatch {
  return { bvdId, ...fields, linkedAt: at, processingDate: at, lastError: null };
}

/** The audit entry of linking a supplier whose link was `before` to `bvdId` with `fields`. */
function linkEntry(actor: Caller | null, app: AppRuntime, before: LinkState, bvdId: string, fields: LinkFields): AuditEntry {
  return {
    tenantId: app.tenantId,
    actor,
    action: before.bvdId ? 'relink' : 'link',
    entity: 'supplier',
    entityId: supplierEntityId(app.appId, before.supplierId),
    before: linkSnapshot(before),
    after: linkSnapshot({ bvdId, state: fields.state, linkSource: fields.linkSource, linkScore: fields.linkScore }),
  };
}

/** Who an event says made it happen. */
const eventActor = (actor: Caller | null) => (actor ? { userId: actor.userId, email: actor.email || null } : null);

/** The event of linking a supplier whose link was `before` to `bvdId`. */
function linkedEvent(actor: Caller | null, app: AppRuntime, before: LinkState, bvdId: string, source: LinkSource): DomainEvent<'supplier.linked'> {
  return { tenantId: app.tenantId, appId: app.appId, supplierId: before.supplierId, actor: eventActor(actor), bvdId, previousBvdId: before.bvdId, source };
}

/** What a link announces and records besides the row: its audit entry and its event. */
export interface LinkNews {
  audit: AuditEntry;
  event: DomainEvent<'supplier.linked'>;
}

/** What linking a supplier writes: the fields of the link, its audit entry and its event. */
export function linkChange(actor: Caller | null, app: AppRuntime, row: SupplierRow, request: LinkRequest, now: Date): LinkNews & { patch: SupplierPatch } {
  const fields = linkFields(actor, app, request.source, request.score ?? null, now);
  return {
    patch: { ...linkPatch(request.bvdId, fields), ...request.extra },
    audit: linkEntry(actor, app, row, request.bvdId, fields),
    event: linkedEvent(actor, app, row, request.bvdId, request.source),
  };
}

/** What an unlink of `bvdId` records and announces: the row was `before`, and is `after`. */
function unlinkNews(actor: Caller, app: AppRuntime, bvdId: string, before: SupplierRow, after: SupplierRow): { audit: AuditEntry; event: DomainEvent<'supplier.unlinked'> } {
  return {
    audit: {
      tenantId: app.tenantId,
      actor,
      action: 'unlink',
      entity: 'supplier',
      entityId: supplierEntityId(app.appId, before.supplierId),
      before: linkSnapshot(before),
      after: linkSnapshot(after),
    },
    event: { tenantId: app.tenantId, appId: app.appId, supplierId: before.supplierId, actor: eventActor(actor), bvdId },
  };
}

/** What an unlink writes of the supplier: it waits for a person again, with no link and no approval to do. */
const UNLINKED = {
  bvdId: null,
  state: 'unmatched',
  linkSource: null,
  linkScore: null,
  linkedBy: null,
  linkedAt: null,
  approvalState: 'none',
} as const satisfies SupplierPatch;

export interface LinksServiceDeps {
  db: Database;
  repository: SuppliersRepository;
  runtimes: AppRuntimes;
  audit: AuditLog;
  /** Where links and unlinks are announced, in the transaction that makes them. */
  events: EventPublisher;
}

export function createLinksService({ db, repository, runtimes, audit, events }: LinksServiceDeps) {
  /** Records and announces links written in `tx`. */
  async function tell(tx: Tx, news: readonly LinkNews[]): Promise<void> {
    await audit.recordMany(tx, news.map((n) => n.audit));
    await events.publish(tx, 'supplier.linked', news.map((n) => n.event));
  }

  /**
   * Links a supplier in the caller's transaction: the link, the approval to do, the audit entry
   * and the `supplier.linked` event are written together. Linking it again to the BvD ID it holds changes nothing.
   */
  async function link(tx: Tx, actor: Caller | null, app: AppRuntime, row: SupplierRow, request: LinkRequest): Promise<SupplierRow> {
    if (row.bvdId === request.bvdId) return row;
    const change = linkChange(actor, app, row, request, new Date());
    const after = await repository.update(tx, app.tenantId, app.appId, row.supplierId, change.patch);
    if (!after) throw notFound(SUPPLIER_MESSAGES.notFound);
    await tell(tx, [change]);
    return after;
  }

  return {
    link,

    /**
     * Links many suppliers of one application by one actor from one source, in the caller's
     * transaction, as `link` links one: each `supplier` (as `lockLinks` read it) to its `bvdId`,
     * with the audit entries and the events.
     */
    async linkMany(tx: Tx, app: AppRuntime, actor: Caller | null, source: LinkSource, links: readonly { supplier: LinkState; bvdId: string }[], now: Date): Promise<void> {
      if (links.length === 0) return;
      const fields = linkFields(actor, app, source, null, now);
      await repository.writeLinks(tx, app.tenantId, app.appId, links.map((l) => ({ supplierId: l.supplier.supplierId, bvdId: l.bvdId })), fields);
      await tell(
        tx,
        links.map((l) => ({ audit: linkEntry(actor, app, l.supplier, l.bvdId, fields), event: linkedEvent(actor, app, l.supplier, l.bvdId, source) })),
      );
    },

    /**
     * Writes decisions about many suppliers of one application: every row as it now stands, and
     * the audit entries and events of the links among them.
     */
    async writeDecisions(tx: Tx, app: AppRuntime, rows: readonly SupplierRow[], links: readonly LinkNews[]): Promise<void> {
      await repository.writeDecisions(tx, app.tenantId, app.appId, rows);
      await tell(tx, links);
    },

    async linkByPerson(caller: Caller, tenantId: string, appId: string, supplierId: string, body: LinkBody): Promise<Supplier> {
      if (body.supplierId !== supplierId) {
        throw badRequest(SUPPLIER_MESSAGES.supplierIdMismatch, [{ field: 'body.supplierId', message: SUPPLIER_MESSAGES.supplierIdMismatch }]);
      }
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(runtimes, tx, tenantId, appId);
        const row = await repository.findForUpdate(tx, tenantId, appId, supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        return toSupplier(await link(tx, caller, app, row, { source: 'manual', bvdId: body.bvdId, score: body.score ?? null }));
      });
    },

    async unlink(caller: Caller, tenantId: string, appId: string, body: UnlinkBody): Promise<Supplier> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(runtimes, tx, tenantId, appId);
        const row = await repository.findForUpdate(tx, tenantId, appId, body.supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        if (row.bvdId !== body.bvdId) {
          throw conflict(SUPPLIER_MESSAGES.notLinked, [{ field: 'body.bvdId', message: SUPPLIER_MESSAGES.notLinked }]);
        }
        const after = await repository.update(tx, tenantId, appId, row.supplierId, { ...UNLINKED, processingDate: new Date() });
        if (!after) throw notFound(SUPPLIER_MESSAGES.notFound);
        const news = unlinkNews(caller, app, body.bvdId, row, after);
        await audit.record(tx, news.audit);
        await events.publish(tx, 'supplier.unlinked', [news.event]);
        return toSupplier(after);
      });
    },
  };
}
