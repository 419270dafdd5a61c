import {
  SUPPLIER_MESSAGES,
  type ConnectedPage,
  type ConnectedQuery,
  type KeptCandidate,
  type LinkBody,
  type LinkSource,
  type MissingPage,
  type MissingQuery,
  type SearchCriteria,
  type SearchResults,
  type Supplier,
  type SupplierDetail,
  type UnlinkBody,
  type DomainEvent,
} from '@connector/contracts';
import type { OrbisMatchHit } from '@connector/contracts/providers/orbis';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors/index.ts';
import type { EventPublisher } from '../../events/index.ts';
import type { Caller } from '../../http/caller.ts';
import { isoOrNull } from '../../dates.ts';
import type { AuditEntry, AuditLog } from '../audit/index.ts';
import { unavailable, type AppRuntime, type AppRuntimes } from '../applications/index.ts';
import type { LinkFields, LinkState } from './batch-repository.ts';
import type { SupplierPatch, SupplierRow, SuppliersRepository } from './repository.ts';
import { explainMatch, type Searched } from './why.ts';


export function toSupplier(row: SupplierRow): Supplier {
  return {
    supplierId: row.supplierId,
    supplierName: row.name,
    supplierPostalCode: row.postalCode,
    supplierCityName: row.city,
    supplierCountryName: row.country,
    supplierNationalId: row.nationalId,
    bvdId: row.bvdId,
    orbisQuestionnaireId: row.orbisQuestionnaireId,
    catalystQuestionnaireId: row.catalystQuestionnaireId,
    supplyChainQuestionnaireId: row.supplyChainQuestionnaireId,
    state: row.state,
    processingDate: isoOrNull(row.processingDate),
    link:
      row.bvdId && row.linkSource && row.linkedAt
        ? { source: row.linkSource, score: row.linkScore, by: row.linkedBy, at: row.linkedAt.toISOString() }
        : null,
    candidates: row.candidates,
    orbisEnhancement: row.bvdId && row.enhancedBvdId === row.bvdId ? row.enhancement : [],
  };
}

/** What the audit trail keeps of a supplier's link: before and after of every link and unlink. */
const linkSnapshot = (row: Omit<LinkState, 'supplierId'>) => ({
  bvdId: row.bvdId,
  state: row.state,
  linkSource: row.linkSource,
  linkScore: row.linkScore,
});

/** The audit trail names a supplier by application and supplier id: ids are unique per application only. */
export const supplierEntityId = (appId: string, supplierId: string) => `${appId}:${supplierId}`;

/** A candidate as the missing list and the detail keep it. */
export function keptCandidate(hit: OrbisMatchHit, searched: Searched): KeptCandidate {
  return {
    bvdId: hit.BvDId,
    name: hit.Name,
    city: hit.City,
    country: hit.Country,
    score: Math.round(hit.Score * 100),
    why: explainMatch(searched, { name: hit.Name, city: hit.City, postCode: hit.PostCode, nationalId: hit.National_Id }),
  };
}

/** Where the application's suppliers live in Ariba, as the lists and the detail answer it. */
const placeOf = (app: AppRuntime) => ({ realm: app.realm, region: app.region, siteUrl: app.siteUrl });

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

export interface SuppliersServiceDeps {
  db: Database;
  repository: SuppliersRepository;
  runtimes: AppRuntimes;
  audit: AuditLog;
  /** Where links and unlinks are announced, in the transaction that makes them. */
  events: EventPublisher;
}

