import {
  SUPPLY_CHAIN_PATHS,
  SupplyChainStartBody,
  type SupplyChainAssessment,
  type SupplyChainError,
  type SupplyChainPortfolio,
  type SupplyChainStartResponse,
} from '@connector/contracts/providers/supply-chain';
import type { FastifyInstance } from 'fastify';
import type { AssessmentStore, AssessmentView } from '../assessments/store.ts';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { hasApiToken } from '../shared/api-token.ts';
import { embedRoute } from '../shared/embed.ts';

const failure = (Message: string): SupplyChainError => ({ Message });

export const PORTFOLIOS = [
  { Id: 'PF-001', Name: 'Strategic suppliers' },
  { Id: 'PF-002', Name: 'Tail spend' },
  { Id: 'PF-003', Name: 'New onboarding' },
] as const;

export function toSupplyChainAssessment(view: AssessmentView): SupplyChainAssessment {
  return {
    AssessmentId: view.id,
    PortfolioId: view.portfolioId ?? PORTFOLIOS[0].Id,
    BvDId: view.bvdId,
    ModelId: view.model.Id,
    ModelName: view.model.Name,
    Status: view.status,
    Score: view.score,
    ScoreLabel: view.scoreLabel,
    StartedOn: view.startedOn,
    StartedBy: view.startedBy,
    ModificationDate: view.modifiedOn,
    ModifiedBy: view.modifiedBy,
    AlertCount: view.alertCount,
  };
}

/** Supply Chain Catalyst: models, portfolios, start, by portfolio, by company, one, embed page. */
export async function supplyChainRoutes(app: FastifyInstance, { context, store }: { context: SimulatorContext; store: AssessmentStore }) {
  const key = context.config.supplyChain.apiKey;
  addFaultHook(app, 'supplychain', context.faults, failure, countRequest(context));
  const portfolio = (id: string) => PORTFOLIOS.find((p) => p.Id === id);

  app.get(SUPPLY_CHAIN_PATHS.models, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    return store.models;
  });

  app.get(SUPPLY_CHAIN_PATHS.portfolios, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    return PORTFOLIOS.map((p): SupplyChainPortfolio => ({ ...p, AssessmentCount: store.ofPortfolio(p.Id).length }));
  });

  app.get<{ Params: { portfolioId: string } }>(SUPPLY_CHAIN_PATHS.portfolioAssessments, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    if (!portfolio(request.params.portfolioId)) return reply.code(404).send(failure(`Portfolio ${request.params.portfolioId} not found`));
    return store.ofPortfolio(request.params.portfolioId).map(toSupplyChainAssessment);
  });

  app.post(SUPPLY_CHAIN_PATHS.assessments, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    const body = SupplyChainStartBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failure(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
    const model = store.model(body.data.ModelId);
    if (!model) return reply.code(404).send(failure(`Model ${body.data.ModelId} not found`));
    if (!portfolio(body.data.PortfolioId)) return reply.code(404).send(failure(`Portfolio ${body.data.PortfolioId} not found`));
    const company = context.world.findById(body.data.BvDId);
    if (!company || company.bvdId !== body.data.BvDId.toUpperCase()) return reply.code(404).send(failure(`Company ${body.data.BvDId} not found`));
    const view = store.start(company.bvdId, model, body.data.UserName ?? 'api.user@simulator.local', body.data.PortfolioId);
    const answer: SupplyChainStartResponse = { AssessmentId: view.id, PortfolioId: body.data.PortfolioId };
    return reply.code(201).send(answer);
  });

  app.get<{ Params: { id: string } }>(SUPPLY_CHAIN_PATHS.assessment, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    const view = store.get(request.params.id);
    return view ? toSupplyChainAssessment(view) : reply.code(404).send(failure(`Assessment ${request.params.id} not found`));
  });

  app.get<{ Params: { bvdId: string } }>(SUPPLY_CHAIN_PATHS.companyAssessments, async (request, reply) => {
    if (!hasApiToken(request, reply, key)) return reply;
    return store.ofCompany(request.params.bvdId.toUpperCase()).map(toSupplyChainAssessment);
  });

  embedRoute(app, SUPPLY_CHAIN_PATHS.embed, 'Supply Chain Catalyst', store, context);
}
