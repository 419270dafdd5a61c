import {
  SUPPLY_CHAIN_PATHS,
  SUPPLY_CHAIN_TOKEN_HEADER,
  SupplyChainAssessment,
  SupplyChainAssessments,
  SupplyChainModels,
  SupplyChainPortfolios,
  SupplyChainStartBody,
  SupplyChainStartResponse,
  type SupplyChainModel,
  type SupplyChainPortfolio,
} from '@connector/contracts/providers/supply-chain';
import { createAssessmentClient, type AssessmentSettings, type CommonAssessmentCalls } from '../assessments/client.ts';
import { fillPath } from '../http/paths.ts';

/** Supply Chain Catalyst: the shared Catalyst calls, plus the portfolios it files assessments in. */
export interface SupplyChainAdapter extends CommonAssessmentCalls<SupplyChainModel, SupplyChainAssessment> {
  startAssessment(body: SupplyChainStartBody): Promise<SupplyChainStartResponse>;
  portfolios(): Promise<SupplyChainPortfolio[]>;
  /** Newest first. */
  portfolioAssessments(portfolioId: string): Promise<SupplyChainAssessments>;
}

const SCHEMAS = { models: SupplyChainModels, startBody: SupplyChainStartBody, started: SupplyChainStartResponse, assessment: SupplyChainAssessment, assessments: SupplyChainAssessments };

export function createSupplyChainAdapter(settings: AssessmentSettings): SupplyChainAdapter {
  const product = { provider: 'Supply Chain Catalyst', tokenHeader: SUPPLY_CHAIN_TOKEN_HEADER, paths: SUPPLY_CHAIN_PATHS, schemas: SCHEMAS } as const;
  const { client, calls } = createAssessmentClient(product, settings);
  const { start, ...common } = calls;
  return {
    ...common,
    startAssessment: start,
    portfolios: () => client.request({ method: 'GET', path: SUPPLY_CHAIN_PATHS.portfolios, schema: SupplyChainPortfolios }),
    portfolioAssessments: (portfolioId) =>
      client.request({
        method: 'GET',
        path: fillPath(SUPPLY_CHAIN_PATHS.portfolioAssessments, { portfolioId }),
        schema: SupplyChainAssessments,
        notFound: `Supply Chain Catalyst has no portfolio ${portfolioId}`,
      }),
  };
}
