import type { SyncRun } from '@connector/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierSyncRuns } from '../../db/schema/index.ts';
import { supplierMatching, type MatchingMessage } from '../../observability/channels.ts';

export type RunRow = typeof supplierSyncRuns.$inferSelect;
type NewRunRow = typeof supplierSyncRuns.$inferInsert;

/** Counters a run adds to as it goes; each is added, never set, so a resumed run keeps its totals. */
export interface RunProgress {
  pulled?: number;
  changed?: number;
  toMatch?: number;
  matched?: number;
  linkedAuto?: number;
  waiting?: number;
  failed?: number;
}

const COUNTERS = ['pulled', 'changed', 'toMatch', 'matched', 'linkedAuto', 'waiting', 'failed'] as const;

export function toSyncRun(row: RunRow): SyncRun {
  return {
    runId: row.runId,
    trigger: row.trigger,
    state: row.state,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    startedBy: row.startedBy,
    since: row.since?.toISOString() ?? null,
    total: row.total,
    pulled: row.pulled,
    changed: row.changed,
    toMatch: row.toMatch,
    matched: row.matched,
    linkedAuto: row.linkedAuto,
    waiting: row.waiting,
    failed: row.failed,
    error: row.error,
    resumesAt: row.resumesAt?.toISOString() ?? null,
  };
}

export function createRunsRepository() {
  const ofApp = (tenantId: string, appId: string) => and(eq(supplierSyncRuns.tenantId, tenantId), eq(supplierSyncRuns.appId, appId));
  return {
    /** Until the transaction ends, no one else starts a run of the application (on any instance). */
    async lockApp(tx: Tx, appId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sync:${appId}`}))`);
    },
    async find(tx: Tx, tenantId: string, runId: string): Promise<RunRow | undefined> {
      const [row] = await tx
        .select()
        .from(supplierSyncRuns)
        .where(and(eq(supplierSyncRuns.tenantId, tenantId), eq(supplierSyncRuns.runId, runId)))
        .limit(1);
      return row;
    },
    async running(tx: Tx, tenantId: string, appId: string): Promise<RunRow | undefined> {
      const [row] = await tx
        .select()
        .from(supplierSyncRuns)
        .where(and(ofApp(tenantId, appId), eq(supplierSyncRuns.state, 'running')))
        .orderBy(desc(supplierSyncRuns.startedAt))
        .limit(1);
      return row;
    },
    /** The last run that finished its work: the next incremental sync starts from its start. */
    async lastDone(tx: Tx, tenantId: string, appId: string): Promise<RunRow | undefined> {
      const [row] = await tx
        .select()
        .from(supplierSyncRuns)
        .where(and(ofApp(tenantId, appId), eq(supplierSyncRuns.state, 'done')))
        .orderBy(desc(supplierSyncRuns.startedAt))
        .limit(1);
      return row;
    },
    recent(tx: Tx, tenantId: string, appId: string, limit: number): Promise<RunRow[]> {
      return tx.select().from(supplierSyncRuns).where(ofApp(tenantId, appId)).orderBy(desc(supplierSyncRuns.startedAt)).limit(limit);
    },
    async insert(tx: Tx, row: NewRunRow): Promise<RunRow> {
      const [created] = await tx.insert(supplierSyncRuns).values(row).returning();
      if (!created) throw new Error('The sync run was not written');
      return created;
    },
    /** Adds to the run's counters and sets what else is given, in one statement. */
    async progress(tx: Tx, tenantId: string, runId: string, added: RunProgress, set: Partial<NewRunRow> = {}): Promise<void> {
      // Every decided chunk of a run passes here: the matching throughput of the metrics (decision 029).
      if (supplierMatching.hasSubscribers && (added.matched || added.linkedAuto)) {
        supplierMatching.publish({ matched: added.matched ?? 0, linkedAuto: added.linkedAuto ?? 0 } satisfies MatchingMessage);
      }
      const increments = Object.fromEntries(
        COUNTERS.filter((key) => added[key]).map((key) => [key, sql`${supplierSyncRuns[key]} + ${added[key] ?? 0}`]),
      );
      if (Object.keys(increments).length === 0 && Object.keys(set).length === 0) return;
      await tx
        .update(supplierSyncRuns)
        .set({ ...set, ...increments })
        .where(and(eq(supplierSyncRuns.tenantId, tenantId), eq(supplierSyncRuns.runId, runId)));
    },
  };
}

export type RunsRepository = ReturnType<typeof createRunsRepository>;
