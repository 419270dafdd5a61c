import type { AppRuntime } from '../../applications/index.ts';
import type { RunRow } from '../runs-repository.ts';
import { vendorFields } from '../vendor-fields.ts';
import { EngineStop, ensureEnabled, type EngineDeps } from './parts.ts';

/** Suppliers a pull must write before the planner's statistics are refreshed. */
const STATISTICS_AFTER = 500;

/**
 * The pull: every changed vendor of the run's statuses, page by page from Ariba, each page written
 * with the run's checkpoint (the next page token) in one transaction, so a run killed mid-pull goes
 * on from the page after the last one written. Answers the run as it stands once every page is in.
 */
export function createPull(deps: Pick<EngineDeps, 'db' | 'repository' | 'runs' | 'runtimes'>) {
  const { db, repository, runs } = deps;
  const enabled = ensureEnabled(deps);

  return async function pull(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<RunRow> {
    const ariba = app.supplierData();
    if (!ariba) throw new EngineStop('The Supplier Data With Pagination section is not filled');
    const request = {
      withQuestionnaire: true,
      registrationStatusList: run.registrationStatuses ?? app.sync.registrationStatuses,
      ...(run.since ? { updated: { from: run.since } } : {}),
    };
    if (run.checkpoint.pulled) return run;
    let skip = run.checkpoint.skip;
    // Ariba counts the vendors once, on the first page of a run; later pages need not repeat it.
    let counted = run.total !== null;
    for (;;) {
      signal.throwIfAborted();
      await enabled(app);
      const page = await ariba.vendorPage(request, { skip, top: app.sync.pageSize, count: !counted, signal });
      const next = page.nextToken;
      if (next !== null && next <= skip) throw new EngineStop('Ariba sent a page token that does not move forward');
      await db.forTenant(app.tenantId, async (tx) => {
        const written = await repository.upsertVendors(tx, app.tenantId, app.appId, page.vendors.map((v) => vendorFields(v, app.questionnaireTitles)));
        await runs.progress(
          tx,
          app.tenantId,
          run.runId,
          { pulled: page.vendors.length, changed: written.length },
          { checkpoint: next === null ? { skip, pulled: true } : { skip: next }, ...(page.count !== undefined && !counted ? { total: page.count } : {}) },
        );
      });
      counted = true;
      if (next === null) break;
      skip = next;
    }
    const pulled = (await db.forTenant(app.tenantId, (tx) => runs.find(tx, app.tenantId, run.runId))) ?? run;
    // Without it, a store that was empty when last analysed is read whole for every supplier.
    if (pulled.changed >= STATISTICS_AFTER) await db.forTenant(app.tenantId, (tx) => repository.refreshStatistics(tx));
    return pulled;
  };
}
