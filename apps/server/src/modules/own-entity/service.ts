import { randomUUID } from 'node:crypto';
import { OWN_ENTITY_LIST_MAX, OWN_ENTITY_MESSAGES, SUPPLIER_MESSAGES, type OwnEntityBody, type OwnEntityRequest } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { isProviderError } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { supplierEntityId, type SupplierRow, type SuppliersRepository } from '../suppliers/index.ts';
import { enqueueCheck, secondsBefore, type OwnEntityJobs } from './jobs.ts';
import type { OwnEntityRepository } from './repository.ts';
import { toOrbisEntity, toOwnEntityRequest } from './to-orbis.ts';

export interface OwnEntityServiceDeps {
  db: Database;
  repository: OwnEntityRepository;
  suppliersRepository: SuppliersRepository;
  runtimes: AppRuntimes;
  audit: AuditLog;
  queue: JobQueue<OwnEntityJobs>;
}

/** Orbis could not take the request: the console's own words, whatever Orbis said (OWN-6). */
function refused(error: unknown): never {
  if (!isProviderError(error)) throw error;
  throw new AppError(error.kind === 'rejected' ? 400 : 503, OWN_ENTITY_MESSAGES.failed);
}

export function createOwnEntityService({ db, repository, suppliersRepository, runtimes, audit, queue }: OwnEntityServiceDeps) {
  /** The application and the supplier, or 404 for either (another tenant's or application's alike). */
  async function supplierOf(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<{ app: AppRuntime; supplier: SupplierRow }> {
    const app = await runtimes.load(tx, tenantId, appId);
    if (!app) throw notFound();
    const supplier = await suppliersRepository.find(tx, tenantId, appId, supplierId);
    if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
    return { app, supplier };
  }

  return {
    /**
     * Sends the request to Orbis, then keeps it with the supplier's current link, its audit entry
     * and its first check in one transaction. Orbis is sent the request's id as REFERENCE, so a
     * repeated call never asks twice; no transaction is held while Orbis answers.
     */
    async submit(caller: Caller, tenantId: string, appId: string, supplierId: string, body: OwnEntityBody): Promise<OwnEntityRequest> {
      const { app } = await db.forTenant(tenantId, async (tx) => {
        const found = await supplierOf(tx, tenantId, appId, supplierId);
        if (await repository.pendingOf(tx, tenantId, appId, supplierId)) throw conflict(OWN_ENTITY_MESSAGES.alreadyPending);
        return found;
      });
      const requestId = randomUUID();
      const entity = toOrbisEntity(body);
      const sent = await app.orbis().requestOwnEntity({ KIND: body.ProductOption, REFERENCE: requestId, ENTITY: entity }).catch(refused);

      return db.forTenant(tenantId, async (tx) => {
        // Read again: the link the request must not overrule is the one it was made against.
        const { supplier } = await supplierOf(tx, tenantId, appId, supplierId);
        const firstCheck = new Date(Date.now() + secondsBefore(0) * 1000);
        const row = await repository.insert(tx, {
          requestId,
          tenantId,
          appId,
          supplierId,
          kind: body.ProductOption,
          entity,
          orbisRequestId: sent.RequestId,
          supplierBvdId: supplier.bvdId,
          nextCheckAt: firstCheck,
          requestedBy: caller.userId,
        });
        if (!row) throw conflict(OWN_ENTITY_MESSAGES.alreadyPending);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'ownEntityRequest',
          entity: 'supplier',
          entityId: supplierEntityId(appId, supplierId),
          after: { ownEntityRequestId: requestId, kind: row.kind, companyName: entity.NAME, country: entity.COUNTRY_ISO_CODE },
        });
        await enqueueCheck(queue, { tenantId, appId, requestId, check: 0 }, firstCheck, tx);
        return toOwnEntityRequest(row);
      });
    },

    list(tenantId: string, appId: string, supplierId: string): Promise<OwnEntityRequest[]> {
      return db.forTenant(tenantId, async (tx) => {
        await supplierOf(tx, tenantId, appId, supplierId);
        const rows = await repository.listOf(tx, tenantId, appId, supplierId, OWN_ENTITY_LIST_MAX);
        return rows.map(toOwnEntityRequest);
      });
    },
  };
}

export type OwnEntityService = ReturnType<typeof createOwnEntityService>;
