import {
  ARIBA_APPROVAL_MESSAGES as MESSAGES,
  ARIBA_PATHS,
  AribaActionBody,
  AribaApproverQuery,
  type AribaPendingApprovable,
  type AribaTaskDetails,
  type AribaWorkspaceDetails,
} from '@connector/contracts/providers/ariba';
import type { SimApprovalTask } from '@connector/contracts/providers/simulator';
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorConfig } from '../config.ts';
import type { RealmOf } from './gateway.ts';
import { REGISTRATION_PROJECT_TYPE, registrationWorkspaceId, vendorOfWorkspace } from './questionnaires.ts';
import { failure } from './replies.ts';
import type { AribaStore } from './store.ts';

type Approver = SimulatorConfig['ariba']['approver'];

const DESCRIPTION = 'Approval for supplier registration';
const APPROVAL_STATE: Record<SimApprovalTask['status'], string> = { Pending: 'Ready for approval', Approved: 'Approved', Denied: 'Denied' };

const notFound = (reply: FastifyReply) => reply.code(404).send(failure(MESSAGES.notFound, 'Not Found'));

function taskDetails(task: SimApprovalTask, approver: Approver): AribaTaskDetails {
  return {
    uniqueName: task.uniqueName,
    title: task.title,
    description: DESCRIPTION,
    workspaceId: task.workspaceId,
    approvalRequests: [{ approvalState: APPROVAL_STATE[task.status], approvers: [{ user: { uniqueName: approver.user } }] }],
  };
}

/**
 * The External Approval API for supplier registrations: the pending tasks, a task (which names its
 * workspace), the workspace (which names its supplier), and a decision. Listing and deciding act
 * as a realm user, named in `user` and `passwordadapter`; only the configured approver exists.
 */
export function addApprovalRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf, approver: Approver) {
  /** The user the call acts as; false once the reply says what is wrong. */
  const actingUser = (request: FastifyRequest, reply: FastifyReply): string | false => {
    const query = AribaApproverQuery.safeParse(request.query);
    if (!query.success) {
      void reply.code(400).send(failure(MESSAGES.missingParameter));
      return false;
    }
    const { user, passwordadapter } = query.data;
    if (user === approver.user && passwordadapter === approver.passwordAdapter) return user;
    void reply.code(404).send(failure(MESSAGES.userNotFound, 'Not Found'));
    return false;
  };

  app.get(ARIBA_PATHS.pendingApprovables, async (request, reply) => {
    const realm = realmOf(request);
    if (actingUser(request, reply) === false) return reply;
    return store.tasks({ realm, status: 'Pending' }).map((t): AribaPendingApprovable => ({ uniqueName: t.uniqueName, title: t.title, description: DESCRIPTION }));
  });

  app.get<{ Params: { taskId: string } }>(ARIBA_PATHS.task, async (request, reply) => {
    const task = store.task(realmOf(request), request.params.taskId);
    return task ? taskDetails(task, approver) : notFound(reply);
  });

  app.get<{ Params: { workspaceId: string } }>(ARIBA_PATHS.workspace, async (request, reply) => {
    const { workspaceId } = request.params;
    const smVendorId = vendorOfWorkspace(workspaceId);
    const supplier = smVendorId === null ? undefined : store.supplier(realmOf(request), smVendorId);
    if (!supplier || registrationWorkspaceId(supplier) !== workspaceId) return notFound(reply);
    const workspace: AribaWorkspaceDetails = { id: workspaceId, title: `Registration of ${supplier.name}`, workspaceType: REGISTRATION_PROJECT_TYPE, smVendorID: supplier.smVendorId };
    return workspace;
  });

  app.post(ARIBA_PATHS.action, async (request, reply) => {
    const realm = realmOf(request);
    const user = actingUser(request, reply);
    if (user === false) return reply;
    const body = AribaActionBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failure(MESSAGES.badRequest));
    const decided = store.decide(realm, body.data, user);
    if (decided === 'missing') return notFound(reply);
    if (decided === 'decided') return reply.code(400).send(failure(MESSAGES.badRequest));
    return { uniqueName: decided.uniqueName, status: decided.status, actionDate: decided.actionDate };
  });
}
