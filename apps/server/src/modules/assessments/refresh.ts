import type { AssessmentProduct } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AlertsRepository, SupplierAlerts } from '../suppliers/index.ts';
import { productOf } from './products.ts';

/** Linked suppliers read and written at a time. */
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
 * assessment of each product is read, `Parallel Orbis Calls` at a time, and its alert count and
 * score label written a batch at a time. A provider failure throws after the batch's answers so
 * far are written; the job's retry reads again, and what is unchanged touches no row.
 */
export function createAlertRefresh({ db, runtimes, alerts }: RefreshDeps) {
  async function readBatch(app: AppRuntime, products: AssessmentProduct[], batch: { supplierId: string; bvdId: string }[], signal: AbortSignal) {
    const read: SupplierAlerts[] = [];
    let failure: { error: unknown } | null = null;
    const work = batch.flatMap((s) => products.map((product) => ({ ...s, product })));
    const worker = async () => {
      for (let item = work.shift(); item && !failure && !signal.aborted; item = work.shift()) {
        try {
          const [latest] = await productOf(app, item.product).companyAssessments(item.bvdId);
          read.push({ supplierId: item.supplierId, product: item.product, alerts: latest?.ALERT_COUNT ?? null, scoreLabel: latest?.scoreLabel ?? null });
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: app.parallelCalls }, worker));
    return { read, failure: failure as { error: unknown } | null };
  }

  return async ({ tenantId, appId }: { tenantId: string; appId: string }, signal: AbortSignal): Promise<RefreshRun> => {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    const run: RefreshRun = { suppliers: 0 };
    if (!app?.enabled) return run;
    const products = productsOf(app);
    if (products.length === 0) return run;
    for (let after: string | null = null; ; ) {
      signal.throwIfAborted();
      const batch = await db.forTenant(tenantId, (tx) => alerts.linked(tx, tenantId, appId, BATCH, after));
      if (batch.length === 0) return run;
      const { read, failure } = await readBatch(app, products, batch, signal);
      await db.forTenant(tenantId, (tx) => alerts.write(tx, tenantId, appId, read));
      if (failure) throw failure.error;
      run.suppliers += batch.length;
      after = batch.at(-1)?.supplierId ?? null;
    }
  };
}

export type AlertRefresh = ReturnType<typeof createAlertRefresh>;
