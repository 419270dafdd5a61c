import { isProviderError } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { EngineDeps } from './parts.ts';

/** Suppliers whose approval one run looks at, at most. */
const APPROVALS_PER_RUN = 1000;

/**
 * The approval: the pending Ariba task of each supplier linked while automatic approval is on is
 * approved. Ariba's pending approvables name tasks; each task's workspace names its supplier.
 */
export function createApprove({ db, repository, log }: Pick<EngineDeps, 'db' | 'repository' | 'log'>) {
  return async function approve(app: AppRuntime, signal: AbortSignal): Promise<void> {
    const waiting = await db.forTenant(app.tenantId, (tx) => repository.awaitingApproval(tx, app.tenantId, app.appId, APPROVALS_PER_RUN));
    if (waiting.length === 0) return;
    const ariba = app.approvals();
    if (!ariba || !app.approval.auto) {
      await db.forTenant(app.tenantId, async (tx) => {
        for (const row of waiting) await repository.update(tx, app.tenantId, app.appId, row.supplierId, { approvalState: 'none' });
      });
      return;
    }
    const tasks = await ariba.approvals.pending(signal, new Set(waiting.map((row) => row.supplierId)));
    const byVendor = new Map(tasks.flatMap((task) => (task.smVendorId ? [[task.smVendorId, task] as const] : [])));
    for (const row of waiting) {
      signal.throwIfAborted();
      const task = byVendor.get(row.supplierId);
      let state: 'approved' | 'none' | 'failed' = 'none';
      if (task) {
        try {
          await ariba.approvals.act(task.taskId, 'Approve', app.approval.comment, signal);
          state = 'approved';
        } catch (error) {
          // A used-up quota pauses the run (engine.ts); the supplier stays waiting for its approval.
          if (!isProviderError(error) || error.kind === 'quota') throw error;
          log.warn({ appId: app.appId, supplierId: row.supplierId, err: error }, 'approval failed');
          state = 'failed';
        }
      }
      await db.forTenant(app.tenantId, (tx) => repository.update(tx, app.tenantId, app.appId, row.supplierId, { approvalState: state }));
    }
  };
}
