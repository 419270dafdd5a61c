import type { ApprovalStatus, ApprovalTask } from '@connector/contracts/providers/ariba';
import type { SimApprovalTask } from '@connector/contracts/providers/simulator';
import type { Supplier } from '../world/suppliers.ts';

export interface TaskFilter {
  realm?: string | undefined;
  status?: ApprovalStatus | undefined;
  smVendorId?: string | undefined;
}

const withoutRealm = ({ realm: _realm, ...task }: SimApprovalTask): ApprovalTask => task;

/**
 * External Approval tasks of supplier registrations. A supplier in `PendingApproval` has exactly
 * one pending task, and no other supplier has one; decided tasks stay, as a record of who decided.
 */
export class ApprovalTasks {
  private readonly tasks = new Map<string, SimApprovalTask>();
  /** Pending task of each supplier, by `realm/smVendorId`. */
  private readonly pendingOf = new Map<string, string>();
  /** Tasks made so far in each realm, for the next task id. */
  private readonly made = new Map<string, number>();

  /** `realms` in their configured order, which gives each its digit in the task ids. */
  constructor(private readonly realms: readonly string[]) {}

  clear() {
    this.tasks.clear();
    this.pendingOf.clear();
    this.made.clear();
  }

  /** Opens or withdraws the supplier's pending task so that it agrees with its status. */
  follow(supplier: Supplier, at: string) {
    const key = `${supplier.realm}/${supplier.smVendorId}`;
    const pending = this.pendingOf.get(key);
    if (supplier.registrationStatus === 'PendingApproval' && pending === undefined) {
      const made = (this.made.get(supplier.realm) ?? 0) + 1;
      this.made.set(supplier.realm, made);
      const taskId = `TSK${this.realms.indexOf(supplier.realm) + 1}${String(made).padStart(6, '0')}`;
      this.tasks.set(taskId, {
        realm: supplier.realm,
        taskId,
        approvableId: `SR${supplier.smVendorId.slice(1)}`,
        approvableType: 'SupplierRegistration',
        title: `Approve registration of ${supplier.name}`,
        smVendorId: supplier.smVendorId,
        status: 'Pending',
        createdDate: at,
        actionDate: null,
        comment: null,
      });
      this.pendingOf.set(key, taskId);
    } else if (supplier.registrationStatus !== 'PendingApproval' && pending !== undefined) {
      this.tasks.delete(pending);
      this.pendingOf.delete(key);
    }
  }

  pending(realm: string): ApprovalTask[] {
    return this.list({ realm, status: 'Pending' }).map(withoutRealm);
  }

  get(realm: string, taskId: string): ApprovalTask | undefined {
    const task = this.tasks.get(taskId);
    return task && task.realm === realm ? withoutRealm(task) : undefined;
  }

  /** Approves or denies a pending task; the caller moves the supplier's status along. */
  decide(realm: string, taskId: string, approve: boolean, comment: string | undefined, at: string): SimApprovalTask | 'missing' | 'decided' {
    const task = this.tasks.get(taskId);
    if (!task || task.realm !== realm) return 'missing';
    if (task.status !== 'Pending') return 'decided';
    Object.assign(task, { status: approve ? 'Approved' : 'Denied', actionDate: at, comment: comment ?? null });
    this.pendingOf.delete(`${realm}/${task.smVendorId}`);
    return { ...task };
  }

  list({ realm, status, smVendorId }: TaskFilter): SimApprovalTask[] {
    return [...this.tasks.values()]
      .filter((t) => (realm === undefined || t.realm === realm) && (status === undefined || t.status === status))
      .filter((t) => smVendorId === undefined || t.smVendorId === smVendorId)
      .map((t) => ({ ...t }));
  }
}
