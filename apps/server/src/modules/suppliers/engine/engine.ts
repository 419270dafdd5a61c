import { isProviderError, quotaResumeAt } from '../../../providers/index.ts';
import type { RunRow } from '../runs-repository.ts';
import { createApprove } from './approve.ts';
import { createMatch } from './match.ts';
import { EngineCancel, EngineStop, type EngineDeps, type RunKey } from './parts.ts';
import { createPull } from './pull.ts';

/** How far back an incremental sync reaches before the last one's start: clocks differ. */
export const SYNC_OVERLAP_MS = 5 * 60_000;

/** What a run's job learns: nothing when the run ended or went as far as it could, or when to come back. */
export interface RunOutcome {
  /** Ariba's call quota is used up: the run is paused until then, its checkpoint kept. */
  resumesAt?: Date;
}

/**
 * The supplier engine: one run of an application pulls every changed vendor page by page
 * (pull.ts), then matches each supplier waiting for it and decides from Orbis's answers
 * (match.ts, decide.ts), then approves the Ariba tasks of new links (approve.ts). Every phase
 * writes where it stands in the same transaction as its result, so a run killed at any point goes
 * on from there when its job runs again, and doing a phase twice writes nothing new.
 */
export function createSupplierEngine(deps: EngineDeps) {
  const { db, runs, runtimes, events, log } = deps;
  const pull = createPull(deps);
  const match = createMatch(deps);
  const approve = createApprove(deps);

  /** Ends the run; a run that did its work, or failed at it, announces what it did. */
  async function finish(key: RunKey, state: 'done' | 'failed' | 'cancelled', error: string | null = null): Promise<void> {
    await db.forTenant(key.tenantId, async (tx) => {
      await runs.progress(tx, key.tenantId, key.runId, {}, { state, error, finishedAt: new Date() });
      const run = state === 'cancelled' ? undefined : await runs.find(tx, key.tenantId, key.runId);
      if (!run || state === 'cancelled') return;
      const { pulled, linkedAuto, waiting, failed } = run;
      await events.publish(tx, 'supplier.synced', [{ tenantId: key.tenantId, appId: key.appId, runId: key.runId, state, pulled, linkedAuto, waiting, failed }]);
    });
  }

  /** Ariba's quota is used up: the run keeps its checkpoint and says when it goes on. */
  async function pause(key: RunKey, resumesAt: Date): Promise<RunOutcome> {
    await db.forTenant(key.tenantId, (tx) => runs.progress(tx, key.tenantId, key.runId, {}, { resumesAt }));
    log.info({ appId: key.appId, runId: key.runId, resumesAt }, 'supplier sync paused: Ariba call quota used up');
    return { resumesAt };
  }

  return {
    /**
     * The work of one run, from wherever it stopped. Throws only for what a retry may cure
     * (the process stopping, an unexpected error); a provider that keeps failing ends the run
     * as failed with its reason, and Ariba's used-up quota pauses it (decision 035).
     */
    async run(key: RunKey, signal: AbortSignal): Promise<RunOutcome> {
      const found = await db.forTenant(key.tenantId, async (tx) => ({
        run: await runs.find(tx, key.tenantId, key.runId),
        app: await runtimes.load(tx, key.tenantId, key.appId),
      }));
      if (!found.run || found.run.state !== 'running') return {};
      if (found.run.resumesAt && found.run.resumesAt.getTime() > Date.now()) return { resumesAt: found.run.resumesAt };
      if (!found.app || !found.app.enabled) {
        await finish(key, 'cancelled', 'The application is disabled');
        return {};
      }
      const app = found.app;
      try {
        if (found.run.resumesAt) await db.forTenant(key.tenantId, (tx) => runs.progress(tx, key.tenantId, key.runId, {}, { resumesAt: null }));
        const pulled = await pull(app, found.run, signal);
        await match(app, pulled, signal);
        await approve(app, signal);
        await finish(key, 'done');
        log.info({ appId: app.appId, runId: key.runId }, 'supplier sync done');
      } catch (error) {
        if (signal.aborted) throw error;
        const resumesAt = quotaResumeAt(error);
        if (resumesAt) return pause(key, resumesAt);
        if (error instanceof EngineCancel) await finish(key, 'cancelled', error.message);
        else if (error instanceof EngineStop || isProviderError(error)) await finish(key, 'failed', error.message);
        else throw error;
      }
      return {};
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

export type SupplierEngine = ReturnType<typeof createSupplierEngine>;
export { EngineCancel, EngineStop, type EngineDeps, type EngineLog, type RunKey } from './parts.ts';
