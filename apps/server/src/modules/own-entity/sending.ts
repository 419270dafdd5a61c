import type { OrbisOwnEntityAnswer } from '@connector/contracts/providers/orbis';
import type { Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntime } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { supplierEntityId } from '../suppliers/index.ts';
import { enqueueCheck, secondsBefore, type OwnEntityJobs } from './jobs.ts';
import type { OwnEntityRepository, OwnEntityRow } from './repository.ts';

/**
 * How long a claim waits for the call that made it to send it to Orbis, past which the checking
 * job sends it instead (its caller died): longer than the Orbis adapter's attempts and pauses
 * together, so that a live call is not overtaken (docs/decisions/020-own-entity.md).
 */
export const SEND_LEASE_SECONDS = 5 * 60;

export interface OwnEntitySendingDeps {
  repository: OwnEntityRepository;
  audit: Pick<AuditLog, 'record'>;
  queue: JobQueue<OwnEntityJobs>;
}

/**
 * The way of a claimed request to Orbis, shared by the call that made it and by the job that
 * finishes what a dead call left: sent with the request's id as REFERENCE, so that sending it
 * again answers the Orbis request first made, then confirmed once with its audit entry.
 */
export function createOwnEntitySending({ repository, audit, queue }: OwnEntitySendingDeps) {
  return {
    send(app: AppRuntime, row: OwnEntityRow, signal?: AbortSignal): Promise<OrbisOwnEntityAnswer> {
      return app.orbis().requestOwnEntity({ KIND: row.kind, REFERENCE: row.requestId, ENTITY: row.entity }, signal);
    },

    /**
     * Writes Orbis's id on a claim, the request's audit entry and its check number `check`, in
     * `tx`. `locked` is the claim as read for update: still pending and not sent yet.
     */
    async confirm(tx: Tx, locked: OwnEntityRow, orbisRequestId: string, actor: Caller | null, check: number): Promise<OwnEntityRow> {
      const { tenantId, appId, requestId } = locked;
      const nextCheckAt = new Date(Date.now() + secondsBefore(check) * 1000);
      const sent = await repository.confirmSent(tx, tenantId, requestId, { orbisRequestId, checks: check, nextCheckAt });
      await audit.record(tx, {
        tenantId,
        actor,
        action: 'ownEntityRequest',
        entity: 'supplier',
        entityId: supplierEntityId(appId, locked.supplierId),
        after: { ownEntityRequestId: requestId, kind: sent.kind, companyName: sent.entity.NAME, country: sent.entity.COUNTRY_ISO_CODE },
      });
      await enqueueCheck(queue, { tenantId, appId, requestId, check }, nextCheckAt, tx);
      return sent;
    },
  };
}

export type OwnEntitySending = ReturnType<typeof createOwnEntitySending>;
