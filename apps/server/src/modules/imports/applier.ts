import { setImmediate } from 'node:timers/promises';
import { RETRYABLE_IMPORT_REASONS } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { LinkState, SuppliersRepository, SuppliersService } from '../suppliers/index.ts';
import type { BatchRow, ImportsRepository, PendingRow, Progress, RowOutcome } from './repository/index.ts';
import { judgeAgainstApp, type Verdict } from './rules.ts';

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
 * Chunks applied at once on PostgreSQL, each in its own transaction on rows the others have not
 * claimed. A chunk spends most of its time in the database, one statement after another: a second
 * chunk gives the database a second connection to work on. Only when no row's verdict depends on
 * another's (`rowsDependOnRows`), so the outcome is the file order's; the embedded database runs
 * one transaction at a time.
 */
const PARALLEL_CHUNKS = 2;

/** The batch was stopped while a chunk was applied: the chunk is rolled back. */
class BatchStopped extends Error {}

/**
 * What a chunk's rows come to, given their verdicts and their suppliers as locked: the links to
 * write, each row's outcome, and what the batch's counters gain.
 */
function outcomesOf(rows: readonly PendingRow[], verdicts: readonly Verdict[], known: ReadonlyMap<string, LinkState>) {
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
  return { linked, outcomes, added };
}

/**
 * Applies a batch's rows a chunk at a time. Each chunk is one transaction: it claims pending rows
 * no other transaction holds (two jobs of one batch, or two chunks of one job, never share a row),
 * locks their suppliers and BvD IDs, judges them by the application's rules, writes the links and
 * their audit entries as a manual link does (source `import`, by the uploader), marks the rows and
 * counts them while the batch still runs. A crash anywhere rolls back the chunks in progress, whose
 * rows are still pending when the job runs again: every row is applied exactly once. With no row
 * left, the batch is done.
 */
export function createImportApplier({ db, repository, suppliersRepository, suppliers, runtimes, chunkRows }: ApplierDeps) {
  /** Applies the next rows after `afterSeq` no other transaction holds; answers the last one's seq, or null when none was left. */
  async function applyChunk(tx: Tx, app: AppRuntime, key: BatchKey, afterSeq: number): Promise<number | null> {
    const batch = await repository.find(tx, key.tenantId, key.batchId);
    if (!batch || batch.status !== 'running') return null;
    const rows = await repository.claimRows(tx, key.tenantId, key.batchId, afterSeq, chunkRows);
    if (rows.length === 0) return null;
    const known = await suppliersRepository.lockLinks(tx, key.tenantId, key.appId, rows.map((r) => r.supplierId));
    const linking = rows.filter((r) => known.has(r.supplierId) && known.get(r.supplierId)?.bvdId !== r.bvdId).map((r) => r.bvdId);
    await suppliersRepository.lockBvdIds(tx, key.appId, linking);
    const holders = await suppliersRepository.allHoldersOf(tx, key.tenantId, key.appId, linking);
    const links = new Map([...known].map(([supplierId, row]) => [supplierId, row.bvdId]));
    const verdicts = judgeAgainstApp(rows, links, holders);

    const { linked, outcomes, added } = outcomesOf(rows, verdicts, known);
    await suppliers.linkMany(tx, app, uploaderOf(batch), 'import', linked, new Date());
    await repository.markRows(tx, key.tenantId, key.batchId, outcomes);
    // Stopped meanwhile (the job gave up): the chunk is undone, its rows wait for `Retry failed rows`.
    if (!(await repository.progress(tx, key.tenantId, key.batchId, added))) throw new BatchStopped();
    return rows.at(-1)?.seq ?? afterSeq;
  }

  /** Applies chunk after chunk, each after the last one's rows, until no row is left to claim. */
  async function applyChunks(app: AppRuntime, key: BatchKey, signal: AbortSignal): Promise<void> {
    let afterSeq = 0;
    for (;;) {
      signal.throwIfAborted();
      const last = await db.forTenant(key.tenantId, (tx) => applyChunk(tx, app, key, afterSeq));
      if (last === null) return;
      afterSeq = last;
      // The chunks' statements are promises that settle at once on the embedded database: without
      // a turn of the event loop between them, no request would be read until the batch ends.
      await setImmediate();
    }
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
      const independent = () => db.forTenant(key.tenantId, async (tx) => !(await repository.rowsDependOnRows(tx, key.tenantId, key.appId, key.batchId)));
      const parallel = db.kind === 'postgres' && (await independent()) ? PARALLEL_CHUNKS : 1;
      // The first to fail halts the others, so none goes on once the job has ended.
      const halt = new AbortController();
      const run = () =>
        applyChunks(app, key, AbortSignal.any([signal, halt.signal])).catch((error: unknown) => {
          halt.abort(error);
          throw error;
        });
      const failed = (await Promise.allSettled(Array.from({ length: parallel }, run))).find((result) => result.status === 'rejected');
      if (failed?.reason instanceof BatchStopped) return;
      if (failed) throw failed.reason;
      await db.forTenant(key.tenantId, (tx) => repository.finish(tx, key.tenantId, key.batchId));
      await db.forTenant(key.tenantId, (tx) => repository.purge(tx, key.tenantId, key.appId, BATCHES_KEPT));
    },

    /** The job gave up on the batch: it stops with `error`, and `Retry failed rows` applies the rest. */
    stop: (key: BatchKey, error: string) => db.forTenant(key.tenantId, (tx) => repository.stop(tx, key.tenantId, key.batchId, error)),
  };
}

export type ImportApplier = ReturnType<typeof createImportApplier>;
