import type { AssessmentProduct } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { runStream } from '../../jobs/stream.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AlertsRepository, SupplierAlerts } from '../suppliers/index.ts';
import { errorText, productOf } from './products.ts';
import type { RefreshRunKey, RefreshRunsRepository } from './repository.ts';

/** Linked suppliers read from the database at a time. */
const BATCH = 200;

export interface RefreshDeps {
  db: Database;
  runtimes: AppRuntimes;
  alerts: AlertsRepository;
  runs: RefreshRunsRepository;
}

export interface RefreshRun {
  suppliers: number;
}

/** Refreshes older than this leave the activity: an hourly schedule keeps about 720 per application. */
const KEEP_DAYS = 30;

/** The products whose alerts an application shows: those whose integration is switched on and configured. */
function productsOf(app: AppRuntime): AssessmentProduct[] {
  const on: AssessmentProduct[] = [];
  if (app.flags.catalystMapping && app.catalyst()) on.push('catalyst');
  if (app.flags.supplyChainMapping && app.supplyChain()) on.push('supplyChain');
  return on;
}

/**
 * The alert counters of an application's linked suppliers (decision 026): each company's latest
 * assessment of each product is read, `Parallel Orbis Calls` at a time as one stream across
 * batches (jobs/stream.ts), and its alert count and score label written a hundred at a time
 * behind the calls. A provider failure throws after the answers so far are written; the job's
 * retry reads again, and what is unchanged touches no row. Each attempt is recorded on the job's
 * row of `alert_refresh_runs` for the connector activity.
 */
export function createAlertRefresh({ db, runtimes, alerts, runs }: RefreshDeps) {
  return async (key: RefreshRunKey, signal: AbortSignal): Promise<RefreshRun> => {
    const { tenantId, appId } = key;
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    const products = app?.enabled ? productsOf(app) : [];
    // Nothing to refresh, nothing recorded: an application without a Catalyst integration has no run.
    if (!app || products.length === 0) return { suppliers: 0 };
    await db.forTenant(tenantId, (tx) => runs.started(tx, key, KEEP_DAYS));
    const refreshed = new Set<string>();
    const calls = new Map(products.map((product) => [product, productOf(app, product)]));
    let after: string | null = null;
    const next = async () => {
      const batch = await db.forTenant(tenantId, (tx) => alerts.linked(tx, tenantId, appId, BATCH, after));
      after = batch.at(-1)?.supplierId ?? after;
      return batch.flatMap((s) => products.map((product) => ({ ...s, product })));
    };
    const work = async (item: { supplierId: string; bvdId: string; product: AssessmentProduct }): Promise<SupplierAlerts> => {
      const [latest] = await calls.get(item.product)!.companyAssessments(item.bvdId);
      return { supplierId: item.supplierId, product: item.product, alerts: latest?.ALERT_COUNT ?? null, scoreLabel: latest?.scoreLabel ?? null };
    };
    const store = async (read: SupplierAlerts[]) => {
      await db.forTenant(tenantId, (tx) => alerts.write(tx, tenantId, appId, read));
      for (const one of read) refreshed.add(one.supplierId);
    };
    try {
      await runStream({ next, work, store }, app.parallelCalls, signal);
    } catch (error) {
      await db.forTenant(tenantId, (tx) => runs.finished(tx, key, { suppliers: refreshed.size, error: errorText(error) }));
      throw error;
    }
    await db.forTenant(tenantId, (tx) => runs.finished(tx, key, { suppliers: refreshed.size, error: null }));
    return { suppliers: refreshed.size };
  };
}

export type AlertRefresh = ReturnType<typeof createAlertRefresh>;
