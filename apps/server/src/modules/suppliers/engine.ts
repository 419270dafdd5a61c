import type { KeptCandidate } from '@connector/contracts';
import type { OrbisMatchCriteria, OrbisMatchHit, OrbisMatchResponse } from '@connector/contracts/providers/orbis';
import type { Database, Tx } from '../../db/client.ts';
import { isProviderError, selectedHit, type OrbisAdapter } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AuditEntry } from '../audit/index.ts';
import type { SupplierRow, SuppliersRepository } from './repository.ts';
import type { RunProgress, RunRow, RunsRepository } from './runs-repository.ts';
import { keptCandidate, linkChange, type SuppliersService } from './service.ts';
import { vendorFields } from './vendor-fields.ts';

/** How far back an incremental sync reaches before the last one's start: clocks differ. */
export const SYNC_OVERLAP_MS = 5 * 60_000;
/** Candidates kept for a person when no hit is sure. */
const KEPT_CANDIDATES = 3;
/** Suppliers a pull must write before the planner's statistics are refreshed. */
const STATISTICS_AFTER = 500;
/** Suppliers read for matching at a time. */
const MATCH_BATCH = 400;
/** Answers written in one transaction, with the run's counters. */
const WRITE_CHUNK = 40;

/** Orbis's answer for one supplier, or why there is none. */
type Answer = { supplierId: string; hits: OrbisMatchResponse } | { supplierId: string; error: string };

export interface RunKey {
  tenantId: string;
  appId: string;
  runId: string;
}

export interface EngineLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface EngineDeps {
  db: Database;
  repository: SuppliersRepository;
  runs: RunsRepository;
  runtimes: AppRuntimes;
  service: SuppliersService;
  log: EngineLog;
}

/** The criteria a supplier is matched with (decision 017: its own fields, a default until mappings). */
export function criteriaOf(row: SupplierRow): OrbisMatchCriteria {
  return {
    Name: row.name,
    ...(row.city ? { City: row.city } : {}),
    ...(row.postalCode ? { PostCode: row.postalCode } : {}),
    ...(row.country && /^[A-Za-z]{2}$/.test(row.country) ? { Country: row.country.toUpperCase() } : {}),
    ...(row.nationalId ? { NationalId: row.nationalId } : {}),
  };
}

/** The hit to link automatically: Orbis's own pick, at or above the limit (percent); else none. */
export function sureHit(hits: OrbisMatchResponse, limitPercent: number) {
  const selected = selectedHit(hits);
  return selected && selected.Score * 100 >= limitPercent ? selected : undefined;
}

/**
 * The supplier engine: one run of an application pulls every changed vendor page by page, then
 * matches each supplier waiting for it, then approves the Ariba tasks of new links. Every step
 * writes where it stands in the same transaction as its result, so a run killed at any point goes
 * on from there when its job runs again, and doing a step twice writes nothing new.
 */
