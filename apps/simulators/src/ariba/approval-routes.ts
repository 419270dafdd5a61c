import { ApprovalActionBody, ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import type { RealmOf } from './guard.ts';
import { failure, invalid } from './replies.ts';
import type { AribaStore } from './store.ts';

/** External Approval: the pending tasks, one task, and a decision on it. */
export function addApprovalRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf) {
  app.get(ARIBA_PATHS.pendingApprovables, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    return store.pendingTasks(realm);
  });

  app.get<{ Params: { taskId: string } }>(ARIBA_PATHS.task, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    return store.task(realm, request.params.taskId) ?? reply.code(404).send(failure(`Task ${request.params.taskId} not found.`, 'Not Found'));
  });

  app.post(ARIBA_PATHS.action, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    const body = ApprovalActionBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    const { taskId, actionName, comment } = body.data;
    const decided = store.decide(realm, taskId, actionName === 'Approve', comment);
    if (decided === 'missing') return reply.code(404).send(failure(`Task ${taskId} not found.`, 'Not Found'));
    if (decided === 'decided') return reply.code(409).send(failure(`Task ${taskId} is no longer pending.`, 'Conflict'));
    return decided;
  });
}
