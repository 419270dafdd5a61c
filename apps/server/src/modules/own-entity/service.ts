import { randomUUID } from 'node:crypto';
import { HTTP_MESSAGES, OWN_ENTITY_LIST_MAX, OWN_ENTITY_MESSAGES, SUPPLIER_MESSAGES, type OwnEntityBody, type OwnEntityRequest } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { isProviderError } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { SupplierRow, SuppliersRepository } from '../suppliers/index.ts';
import type { OwnEntityRepository, OwnEntityRow } from './repository.ts';
import { SEND_LEASE_SECONDS, type OwnEntitySending } from './sending.ts';
import { toOrbisEntity, toOwnEntityRequest } from './to-orbis.ts';

export interface OwnEntityServiceDeps {
  db: Database;
  repository: OwnEntityRepository;
  suppliersRepository: SuppliersRepository;
  runtimes: AppRuntimes;
  sending: OwnEntitySending;
}

/** Where a request is made: the supplier of an application of a tenant. */
interface SupplierKey {
  tenantId: string;
  appId: string;
  supplierId: string;
}

/** Orbis could not take the request: the console's own words, whatever Orbis said (OWN-6). */
function refused(error: unknown): never {
  if (!isProviderError(error)) throw error;
  throw new AppError(error.kind === 'rejected' ? 400 : 503, OWN_ENTITY_MESSAGES.failed);
}

/** Sent or settled already: a retried call answers the request it made, and asks Orbis nothing. */
const alreadySent = (row: OwnEntityRow) => row.orbisRequestId !== null || row.state !== 'pending';

export function createOwnEntityService({ db, repository, suppliersRepository, runtimes, sending }: OwnEntityServiceDeps) {
  /** The application and the supplier, or 404 for either (another tenant's or application's alike). */
  async function supplierOf(tx: Tx, { tenantId, appId, supplierId }: SupplierKey): Promise<{ app: AppRuntime; supplier: SupplierRow }> {
    const app = await runtimes.load(tx, tenantId, appId);
    if (!app) throw notFound();
    const supplier = await suppliersRepository.find(tx, tenantId, appId, supplierId);
    if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
    return { app, supplier };
  }

  /**
   * The request of this call, claimed before Orbis is asked: the supplier's one pending request
   * (409 while another is), or the one an earlier try of the same call (its guid) made.
   */
  async function claim(tx: Tx, caller: Caller, key: SupplierKey, body: OwnEntityBody, guid: string | null) {
    const { app, supplier } = await supplierOf(tx, key);
    const earlier = guid === null ? undefined : await repository.findByGuid(tx, key.tenantId, guid);
    if (earlier && (earlier.appId !== key.appId || earlier.supplierId !== key.supplierId)) throw conflict(HTTP_MESSAGES.guidTaken);
    if (earlier) return { app, row: earlier };
    const row = await repository.insert(tx, {
      ...key,
      requestId: randomUUID(),
      guid,
      kind: body.ProductOption,
      entity: toOrbisEntity(body),
      orbisRequestId: null,
      // The request is made against the supplier's link as it is now.
      supplierBvdId: supplier.bvdId,
      // Should this call die before Orbis answers, the checking job sends the claim from then on.
      nextCheckAt: new Date(Date.now() + SEND_LEASE_SECONDS * 1000),
      requestedBy: caller.userId,
    });
    if (!row) throw conflict(OWN_ENTITY_MESSAGES.alreadyPending);
    return { app, row };
  }

  /** Orbis did not take the claim: it is released, so the supplier may be asked for again. */
  async function release(row: OwnEntityRow, error: unknown): Promise<never> {
    await db.forTenant(row.tenantId, (tx) => repository.release(tx, row.tenantId, row.requestId));
    return refused(error);
  }

  /** Writes Orbis's answer on the claim, unless the checking job or a retry did first. */
  async function confirm(tx: Tx, caller: Caller, row: OwnEntityRow, orbisRequestId: string): Promise<OwnEntityRow> {
    const locked = await repository.findForUpdate(tx, row.tenantId, row.requestId);
    // Released meanwhile by a try that failed, or gone with its supplier: the caller may ask again.
    if (!locked) throw new AppError(503, OWN_ENTITY_MESSAGES.failed);
    if (alreadySent(locked)) return locked;
    return sending.confirm(tx, locked, orbisRequestId, caller, locked.checks);
  }

  return {
    /**
     * Claims the request (one pending per supplier), sends it to Orbis with no transaction open,
     * then confirms it with its audit entry and first check. Orbis is sent the request's id as
     * REFERENCE, so sending a claim again (a retried call, the checking job) never asks twice.
     */
    async submit(caller: Caller, key: SupplierKey, body: OwnEntityBody, guid: string | null): Promise<OwnEntityRequest> {
      const { app, row } = await db.forTenant(key.tenantId, (tx) => claim(tx, caller, key, body, guid));
      if (alreadySent(row)) return toOwnEntityRequest(row);
      const sent = await sending.send(app, row).catch((error: unknown) => release(row, error));
      return toOwnEntityRequest(await db.forTenant(key.tenantId, (tx) => confirm(tx, caller, row, sent.RequestId)));
    },

    list(tenantId: string, appId: string, supplierId: string): Promise<OwnEntityRequest[]> {
      return db.forTenant(tenantId, async (tx) => {
        await supplierOf(tx, { tenantId, appId, supplierId });
        const rows = await repository.listOf(tx, tenantId, appId, supplierId, OWN_ENTITY_LIST_MAX);
        return rows.map(toOwnEntityRequest);
      });
    },
  };
}

export type OwnEntityService = ReturnType<typeof createOwnEntityService>;