export function createSuppliersService({ db, repository, runtimes, audit, events }: SuppliersServiceDeps) {
  /** Records and announces links written in `tx`. */
  async function tell(tx: Tx, news: readonly LinkNews[]): Promise<void> {
    await audit.recordMany(tx, news.map((n) => n.audit));
    await events.publish(tx, 'supplier.linked', news.map((n) => n.event));
  }

  async function appOf(tx: Tx, tenantId: string, appId: string): Promise<AppRuntime> {
    const app = await runtimes.load(tx, tenantId, appId);
    if (!app) throw notFound();
    return app;
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

    async search(tenantId: string, appId: string, criteria: SearchCriteria): Promise<SearchResults> {
      const app = await db.forTenant(tenantId, (tx) => appOf(tx, tenantId, appId));
      // No transaction is held while Orbis answers.
      const hits = await app
        .orbis()
        .match(
          {
            Name: criteria.CompanyName,
            Country: criteria.Country,
            ...(criteria.City ? { City: criteria.City } : {}),
            ...(criteria.PostCode ? { PostCode: criteria.PostCode } : {}),
            ...(criteria.NationalId ? { NationalId: criteria.NationalId } : {}),
          },
          { ScoreLimit: criteria.MatchPercent / 100, ExclusionFlags: criteria.Exclusions },
        )
        .catch(unavailable);
      const holders = await db.forTenant(tenantId, (tx) => repository.holdersOf(tx, tenantId, appId, hits.map((hit) => hit.BvDId)));
      const searched: Searched = { name: criteria.CompanyName, city: criteria.City, postCode: criteria.PostCode, nationalId: criteria.NationalId };
      const rows = hits
        .map((hit) => {
          const holder = holders.get(hit.BvDId);
          return {
            BvDId: hit.BvDId,
            Score: Math.round(hit.Score * 100),
            Status: hit.Status,
            Name: hit.Name,
            Address_Type: hit.Address_Type,
            Address: hit.Address,
            City: hit.City,
            Country: hit.Country,
            NationalIdLabel: hit.NationalIdLabel,
            National_Id: hit.National_Id,
            ...(holder ? { SupplierId: holder } : {}),
            Selected: hit.Hint === 'Selected',
            why: explainMatch(searched, { name: hit.Name, city: hit.City, postCode: hit.PostCode, nationalId: hit.National_Id }),
          };
        })
        .sort((a, b) => b.Score - a.Score);
      return { data: rows, ...placeOf(app) };
    },

    connected(tenantId: string, appId: string, query: ConnectedQuery): Promise<ConnectedPage> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(tx, tenantId, appId);
        const { rows, total } = await repository.connected(tx, tenantId, appId, query);
        return {
          data: rows.map((row) => ({
            bvdId: row.bvdId ?? '',
            supplierName: row.name,
            supplierId: row.supplierId,
            orbisQuestionnaireId: row.orbisQuestionnaireId,
            catalystQuestionnaireId: row.catalystQuestionnaireId,
            supplyChainQuestionnaireId: row.supplyChainQuestionnaireId,
            linkSource: row.linkSource ?? 'manual',
            linkedAt: (row.linkedAt ?? row.updatedAt).toISOString(),
          })),
          total,
          ...placeOf(app),
        };
      });
    },

    missing(tenantId: string, appId: string, query: MissingQuery): Promise<MissingPage> {
      return db.forTenant(tenantId, async (tx) => {
        await appOf(tx, tenantId, appId);
        const { rows, total } = await repository.missing(tx, tenantId, appId, query);
        return {
          rows: rows.map((row) => ({
            supplierId: row.supplierId,
            supplierName: row.name,
            processingDate: isoOrNull(row.processingDate),
            state: row.state,
            candidate: row.candidates[0] ?? null,
          })),
          total,
        };
      });
    },

    get(tenantId: string, appId: string, supplierId: string): Promise<SupplierDetail> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(tx, tenantId, appId);
        const row = await repository.find(tx, tenantId, appId, supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        return { data: toSupplier(row), ...placeOf(app) };
      });
    },

    async linkByPerson(caller: Caller, tenantId: string, appId: string, supplierId: string, body: LinkBody): Promise<Supplier> {
      if (body.supplierId !== supplierId) {
        throw badRequest(SUPPLIER_MESSAGES.supplierIdMismatch, [{ field: 'body.supplierId', message: SUPPLIER_MESSAGES.supplierIdMismatch }]);
      }
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(tx, tenantId, appId);
        const row = await repository.findForUpdate(tx, tenantId, appId, supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        return toSupplier(await link(tx, caller, app, row, { source: 'manual', bvdId: body.bvdId, score: body.score ?? null }));
      });
    },

    async unlink(caller: Caller, tenantId: string, appId: string, body: UnlinkBody): Promise<Supplier> {
      return db.forTenant(tenantId, async (tx) => {
        await appOf(tx, tenantId, appId);
        const row = await repository.findForUpdate(tx, tenantId, appId, body.supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        if (row.bvdId !== body.bvdId) {
          throw conflict(SUPPLIER_MESSAGES.notLinked, [{ field: 'body.bvdId', message: SUPPLIER_MESSAGES.notLinked }]);
        }
        const after = await repository.update(tx, tenantId, appId, row.supplierId, {
          bvdId: null,
          state: 'unmatched',
          linkSource: null,
          linkScore: null,
          linkedBy: null,
          linkedAt: null,
          processingDate: new Date(),
          approvalState: 'none',
        });
        if (!after) throw notFound(SUPPLIER_MESSAGES.notFound);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'unlink',
          entity: 'supplier',
          entityId: supplierEntityId(appId, row.supplierId),
          before: linkSnapshot(row),
          after: linkSnapshot(after),
        });
        await events.publish(tx, 'supplier.unlinked', [{ tenantId, appId, supplierId: row.supplierId, actor: eventActor(caller), bvdId: body.bvdId }]);
        return toSupplier(after);
      });
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
