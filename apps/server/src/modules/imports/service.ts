import {
  EARLIER_ROW_REASONS,
  HOLDER_REASONS,
  IMPORT_MESSAGES,
  IMPORT_REASONS,
  type ImportBatch,
  type ImportCheck,
  type ImportCheckBody,
  type ImportIssues,
  type ImportReason,
  type ImportReasonCounts,
  type ImportReasonRows,
  type ImportResults,
  type ImportResultsQuery,
  type ImportStatus,
  type StartImportBody,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { isoOrNull } from '../../dates.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { SuppliersRepository } from '../suppliers/index.ts';
import { enqueueApply, type ImportJobs } from './jobs.ts';
import type { BatchRow, ImportRowRecord, ImportsRepository, NewBatchRow } from './repository/index.ts';
import { judgeAgainstApp, judgeFile, type FileRow, type Verdict } from './rules.ts';

export function toBatch(row: BatchRow): ImportBatch {
  const done = row.linked + row.unchanged + row.failed;
  return {
    batchId: row.batchId,
    status: row.status,
    run: row.run,
    fileName: row.fileName,
    total: row.total,
    done,
    remaining: row.total - done,
    linked: row.linked,
    unchanged: row.unchanged,
    failed: row.failed,
    retryable: row.retryable,
    uploadedBy: row.uploadedByEmail || row.uploadedBy,
    uploadedAt: row.uploadedAt.toISOString(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: isoOrNull(row.finishedAt),
    error: row.error,
  };
}

/** A new batch of `total` rows, `refused` of them by the file's rules: done at once when that is all of them. */
function newBatch(caller: Caller, tenantId: string, appId: string, fileName: string | undefined, total: number, refused: number): NewBatchRow {
  return {
    tenantId,
    appId,
    fileName: fileName || null,
    total,
    failed: refused,
    uploadedBy: caller.userId,
    uploadedByEmail: caller.email || null,
    ...(refused === total ? { status: 'done' as const, finishedAt: new Date() } : {}),
  };
}

/** A row of a batch's results, as the file named it. */
const toResultRow = (row: ImportRowRecord): ImportResults['rows'][number] => ({
  row: row.rowNumber,
  smVendorId: row.supplierId,
  BvDId: row.bvdId,
  outcome: row.outcome,
  reason: row.reason,
  holder: row.holder,
  earlierRow: row.earlierRow,
  previousBvdId: row.previousBvdId,
});

/** The invalid rows by reason, gathered in file order; with what each refers to, where its reason names one. */
function issueGroups() {
  const issues: ImportIssues = {};
  const reasons = Object.fromEntries(IMPORT_REASONS.map((reason) => [reason, 0])) as ImportReasonCounts;
  const add = (row: FileRow, reason: ImportReason, holder: string | null) => {
    const group = (issues[reason] ??= groupOf(reason));
    group.rows.push(row.row);
    group.holders?.push(holder);
    group.earlierRows?.push(row.earlierRow);
    reasons[reason] += 1;
  };
  return { issues, reasons, add };
}

const groupOf = (reason: ImportReason): ImportReasonRows => ({
  rows: [],
  ...(HOLDER_REASONS.includes(reason) ? { holders: [] } : {}),
  ...(EARLIER_ROW_REASONS.includes(reason) ? { earlierRows: [] } : {}),
});

/** The preview of a file: its rows as the file's rules judged them, the well-formed ones given their verdicts against the application. */
function previewOf(judged: readonly FileRow[], verdicts: readonly Verdict[]): ImportCheck {
  const counts = { toLink: 0, toRelink: 0, unchanged: 0 };
  const { issues, reasons, add } = issueGroups();
  let next = 0;
  for (const row of judged) {
    if (row.reason) {
      add(row, row.reason, null);
      continue;
    }
    const verdict = verdicts[next++];
    if (verdict?.kind === 'failed') add(row, verdict.reason, verdict.holder);
    else if (verdict?.kind === 'link') counts.toLink += 1;
    else if (verdict?.kind === 'relink') counts.toRelink += 1;
    else counts.unchanged += 1;
  }
  const invalid = judged.length - counts.toLink - counts.toRelink - counts.unchanged;
  return { total: judged.length, valid: judged.length - invalid, invalid, ...counts, reasons, issues };
}

export interface ImportsServiceDeps {
  db: Database;
  repository: ImportsRepository;
  suppliersRepository: Pick<SuppliersRepository, 'linksOf' | 'allHoldersOf'>;
  runtimes: AppRuntimes;
  queue: JobQueue<ImportJobs>;
}

/** Another tenant's application, or none: 404. */
async function appExists(runtimes: AppRuntimes, tx: Tx, tenantId: string, appId: string): Promise<void> {
  if (!(await runtimes.load(tx, tenantId, appId))) throw notFound();
}

/** The preview: every row judged as the job would judge it now, nothing written. */
function createPreview({ db, suppliersRepository, runtimes }: Pick<ImportsServiceDeps, 'db' | 'suppliersRepository' | 'runtimes'>) {
  return async function preview(tenantId: string, appId: string, body: ImportCheckBody): Promise<ImportCheck> {
    const judged = judgeFile(body.rows);
    const formed = judged.filter((row) => row.reason === null);
    const { links, holders } = await db.forTenant(tenantId, async (tx) => {
      await appExists(runtimes, tx, tenantId, appId);
      return {
        links: await suppliersRepository.linksOf(tx, tenantId, appId, formed.map((row) => row.supplierId)),
        holders: await suppliersRepository.allHoldersOf(tx, tenantId, appId, formed.map((row) => row.bvdId)),
      };
    });
    return previewOf(judged, judgeAgainstApp(formed, links, holders));
  };
}

export function createImportsService({ db, repository, suppliersRepository, runtimes, queue }: ImportsServiceDeps) {
  const ensureApp = (tx: Tx, tenantId: string, appId: string) => appExists(runtimes, tx, tenantId, appId);

  async function batchOf(tx: Tx, tenantId: string, appId: string, batchId: string, lock = false): Promise<BatchRow> {
    await ensureApp(tx, tenantId, appId);
    const batch = await repository.find(tx, tenantId, batchId, { lock });
    if (!batch || batch.appId !== appId) throw notFound(IMPORT_MESSAGES.notFound);
    return batch;
  }

  /** A batch a person just started runs at once on this instance, not at the queue's next poll. */
  const applyNow = () => db.afterCommit(() => queue.wake('imports.apply'));

  return {
    check: createPreview({ db, suppliersRepository, runtimes }),

    /**
     * Keeps the batch and its rows (those the file's rules refuse are failed at once) and queues
     * its job, in one transaction; 409 while another batch of the application is in progress.
     */
    async start(caller: Caller, tenantId: string, appId: string, body: StartImportBody): Promise<ImportBatch> {
      const judged = judgeFile(body.rows);
      const refused = judged.filter((row) => row.reason !== null).length;
      const answer = await db.forTenant(tenantId, async (tx) => {
        await ensureApp(tx, tenantId, appId);
        await repository.lockApp(tx, appId);
        if (await repository.running(tx, tenantId, appId)) throw conflict(IMPORT_MESSAGES.inProgress);
        const batch = await repository.insertBatch(tx, newBatch(caller, tenantId, appId, body.fileName, judged.length, refused));
        await repository.insertRows(tx, tenantId, batch.batchId, judged);
        if (batch.status === 'running') await enqueueApply(queue, { tenantId, appId, batchId: batch.batchId }, tx);
        return toBatch(batch);
      });
      applyNow();
      return answer;
    },

    status(tenantId: string, appId: string): Promise<ImportStatus> {
      return db.forTenant(tenantId, async (tx) => {
        await ensureApp(tx, tenantId, appId);
        const batch = await repository.latest(tx, tenantId, appId);
        return { inProgress: batch?.status === 'running', batch: batch ? toBatch(batch) : null };
      });
    },

    results(tenantId: string, appId: string, batchId: string, query: ImportResultsQuery): Promise<ImportResults> {
      return db.forTenant(tenantId, async (tx) => {
        const batch = await batchOf(tx, tenantId, appId, batchId);
        const rows = await repository.results(tx, tenantId, batchId, query.outcome);
        return {
          batch: toBatch(batch),
          rows: rows.map(toResultRow),
        };
      });
    },

    /** `Retry failed rows`: a new run of the batch for its retryable failed rows and rows never applied. */
    async retry(tenantId: string, appId: string, batchId: string): Promise<ImportBatch> {
      const answer = await db.forTenant(tenantId, async (tx) => {
        await repository.lockApp(tx, appId);
        const batch = await batchOf(tx, tenantId, appId, batchId, true);
        if (await repository.running(tx, tenantId, appId)) throw conflict(IMPORT_MESSAGES.inProgress);
        const neverApplied = batch.total - batch.linked - batch.unchanged - batch.failed;
        if (batch.retryable === 0 && neverApplied === 0) throw conflict(IMPORT_MESSAGES.nothingToRetry);
        const { batch: restarted } = await repository.restart(tx, tenantId, batchId);
        await enqueueApply(queue, { tenantId, appId, batchId }, tx);
        return toBatch(restarted);
      });
      applyNow();
      return answer;
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
