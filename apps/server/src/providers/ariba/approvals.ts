import {
  ARIBA_DEFAULT_PASSWORD_ADAPTER,
  ARIBA_PATHS,
  AribaPendingApprovables,
  AribaTaskDetails,
  AribaWorkspaceDetails,
  type AribaActionBody,
} from '@connector/contracts/providers/ariba';
import { z } from 'zod';
import { ProviderError } from '../http/errors.ts';
import { fillPath } from '../http/paths.ts';
import type { AribaCall } from './call.ts';

/** A pending approval task and the supplier it is about, found through the task's workspace. */
export interface PendingApproval {
  /** The task's `uniqueName` (`TSK…`), what the action names. */
  taskId: string;
  title: string | null;
  /** The supplier of the task's workspace; null when the workspace names none (not a supplier project). */
  smVendorId: string | null;
}

export interface Approver {
  user: string;
  passwordAdapter: string;
}

/** The answer of an action is not published: any JSON is taken as done. */
const ActionAnswer = z.unknown();

/**
 * The supplier of each task already looked up, by realm and task: a task's workspace and its
 * supplier never change, so each task costs its two look-ups once per process. Bounded: the
 * oldest entries go first.
 */
const vendorsOfTasks = new Map<string, string | null>();
const KEPT_TASKS = 20_000;

function remember(key: string, smVendorId: string | null) {
  if (vendorsOfTasks.size >= KEPT_TASKS) vendorsOfTasks.delete(vendorsOfTasks.keys().next().value ?? '');
  vendorsOfTasks.set(key, smVendorId);
}

/**
 * The External Approval API as published: pending approvables are tasks known by `uniqueName`;
 * a task's details name its workspace, and the workspace names the supplier (`smVendorID`). The
 * listing and the action act as a realm user (`user`, `passwordadapter`).
 */
export function createApprovals(call: AribaCall, approver: Approver | undefined, place: string) {
  const asApprover = () => {
    if (!approver?.user) throw new ProviderError('Ariba', 'auth', 'Ariba approvals need an approver user: set it in the External Approval API section');
    return { user: approver.user, passwordadapter: approver.passwordAdapter || ARIBA_DEFAULT_PASSWORD_ADAPTER };
  };

  const task = (taskId: string, signal?: AbortSignal) =>
    call({ method: 'GET', path: fillPath(ARIBA_PATHS.task, { taskId }), schema: AribaTaskDetails, notFound: `Ariba has no approval task ${taskId}`, signal });

  const workspace = (workspaceId: string, signal?: AbortSignal) =>
    call({
      method: 'GET',
      path: fillPath(ARIBA_PATHS.workspace, { workspaceId }),
      schema: AribaWorkspaceDetails,
      notFound: `Ariba has no workspace ${workspaceId}`,
      signal,
    });

  return {
    /**
     * The pending tasks with the supplier of each, found through the task's details and its
     * workspace (two calls for a task not seen before). With `wanted`, the look-ups stop once
     * every wanted supplier's task is found.
     */
    async pending(signal?: AbortSignal, wanted?: ReadonlySet<string>): Promise<PendingApproval[]> {
      const listed = await call({ method: 'GET', path: ARIBA_PATHS.pendingApprovables, query: asApprover(), schema: AribaPendingApprovables, signal });
      const found: PendingApproval[] = [];
      const missing = new Set(wanted);
      for (const { uniqueName, title } of listed) {
        if (wanted && missing.size === 0) break;
        const key = `${place}|${uniqueName}`;
        let smVendorId = vendorsOfTasks.get(key);
        if (smVendorId === undefined) {
          const workspaceId = (await task(uniqueName, signal)).workspaceId?.trim() || null;
          smVendorId = workspaceId ? (await workspace(workspaceId, signal)).smVendorID?.trim() || null : null;
          remember(key, smVendorId);
        }
        if (smVendorId) missing.delete(smVendorId);
        found.push({ taskId: uniqueName, title: title ?? null, smVendorId });
      }
      return found;
    },
    task,
    /** Approves or denies a task. Not repeated on an unclear failure: a second action would act twice. */
    async act(taskId: string, actionName: AribaActionBody['actionName'], comment?: string | null, signal?: AbortSignal): Promise<void> {
      const body: AribaActionBody = { actionableType: 'Task', uniqueName: taskId, actionName, ...(comment ? { options: { comment } } : {}) };
      await call({
        method: 'POST',
        path: ARIBA_PATHS.action,
        query: asApprover(),
        json: body,
        schema: ActionAnswer,
        notFound: `Ariba has no approval task ${taskId}`,
        signal,
      });
    },
  };
}

export type AribaApprovals = ReturnType<typeof createApprovals>;
