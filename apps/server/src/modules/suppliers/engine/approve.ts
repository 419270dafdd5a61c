import { isProviderError } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { EngineDeps } from './parts.ts';

/** Suppliers whose approval one run looks at, at most. */
const APPROVALS_PER_RUN = 1000;

/** The approval: the pending Ariba task of each supplier linked while automatic approval is on is approved. */
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
  };
}
