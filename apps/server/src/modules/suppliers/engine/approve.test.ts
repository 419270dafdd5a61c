import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { ProviderError, type PendingApproval } from '../../../providers/index.ts';
import { quotaError } from '../../../providers/http/errors.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { SupplierRow, SuppliersRepository } from '../repository/index.ts';
import { createApprove } from './approve.ts';

/** A pending task; a null supplier is a task whose workspace is no supplier's (a sourcing project, say). */
const task = (smVendorId: string | null): PendingApproval => ({ taskId: `T-${smVendorId ?? 'other'}`, title: `Registration of ${smVendorId}`, smVendorId });

interface Action {
  taskId: string;
  actionName: string;
  comment?: string | null;
}

/**
 * The approval over an in-memory store: `waiting` are the suppliers linked while automatic approval
 * was on, Ariba holds `tasks` and answers each action with `act` (the default approves).
 */
function world(options: {
  waiting: string[];
  tasks?: PendingApproval[];
  auto?: boolean;
  comment?: string | null;
  credentials?: boolean;
  act?: (action: Action) => Promise<void>;
}) {
  const states = new Map<string, string>();
  const acted: Action[] = [];
  const warnings: object[] = [];
  const wanted: (ReadonlySet<string> | undefined)[] = [];
  let asked = 0;
  const ariba = {
    approvals: {
      pending: async (_signal: AbortSignal, looking?: ReadonlySet<string>) => {
        asked += 1;
        wanted.push(looking);
        return options.tasks ?? [];
      },
      act: async (taskId: string, actionName: string, comment?: string | null) => {
        const action = { taskId, actionName, ...(comment ? { comment } : {}) };
        acted.push(action);
        await options.act?.(action);
      },
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
    wanted,
    asked: () => asked,
  };
}

describe('the approval', () => {
  it('approves the pending task of each supplier waiting for it, with the application’s comment', async () => {
    const { approve, states, acted, wanted } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1'), task(null), task('S-2'), task('S-3')], comment: 'Matched in Orbis' });
    await approve();
    expect(wanted).toEqual([new Set(['S-1', 'S-2'])]);
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
    const { approve, states, acted } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-3'), task(null)] });
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

  it('lets a used-up quota through, leaving the supplier waiting, for the run to pause', async () => {
    const used = quotaError('Ariba', new Date('2026-12-08T00:00:00Z'), 'hour');
    const { approve, states } = world({ waiting: ['S-1', 'S-2'], tasks: [task('S-1'), task('S-2')], act: async (a) => (a.taskId === 'T-S-2' ? Promise.reject(used) : undefined) });
    await expect(approve()).rejects.toBe(used);
    expect(Object.fromEntries(states)).toEqual({ 'S-1': 'approved' });
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
