import type { OwnEntityNote, OwnEntityState } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { isProviderError } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { SuppliersRepository, SuppliersService } from '../suppliers/index.ts';
import { CHECK_TIMING, enqueueCheck, secondsBefore, type CheckKey, type OwnEntityJobs } from './jobs.ts';
import type { OwnEntityPatch, OwnEntityRepository, OwnEntityRow } from './repository.ts';
import type { OwnEntitySending } from './sending.ts';

/** What one question to Orbis learnt; `sent` and `refused` answer the sending of a claim its call left. */
type Answer =
  | { kind: 'created'; bvdId: string }
  | { kind: 'pending'; error?: string }
  | { kind: 'unknown' }
  | { kind: 'sent'; orbisRequestId: string }
  | { kind: 'refused' };

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OwnEntityCheckerDeps {
  db: Database;
  repository: OwnEntityRepository;
  runtimes: AppRuntimes;
  suppliersRepository: SuppliersRepository;
  suppliers: Pick<SuppliersService, 'link'>;
  sending: OwnEntitySending;
  queue: JobQueue<OwnEntityJobs>;
}

/**
 * One check of an own-entity request: Orbis is asked outside any transaction; what it said is
 * written, with the link when the company exists, only if no other check got there first. A
 * claim whose call died before Orbis took it is sent by the check instead (SEND_LEASE_SECONDS).
 */
export function createOwnEntityChecker({ db, repository, runtimes, suppliersRepository, suppliers, sending, queue }: OwnEntityCheckerDeps) {
  const current = (row: OwnEntityRow | undefined, check: number): row is OwnEntityRow =>
    row !== undefined && row.state === 'pending' && row.checks === check;

  async function ask(app: AppRuntime, orbisRequestId: string, signal: AbortSignal): Promise<Answer> {
    // A disabled application asks its providers nothing; its requests wait.
    if (!app.enabled) return { kind: 'pending' };
    try {
      const answer = await app.orbis().ownEntityStatus(orbisRequestId, signal);
      return answer.Status === 'Created' && answer.BvDId ? { kind: 'created', bvdId: answer.BvDId } : { kind: 'pending' };
    } catch (error) {
      signal.throwIfAborted();
      if (!isProviderError(error)) throw error;
      return error.kind === 'not-found' ? { kind: 'unknown' } : { kind: 'pending', error: error.message };
    }
  }

  /** Sends a claim its call left; Orbis answers its REFERENCE with the request first made, if any. */
  async function send(app: AppRuntime, row: OwnEntityRow, signal: AbortSignal): Promise<Answer> {
    if (!app.enabled) return { kind: 'pending' };
    try {
      return { kind: 'sent', orbisRequestId: (await sending.send(app, row, signal)).RequestId };
    } catch (error) {
      signal.throwIfAborted();
      if (!isProviderError(error)) throw error;
      return error.kind === 'rejected' ? { kind: 'refused' } : { kind: 'pending', error: error.message };
    }
  }

  /**
   * Links the supplier to the new company unless a decision was taken since the request: the
   * supplier's link changed, or another supplier of the application holds the new BvD ID.
   */
  async function link(tx: Tx, app: AppRuntime, row: OwnEntityRow, bvdId: string): Promise<{ state: OwnEntityState; note: OwnEntityNote | null }> {
    const supplier = await suppliersRepository.findForUpdate(tx, row.tenantId, row.appId, row.supplierId);
    // The request goes with its supplier (foreign key), so it is there while the request is.
    if (!supplier) throw new Error(`supplier ${row.supplierId} of own entity request ${row.requestId} is missing`);
    if (supplier.bvdId === bvdId) return { state: 'linked', note: null };
    if (supplier.bvdId !== row.supplierBvdId) return { state: 'created', note: 'linkedMeanwhile' };
    await suppliersRepository.lockBvdId(tx, row.appId, bvdId);
    if (await suppliersRepository.heldByAnother(tx, row.tenantId, row.appId, bvdId, row.supplierId)) {
      return { state: 'created', note: 'heldByAnother' };
    }
    await suppliers.link(tx, null, app, supplier, { source: 'request', bvdId });
    return { state: 'linked', note: null };
  }

  async function record(tx: Tx, app: AppRuntime, row: OwnEntityRow, answer: Answer, asked: boolean): Promise<void> {
    const now = new Date();
    const checks = row.checks + 1;
    const checked: OwnEntityPatch = { checks, ...(asked ? { checkedAt: now } : {}) };
    if (answer.kind === 'sent') {
      await sending.confirm(tx, row, answer.orbisRequestId, null, checks);
    } else if (answer.kind === 'refused') {
      await repository.release(tx, row.tenantId, row.requestId);
    } else if (answer.kind === 'created') {
      const outcome = await link(tx, app, row, answer.bvdId);
      await repository.update(tx, row.tenantId, row.requestId, { ...checked, ...outcome, bvdId: answer.bvdId, lastError: null, finishedAt: now });
    } else if (answer.kind === 'unknown' || now.getTime() - row.requestedAt.getTime() > CHECK_TIMING.giveUpDays * DAY_MS) {
      const note = answer.kind === 'unknown' ? 'unknownToOrbis' : 'expired';
      await repository.update(tx, row.tenantId, row.requestId, { ...checked, state: 'failed', note, finishedAt: now });
    } else {
      const next = new Date(now.getTime() + secondsBefore(checks) * 1000);
      await repository.update(tx, row.tenantId, row.requestId, { ...checked, nextCheckAt: next, lastError: answer.error ?? null });
      await enqueueCheck(queue, { tenantId: row.tenantId, appId: row.appId, requestId: row.requestId, check: checks }, next, tx);
    }
  }

  return {
    async check({ tenantId, appId, requestId, check }: CheckKey, signal: AbortSignal): Promise<void> {
      const { app, row } = await db.forTenant(tenantId, async (tx) => ({
        app: await runtimes.load(tx, tenantId, appId),
        row: await repository.find(tx, tenantId, requestId),
      }));
      // Done, or a later check owns the request; an application removed takes its requests along.
      if (!app || !current(row, check)) return;
      const answer = row.orbisRequestId === null ? await send(app, row, signal) : await ask(app, row.orbisRequestId, signal);
      await db.forTenant(tenantId, async (tx) => {
        const locked = await repository.findForUpdate(tx, tenantId, requestId);
        // The answer is to the request as it was read: sent meanwhile (by its call), it is not this one's.
        if (current(locked, check) && locked.orbisRequestId === row.orbisRequestId) await record(tx, app, locked, answer, app.enabled);
      });
    },
  };
}

export type OwnEntityChecker = ReturnType<typeof createOwnEntityChecker>;
