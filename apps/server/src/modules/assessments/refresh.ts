import type { AssessmentProduct } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { runStream } from '../../jobs/stream.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AlertsRepository, SupplierAlerts } from '../suppliers/index.ts';
import { productOf } from './products.ts';

/** Linked suppliers read from the database at a time. */
const BATCH = 200;

export interface RefreshDeps {
  db: Database;
  runtimes: AppRuntimes;
  alerts: AlertsRepository;
}

export interface RefreshRun {
  suppliers: number;
}

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
 * retry reads again, and what is unchanged touches no row.
 */
export function createAlertRefresh({ db, runtimes, alerts }: RefreshDeps) {
  return async ({ tenantId, appId }: { tenantId: string; appId: string }, signal: AbortSignal): Promise<RefreshRun> => {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    if (!app?.enabled) return { suppliers: 0 };
    const products = productsOf(app);
    if (products.length === 0) return { suppliers: 0 };
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
    const store = (read: SupplierAlerts[]) => db.forTenant(tenantId, (tx) => alerts.write(tx, tenantId, appId, read));
    const read = await runStream({ next, work, store }, app.parallelCalls, signal);
    return { suppliers: read / products.length };
  };
}

export type AlertRefresh = ReturnType<typeof createAlertRefresh>;
