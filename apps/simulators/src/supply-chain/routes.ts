import type { ResultFields } from '@connector/contracts/providers/catalyst';
import {
  SUPPLY_CHAIN_PATHS,
  SupplyChainStartBody,
  type SupplyChainAssessment,
  type SupplyChainPortfolio,
  type SupplyChainStartResponse,
} from '@connector/contracts/providers/supply-chain';
import type { FastifyInstance } from 'fastify';
import { assessmentRoutes, failure } from '../assessments/routes.ts';
import type { AssessmentStore, AssessmentView } from '../assessments/store.ts';
import type { SimulatorContext } from '../context.ts';

export const PORTFOLIOS = [
  { Id: 'PF-001', Name: 'Strategic suppliers' },
  { Id: 'PF-002', Name: 'Tail spend' },
  { Id: 'PF-003', Name: 'New onboarding' },
] as const;

const portfolio = (id: string) => PORTFOLIOS.find((p) => p.Id === id);

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

/** The assessment results a mapping can send to Ariba, by the wire type's own keys (see Compliance Catalyst's). */
export const SUPPLY_CHAIN_RESULT_FIELDS: { key: keyof SupplyChainAssessment; label: string }[] = [
  { key: 'Status', label: 'Supply Chain Status' },
  { key: 'Score', label: 'Score' },
  { key: 'ScoreLabel', label: 'Score Label' },
  { key: 'StartedOn', label: 'Started Date' },
  { key: 'ModificationDate', label: 'Modified Date' },
  { key: 'AlertCount', label: 'Alert Count' },
  { key: 'PortfolioId', label: 'Portfolio' },
];

/** Supply Chain Catalyst: the shared Catalyst routes, plus portfolios that assessments are filed in and its result fields. */
export async function supplyChainRoutes(app: FastifyInstance, { context, store }: { context: SimulatorContext; store: AssessmentStore }) {
  const ownRoutes = (api: FastifyInstance) => {
    api.get(SUPPLY_CHAIN_PATHS.fields, async (): Promise<ResultFields> => SUPPLY_CHAIN_RESULT_FIELDS);
    api.get(SUPPLY_CHAIN_PATHS.portfolios, async () =>
      PORTFOLIOS.map((p): SupplyChainPortfolio => ({ ...p, AssessmentCount: store.ofPortfolio(p.Id).length })),
    );
    api.get<{ Params: { portfolioId: string } }>(SUPPLY_CHAIN_PATHS.portfolioAssessments, async (request, reply) => {
      if (!portfolio(request.params.portfolioId)) return reply.code(404).send(failure(`Portfolio ${request.params.portfolioId} not found`));
      return store.ofPortfolio(request.params.portfolioId).map(toSupplyChainAssessment);
    });
  };
  await assessmentRoutes(app, {
    context,
    store,
    product: {
      provider: 'supplychain',
      name: 'Supply Chain Catalyst',
      apiKey: context.config.supplyChain.apiKey,
      paths: SUPPLY_CHAIN_PATHS,
      startBody: SupplyChainStartBody,
      toWire: toSupplyChainAssessment,
      started: (view, body): SupplyChainStartResponse => ({ AssessmentId: view.id, PortfolioId: body.PortfolioId }),
      unknownIn: (body) => (portfolio(body.PortfolioId) ? undefined : `Portfolio ${body.PortfolioId} not found`),
      portfolioOf: (body) => body.PortfolioId,
      routes: ownRoutes,
    },
  });
}
