import {
  CATALYST_PATHS,
  CatalystStartBody,
  type CatalystAssessment,
  type CatalystError,
  type CatalystStartResponse,
} from '@connector/contracts/providers/catalyst';
import type { FastifyInstance } from 'fastify';
import type { AssessmentStore, AssessmentView } from '../assessments/store.ts';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { hasApiToken } from '../shared/api-token.ts';
import { embedRoute } from '../shared/embed.ts';

const failure = (Message: string): CatalystError => ({ Message });

export function toCatalystAssessment(view: AssessmentView): CatalystAssessment {
  return {
    CF_RA_Id: view.id,
    BvDId: view.bvdId,
    ModelId: view.model.Id,
    ModelName: view.model.Name,
    CF_RA_Status: view.status,
    CF_RA_Score: view.score,
    CF_RA_ScoreLabel: view.scoreLabel,
    CF_RA_StartedOn: view.startedOn,
    CF_RA_StartedBy: view.startedBy,
    CFE_RA_MODIFICATION_DATE: view.modifiedOn,
    CFE_RA_MODIFIED_BY: view.modifiedBy,
    ALERT_COUNT: view.alertCount,
  };
}

/** Compliance Catalyst: models, start an assessment, read one or a company's, embeddable page. */
export async function catalystRoutes(app: FastifyInstance, { context, store }: { context: SimulatorContext; store: AssessmentStore }) {
  const key = context.config.catalyst.apiKey;
  addFaultHook(app, 'catalyst', context.faults, failure, countRequest(context));

  app.get(CATALYST_PATHS.models, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    return store.models;
  });

  app.post(CATALYST_PATHS.assessments, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    const body = CatalystStartBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failure(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
    const model = store.model(body.data.ModelId);
    if (!model) return reply.code(404).send(failure(`Model ${body.data.ModelId} not found`));
    const company = context.world.findById(body.data.BvDId);
    if (!company || company.bvdId !== body.data.BvDId.toUpperCase()) return reply.code(404).send(failure(`Company ${body.data.BvDId} not found`));
    const view = store.start(company.bvdId, model, body.data.UserName ?? 'api.user@simulator.local');
    const answer: CatalystStartResponse = { SelectionId: { CF_RA_Id: view.id } };
    return reply.code(201).send(answer);
  });

  app.get<{ Params: { id: string } }>(CATALYST_PATHS.assessment, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    const view = store.get(request.params.id);
    return view ? toCatalystAssessment(view) : reply.code(404).send(failure(`Assessment ${request.params.id} not found`));
  });

  app.get<{ Params: { bvdId: string } }>(CATALYST_PATHS.companyAssessments, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    return store.ofCompany(request.params.bvdId.toUpperCase()).map(toCatalystAssessment);
  });

  embedRoute(app, CATALYST_PATHS.embed, 'Compliance Catalyst', store, context);
}
