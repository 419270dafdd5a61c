import type { SimApprovalStatus, SimApprovalTask } from '@connector/contracts/providers/simulator';
import type { Supplier } from '../world/suppliers.ts';
import { workspaceIdOf } from './questionnaires.ts';

export interface TaskFilter {
  realm?: string | undefined;
  status?: SimApprovalStatus | undefined;
  smVendorId?: string | undefined;
}

/** What an approver decides, and who. */
export interface Decision {
  approve: boolean;
  comment: string | undefined;
  user: string;
  at: string;
}

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
      const uniqueName = `TSK${this.realms.indexOf(supplier.realm) + 1}${String(made).padStart(6, '0')}`;
      this.tasks.set(uniqueName, {
        realm: supplier.realm,
        uniqueName,
        workspaceId: workspaceIdOf(supplier.smVendorId),
        smVendorId: supplier.smVendorId,
        title: `Approve registration of ${supplier.name}`,
        status: 'Pending',
        createdDate: at,
        actionDate: null,
        comment: null,
        decidedBy: null,
      });
      this.pendingOf.set(key, uniqueName);
    } else if (supplier.registrationStatus !== 'PendingApproval' && pending !== undefined) {
      this.tasks.delete(pending);
      this.pendingOf.delete(key);
    }
  }

  get(realm: string, uniqueName: string): SimApprovalTask | undefined {
    const task = this.tasks.get(uniqueName);
    return task && task.realm === realm ? { ...task } : undefined;
  }

  /** Approves or denies a pending task; the caller moves the supplier's status along. */
  decide(realm: string, uniqueName: string, decision: Decision): SimApprovalTask | 'missing' | 'decided' {
    const task = this.tasks.get(uniqueName);
    if (!task || task.realm !== realm) return 'missing';
    if (task.status !== 'Pending') return 'decided';
    Object.assign(task, {
      status: decision.approve ? 'Approved' : 'Denied',
      actionDate: decision.at,
      comment: decision.comment ?? null,
      decidedBy: decision.user,
    });
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
