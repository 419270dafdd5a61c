import { setImmediate } from 'node:timers/promises';
import { RETRYABLE_IMPORT_REASONS } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { LinkState, SuppliersRepository, SuppliersService } from '../suppliers/index.ts';
import type { BatchRow, ImportsRepository, Progress, RowOutcome } from './repository.ts';
import { judgeAgainstApp } from './rules.ts';

/** Batches of an application kept with their rows; older ones are removed when one finishes. */
export const BATCHES_KEPT = 20;

export interface BatchKey {
  tenantId: string;
  appId: string;
  batchId: string;
}

export interface ApplierDeps {
  db: Database;
  repository: ImportsRepository;
  suppliersRepository: Pick<SuppliersRepository, 'lockLinks' | 'lockBvdIds' | 'allHoldersOf' | 'refreshStatistics'>;
  suppliers: Pick<SuppliersService, 'linkMany'>;
  runtimes: AppRuntimes;
  /** Rows applied per transaction. */
  chunkRows: number;
}

/**
 * The uploader, as the audit trail and the links name them: an import's links are theirs. Only
 * the user id and the e-mail are read from an actor.
 */
function uploaderOf(batch: BatchRow): Caller | null {
  if (!batch.uploadedBy) return null;
  return { userId: batch.uploadedBy, email: batch.uploadedByEmail ?? '', tenantId: batch.tenantId, roles: [], language: 'en', isSuperAdmin: false };
}

const RETRYABLE: ReadonlySet<string> = new Set(RETRYABLE_IMPORT_REASONS);

/**
 * Applies a batch's rows a chunk at a time. Each chunk is one transaction: it locks the batch (so
 * two jobs of one batch take turns), reads rows still pending, locks their suppliers and BvD IDs,
 * judges them by the application's rules, writes the links and their audit entries as a manual
 * link does (source `import`, by the uploader), marks the rows and counts them. A crash anywhere
 * rolls back the chunk in progress, whose rows are still pending when the job runs again: every
 * row is applied exactly once.
 */
export function createImportApplier({ db, repository, suppliersRepository, suppliers, runtimes, chunkRows }: ApplierDeps) {
  async function applyChunk(tx: Tx, app: AppRuntime, key: BatchKey, afterSeq: number): Promise<{ finished: boolean; lastSeq: number }> {
    const batch = await repository.find(tx, key.tenantId, key.batchId, { lock: true });
    if (!batch || batch.status !== 'running') return { finished: true, lastSeq: afterSeq };
    const rows = await repository.pendingRows(tx, key.tenantId, key.batchId, afterSeq, chunkRows);
    const known = await suppliersRepository.lockLinks(tx, key.tenantId, key.appId, rows.map((r) => r.supplierId));
    const linking = rows.filter((r) => known.has(r.supplierId) && known.get(r.supplierId)?.bvdId !== r.bvdId).map((r) => r.bvdId);
    await suppliersRepository.lockBvdIds(tx, key.appId, linking);
    const holders = await suppliersRepository.allHoldersOf(tx, key.tenantId, key.appId, linking);
    const links = new Map([...known].map(([supplierId, row]) => [supplierId, row.bvdId]));
    const verdicts = judgeAgainstApp(rows, links, holders);

    const linked: { supplier: LinkState; bvdId: string }[] = [];
    const outcomes: RowOutcome[] = [];
    const added: Progress = { linked: 0, unchanged: 0, failed: 0, retryable: 0 };
    rows.forEach((row, index) => {
      const verdict = verdicts[index];
      const supplier = known.get(row.supplierId);
      if (!verdict || verdict.kind === 'failed' || !supplier) {
        const reason = verdict?.kind === 'failed' ? verdict.reason : 'unknownSupplier';
        outcomes.push({ seq: row.seq, outcome: 'failed', reason, holder: verdict?.kind === 'failed' ? verdict.holder : null, previousBvdId: null });
        added.failed += 1;
        if (RETRYABLE.has(reason)) added.retryable += 1;
        return;
      }
      if (verdict.kind === 'unchanged') {
        outcomes.push({ seq: row.seq, outcome: 'unchanged', reason: null, holder: null, previousBvdId: null });
        added.unchanged += 1;
        return;
      }
      // A supplier is on one row of a batch at most (the file's rules): its state as read is its state before.
      linked.push({ supplier, bvdId: row.bvdId });
      outcomes.push({ seq: row.seq, outcome: 'linked', reason: null, holder: null, previousBvdId: verdict.previous });
      added.linked += 1;
    });
    await suppliers.linkMany(tx, app, uploaderOf(batch), 'import', linked, new Date());
    await repository.markRows(tx, key.tenantId, key.batchId, outcomes);
    // Fewer rows than asked for: none is left after them (no other run of the batch is going on).
    const finished = rows.length < chunkRows;
    await repository.progress(tx, key.tenantId, key.batchId, added, finished);
    return { finished, lastSeq: rows.at(-1)?.seq ?? afterSeq };
  }

  return {
    /** Applies every pending row of the batch, from wherever an earlier attempt stopped. */
    async apply(key: BatchKey, signal: AbortSignal): Promise<void> {
      const app = await db.forTenant(key.tenantId, async (tx) => {
        // The rows were just written, and the suppliers maybe too (a first sync, a seed): without
        // fresh statistics a chunk's writes could read the whole batch or application per row.
        await repository.refreshStatistics(tx);
        await suppliersRepository.refreshStatistics(tx);
        return runtimes.load(tx, key.tenantId, key.appId);
      });
      // The application is gone, and its batches with it.
      if (!app) return;
      let afterSeq = 0;
      for (;;) {
        signal.throwIfAborted();
        const step = await db.forTenant(key.tenantId, (tx) => applyChunk(tx, app, key, afterSeq));
        if (step.finished) break;
        afterSeq = step.lastSeq;
        // The chunks' statements are promises that settle at once on the embedded database: without
        // a turn of the event loop between them, no request would be read until the batch ends.
        await setImmediate();
      }
      await db.forTenant(key.tenantId, (tx) => repository.purge(tx, key.tenantId, key.appId, BATCHES_KEPT));
    },

    /** The job gave up on the batch: it stops with `error`, and `Retry failed rows` applies the rest. */
    stop: (key: BatchKey, error: string) => db.forTenant(key.tenantId, (tx) => repository.stop(tx, key.tenantId, key.batchId, error)),
  };
}

export type ImportApplier = ReturnType<typeof createImportApplier>;