export function createSupplierEngine({ db, repository, runs, runtimes, service, log }: EngineDeps) {
  /** Disabling the application stops its run at the next page or batch. */
  async function ensureEnabled(app: AppRuntime): Promise<void> {
    const now = await db.forTenant(app.tenantId, (tx) => runtimes.load(tx, app.tenantId, app.appId));
    if (!now?.enabled) throw new EngineCancel('The application is disabled');
  }

  async function pull(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<RunRow> {
    const ariba = app.supplierData();
    if (!ariba) throw new EngineStop('The Supplier Data With Pagination section is not filled');
    const body = {
      withQuestionnaire: true,
      registrationStatusList: (run.registrationStatuses ?? app.sync.registrationStatuses) as never,
      ...(run.since ? { lastUpdatedFrom: run.since.toISOString() } : {}),
    };
    if (run.checkpoint.pulled) return run;
    let skip = run.checkpoint.skip;
    for (;;) {
      signal.throwIfAborted();
      await ensureEnabled(app);
      const page = await ariba.vendorPage(body, { skip, top: app.sync.pageSize, count: run.total === null, signal });
      const next = page.pageToken;
      if (next !== null && next <= skip) throw new EngineStop('Ariba sent a page token that does not move forward');
      await db.forTenant(app.tenantId, async (tx) => {
        const written = await repository.upsertVendors(tx, app.tenantId, app.appId, page.vendors.map(vendorFields));
        await runs.progress(
          tx,
          app.tenantId,
          run.runId,
          { pulled: page.vendors.length, changed: written.length },
          { checkpoint: next === null ? { skip, pulled: true } : { skip: next }, ...(page.totalCount !== undefined && run.total === null ? { total: page.totalCount } : {}) },
        );
      });
      if (next === null) break;
      skip = next;
    }
    const pulled = (await db.forTenant(app.tenantId, (tx) => runs.find(tx, app.tenantId, run.runId))) ?? run;
    // Without it, a store that was empty when last analysed is read whole for every supplier.
    if (pulled.changed >= STATISTICS_AFTER) await db.forTenant(app.tenantId, (tx) => repository.refreshStatistics(tx));
    return pulled;
  }

  /**
   * Decides suppliers from Orbis's answers, in one transaction with the suppliers locked, and
   * writes them in a few statements whatever their number. Each sure hit takes its BvD ID only if
   * no other supplier of the application holds it: the BvD IDs are locked first (advisory locks),
   * so two suppliers, or a person and the engine, cannot both take one.
   */
  async function decide(tx: Tx, app: AppRuntime, answers: readonly Answer[], added: Required<RunProgress>): Promise<void> {
    const locked = await repository.lockPending(tx, app.tenantId, app.appId, answers.map((a) => a.supplierId));
    const now = new Date();
    const decided: SupplierRow[] = [];
    const entries: AuditEntry[] = [];
    const sure: { row: SupplierRow; hit: OrbisMatchHit; candidates: KeptCandidate[] }[] = [];
    const waits = (row: SupplierRow, candidates: KeptCandidate[]) => {
      decided.push({ ...row, state: 'unmatched', candidates, processingDate: now, matchAttempts: row.matchAttempts + 1, lastError: null });
      added.waiting += 1;
    };
    for (const answer of answers) {
      const row = locked.get(answer.supplierId);
      // Linked by a person meanwhile, or changed again in Ariba: this answer is for old fields.
      if (!row) continue;
      added.matched += 1;
      if ('error' in answer) {
        decided.push({ ...row, state: 'failed', lastError: answer.error, processingDate: now, matchAttempts: row.matchAttempts + 1 });
        added.failed += 1;
        continue;
      }
      const searched = { name: row.name, city: row.city, postCode: row.postalCode, nationalId: row.nationalId };
      const candidates = answer.hits.slice(0, KEPT_CANDIDATES).map((hit) => keptCandidate(hit, searched));
      const hit = sureHit(answer.hits, app.matchScoreLimit);
      if (hit) sure.push({ row, hit, candidates });
      else waits(row, candidates);
    }
    await repository.lockBvdIds(tx, app.appId, sure.map(({ hit }) => hit.BvDId));
    const holders = await repository.holdersOf(tx, app.tenantId, app.appId, sure.map(({ hit }) => hit.BvDId));
    for (const { row, hit, candidates } of sure) {
      const holder = holders.get(hit.BvDId);
      if (holder !== undefined && holder !== row.supplierId) {
        waits(row, candidates);
        continue;
      }
      // The first of the batch to be sure of a BvD ID takes it; the others wait for a person.
      holders.set(hit.BvDId, row.supplierId);
      const extra = { candidates, matchAttempts: row.matchAttempts + 1 };
      const change = linkChange(null, app, row, { source: 'auto', bvdId: hit.BvDId, score: Math.round(hit.Score * 100), extra }, now);
      decided.push({ ...row, ...change.patch } as SupplierRow);
      entries.push(change.audit);
      added.linkedAuto += 1;
    }
    await service.writeDecisions(tx, app, decided, entries);
  }

  /**
   * Matches every supplier waiting for it. The waiting suppliers are read a batch ahead, in
   * supplier id order, and answers are written a few dozen at a time while the next calls are in
   * flight, so Orbis is kept at Parallel Orbis Calls: neither reading nor writing leaves it idle.
   * A pass ends when the store has no supplier after the last one read; another pass starts from
   * the beginning until one finds none (suppliers sent back to matching meanwhile).
   */
  async function match(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<void> {
    const counts = await db.forTenant(app.tenantId, (tx) => repository.countsByState(tx, app.tenantId, app.appId));
    await db.forTenant(app.tenantId, (tx) => runs.progress(tx, app.tenantId, run.runId, {}, { toMatch: run.matched + (counts.pending ?? 0) }));
    while (await matchPass(app, run, signal)) signal.throwIfAborted();
  }

  /** One pass over the waiting suppliers; whether it found any. */
  async function matchPass(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<boolean> {
    const orbis: OrbisAdapter = app.orbis();
    const queue: SupplierRow[] = [];
    let after: string | null = null;
    let exhausted = false;
    let found = false;
    /** The first failure of a read or a write: every worker stops, and the pass throws it. */
    let failure: { error: unknown } | null = null;
    const fail = (error: unknown) => {
      failure ??= { error };
    };

    let reading: Promise<void> | null = null;
    const read = (): Promise<void> =>
      (reading ??= (async () => {
        await ensureEnabled(app);
        const rows = await db.forTenant(app.tenantId, (tx) => repository.pending(tx, app.tenantId, app.appId, MATCH_BATCH, after));
        if (rows.length === 0) exhausted = true;
        found ||= rows.length > 0;
        queue.push(...rows);
        after = rows.at(-1)?.supplierId ?? after;
      })()
        .catch(fail)
        .finally(() => {
          reading = null;
        }));

    const buffer: Answer[] = [];
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      const answers = buffer.splice(0);
      if (answers.length === 0) return;
      writing = writing.then(async () => {
        if (failure) return;
        const added: Required<RunProgress> = { pulled: 0, changed: 0, toMatch: 0, matched: 0, linkedAuto: 0, waiting: 0, failed: 0 };
        await db
          .forTenant(app.tenantId, async (tx) => {
            await decide(tx, app, answers, added);
            await runs.progress(tx, app.tenantId, run.runId, added);
          })
          .catch(fail);
      });
    };

    const worker = async () => {
      while (!signal.aborted && !failure) {
        // The next batch is read while the calls of this one are still in flight.
        if (queue.length <= app.parallelCalls && !exhausted) void read();
        const row = queue.shift();
        if (!row) {
          if (exhausted) return;
          await read();
          continue;
        }
        try {
          buffer.push({ supplierId: row.supplierId, hits: await orbis.match(criteriaOf(row), { ScoreLimit: 0 }, signal) });
        } catch (error) {
          if (signal.aborted) return;
          if (!isProviderError(error)) return fail(error);
          buffer.push({ supplierId: row.supplierId, error: error.message });
        }
        if (buffer.length >= WRITE_CHUNK) flush();
      }
    };
    await Promise.all(Array.from({ length: app.parallelCalls }, worker));
    flush();
    await writing;
    if (failure) throw (failure as { error: unknown }).error;
    return found;
  }

  /** Approves the pending Ariba task of each supplier linked while automatic approval is on. */
  async function approve(app: AppRuntime, signal: AbortSignal): Promise<void> {
    const waiting = await db.forTenant(app.tenantId, (tx) => repository.awaitingApproval(tx, app.tenantId, app.appId, 1000));
    if (waiting.length === 0) return;
    const ariba = app.approvals();
    if (!ariba || !app.approval.auto) {
      await db.forTenant(app.tenantId, async (tx) => {
        for (const row of waiting) await repository.update(tx, app.tenantId, app.appId, row.supplierId, { approvalState: 'none' });
      });
      return;
    }
    const tasks = await ariba.pendingApprovables();
    const byVendor = new Map(tasks.filter((task) => task.status === 'Pending').map((task) => [task.smVendorId, task]));
    for (const row of waiting) {
      signal.throwIfAborted();
      const task = byVendor.get(row.supplierId);
      let state: 'approved' | 'none' | 'failed' = 'none';
      if (task) {
        try {
          await ariba.act({ taskId: task.taskId, actionName: 'Approve', ...(app.approval.comment ? { comment: app.approval.comment } : {}) });
          state = 'approved';
        } catch (error) {
          if (!isProviderError(error)) throw error;
          log.warn({ appId: app.appId, supplierId: row.supplierId, err: error }, 'approval failed');
          state = 'failed';
        }
      }
      await db.forTenant(app.tenantId, (tx) => repository.update(tx, app.tenantId, app.appId, row.supplierId, { approvalState: state }));
    }
  }

  async function finish(key: RunKey, state: 'done' | 'failed' | 'cancelled', error: string | null = null): Promise<void> {
    await db.forTenant(key.tenantId, (tx) => runs.progress(tx, key.tenantId, key.runId, {}, { state, error, finishedAt: new Date() }));
  }

  return {
    /**
     * The work of one run, from wherever it stopped. Throws only for what a retry may cure
     * (the process stopping, an unexpected error); a provider that keeps failing ends the run
     * as failed with its reason.
     */
    async run(key: RunKey, signal: AbortSignal): Promise<void> {
      const found = await db.forTenant(key.tenantId, async (tx) => ({
        run: await runs.find(tx, key.tenantId, key.runId),
        app: await runtimes.load(tx, key.tenantId, key.appId),
      }));
      if (!found.run || found.run.state !== 'running') return;
      if (!found.app || !found.app.enabled) return finish(key, 'cancelled', 'The application is disabled');
      const app = found.app;
      try {
        const pulled = await pull(app, found.run, signal);
        await match(app, pulled, signal);
        await approve(app, signal);
        await finish(key, 'done');
        log.info({ appId: app.appId, runId: key.runId }, 'supplier sync done');
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof EngineCancel) return finish(key, 'cancelled', error.message);
        if (error instanceof EngineStop || isProviderError(error)) return finish(key, 'failed', error.message);
        throw error;
      }
    },

    /** The running run of the application, or a new one: a second Sync now joins the first. */
    async startRun(tenantId: string, appId: string, trigger: 'schedule' | 'manual', startedBy: string | null): Promise<{ run: RunRow; created: boolean } | null> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await runtimes.load(tx, tenantId, appId);
        if (!app) return null;
        // One run per application at a time, also across instances.
        await runs.lockApp(tx, appId);
        const running = await runs.running(tx, tenantId, appId);
        if (running) return { run: running, created: false };
        const statuses = [...app.sync.registrationStatuses].sort();
        const last = await runs.lastDone(tx, tenantId, appId);
        const incremental = last && JSON.stringify(last.registrationStatuses) === JSON.stringify(statuses);
        const since = incremental ? new Date(last.startedAt.getTime() - SYNC_OVERLAP_MS) : app.sync.fullSync ? null : app.sync.from;
        return { run: await runs.insert(tx, { tenantId, appId, trigger, startedBy, since, registrationStatuses: statuses }), created: true };
      });
    },
  };
}

/** The run cannot go on, for a reason to show in the activity view; retrying would not help. */
export class EngineStop extends Error {}

/** The run was called off (the application was disabled). */
export class EngineCancel extends Error {}

export type SupplierEngine = ReturnType<typeof createSupplierEngine>;
