import type { ApprovalActionBody, ApprovalTask } from '@connector/contracts/providers/ariba';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { ProviderError } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { SupplierRow, SuppliersRepository } from '../repository/index.ts';
import { createApprove } from './approve.ts';

const task = (smVendorId: string, status: ApprovalTask['status'] = 'Pending'): ApprovalTask => ({
  taskId: `T-${smVendorId}`,
  approvableId: `R-${smVendorId}`,
  approvableType: 'SupplierRegistration',
  title: `Registration of ${smVendorId}`,
  smVendorId,
  status,
  createdDate: '2026-11-01T00:00:00.000Z',
  actionDate: null,
  comment: null,
});

/**
 * The approval over an in-memory store: `waiting` are the suppliers linked while automatic approval
 * was on, Ariba holds `tasks` and answers each action with `act` (the default approves).
 */
function world(options: {
  waiting: string[];
  tasks?: ApprovalTask[];
  auto?: boolean;
  comment?: string | null;
  credentials?: boolean;
  act?: (body: ApprovalActionBody) => Promise<void>;
}) {
  const states = new Map<string, string>();
  const acted: ApprovalActionBody[] = [];
  const warnings: object[] = [];
  let asked = 0;
  const ariba = {
    pendingApprovables: async () => {
      asked += 1;
      return options.tasks ?? [];
    },
    act: async (body: ApprovalActionBody) => {
      acted.push(body);
      await options.act?.(body);
      return task(body.taskId.slice(2), 'Approved');
    },
  };
  const app = {
    tenantId: 'default',
    appId: 'A-1',
    approval: { auto: options.auto ?? true, comment: options.comment ?? null },
    approvals: () => (options.credentials === false ? null : ariba),
  } as unknown as AppRuntime;
  const db = { forTenant: (_tenant: string, work: (tx: never) => unknown) => work({} as never) } as unknown as Database;
  const repository = {
    awaitingApproval: async () => options.waiting.map((supplierId) => ({ supplierId }) as SupplierRow),
    update: async (_tx: unknown, _tenant: string, _app: string, supplierId: string, set: { approvalState: string }) => void states.set(supplierId, set.approvalState),
  } as unknown as SuppliersRepository;
  const log = { info: () => undefined, warn: (details: object) => void warnings.push(details) };
  const approve = createApprove({ db, repository, log });
  return {
    approve: (signal = new AbortController().signal) => approve(app, signal),
    states,
    acted,
    warnings,
    asked: () => asked,
  };
}

describe('the approval', () => {
  it('approves the pending task of each supplier waiting for it, with the application’s comment', async () => {
    const { approve, states, acted } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1'), task('S-2'), task('S-3')], comment: 'Matched in Orbis' });
    await approve();
    expect(acted).toEqual([
      { taskId: 'T-S-1', actionName: 'Approve', comment: 'Matched in Orbis' },
      { taskId: 'T-S-2', actionName: 'Approve', comment: 'Matched in Orbis' },
    ]);
    expect(Object.fromEntries(states)).toEqual({ 'S-1': 'approved', 'S-2': 'approved' });
  });

  it('sends no comment when the application has none', async () => {
    const { approve, acted } = world({ waiting: ['S-1'], tasks: [task('S-1')] });
    await approve();
    expect(acted).toEqual([{ taskId: 'T-S-1', actionName: 'Approve' }]);
  });

  it('leaves a supplier with no pending task as having nothing to approve', async () => {
    const { approve, states, acted } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1', 'Approved')] });
    await approve();
    expect(acted).toEqual([]);
    expect(Object.fromEntries(states)).toEqual({ 'S-1': 'none', 'S-2': 'none' });
  });

  it('marks the supplier whose approval Ariba refused as failed and goes on with the others', async () => {
    const refused = new ProviderError('Ariba', 'rejected', 'Ariba refused the request (HTTP 400)', { status: 400 });
    const { approve, states, warnings } = world({
      waiting: ['S-1', 'S-2'],
      tasks: [task('S-1'), task('S-2')],
      act: async (body) => {
        if (body.taskId === 'T-S-1') throw refused;
      },
    });
    await approve();
    expect(Object.fromEntries(states)).toEqual({ 'S-1': 'failed', 'S-2': 'approved' });
    expect(warnings).toEqual([{ appId: 'A-1', supplierId: 'S-1', err: refused }]);
  });

  it('lets an unexpected error through, for the job to retry', async () => {
    const { approve, states } = world({ waiting: ['S-1'], tasks: [task('S-1')], act: async () => Promise.reject(new Error('lost connection')) });
    await expect(approve()).rejects.toThrow('lost connection');
    expect(states.size).toBe(0);
  });

  it('approves nothing once automatic approval is off or its credentials are gone, and says so per supplier', async () => {
    for (const settings of [{ auto: false }, { credentials: false }]) {
      const { approve, states, asked } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1')], ...settings });
      await approve();
      expect(asked()).toBe(0);
      expect(Object.fromEntries(states)).toEqual({ 'S-1': 'none', 'S-2': 'none' });
    }
  });

  it('asks Ariba nothing when no supplier waits', async () => {
    const { approve, asked } = world({ waiting: [], tasks: [task('S-1')] });
    await approve();
    expect(asked()).toBe(0);
  });

  it('stops between suppliers when its job is aborted', async () => {
    const controller = new AbortController();
    const { approve, acted } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1'), task('S-2')], act: async () => controller.abort() });
    await expect(approve(controller.signal)).rejects.toThrow();
    expect(acted.map((a) => a.taskId)).toEqual(['T-S-1']);
  });
});
