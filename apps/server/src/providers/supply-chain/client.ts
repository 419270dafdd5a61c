import {
  SUPPLY_CHAIN_PATHS,
  SUPPLY_CHAIN_TOKEN_HEADER,
  SupplyChainAssessment,
  SupplyChainAssessments,
  SupplyChainModels,
  SupplyChainPortfolios,
  SupplyChainStartResponse,
  type SupplyChainModel,
  type SupplyChainPortfolio,
  type SupplyChainStartBody,
} from '@connector/contracts/providers/supply-chain';
import { createJsonClient } from '../http/json-client.ts';
import { fillPath, joinUrl } from '../http/paths.ts';
import type { ConnectionSettings } from '../http/settings.ts';

export interface SupplyChainSettings extends ConnectionSettings {
  apiKey: string;
}

export interface SupplyChainAdapter {
  models(): Promise<SupplyChainModel[]>;
  portfolios(): Promise<SupplyChainPortfolio[]>;
  startAssessment(body: SupplyChainStartBody): Promise<SupplyChainStartResponse>;
  assessment(id: string): Promise<SupplyChainAssessment>;
  /** Newest first. */
  portfolioAssessments(portfolioId: string): Promise<SupplyChainAssessments>;
  /** Newest first. */
  companyAssessments(bvdId: string): Promise<SupplyChainAssessments>;
  /**
   * The page of one assessment for a frame. Frames send no headers, so the page takes a
   * short-lived BvD context (the one Orbis issues for its report) in the query.
   */
  embedUrl(id: string, context: string): string;
  connectionCheck(): Promise<void>;
}

export function createSupplyChainAdapter(settings: SupplyChainSettings): SupplyChainAdapter {
  const client = createJsonClient({
    ...settings,
    provider: 'Supply Chain Catalyst',
    headers: { [SUPPLY_CHAIN_TOKEN_HEADER]: settings.apiKey },
  });
  const models = () => client.request({ method: 'GET', path: SUPPLY_CHAIN_PATHS.models, schema: SupplyChainModels });

  return {
    models,
    portfolios: () => client.request({ method: 'GET', path: SUPPLY_CHAIN_PATHS.portfolios, schema: SupplyChainPortfolios }),
    startAssessment: (body) =>
      client.request({ method: 'POST', path: SUPPLY_CHAIN_PATHS.assessments, json: body, schema: SupplyChainStartResponse }),
    assessment: (id) =>
      client.request({
        method: 'GET',
        path: fillPath(SUPPLY_CHAIN_PATHS.assessment, { id }),
        schema: SupplyChainAssessment,
        notFound: `Supply Chain Catalyst has no assessment ${id}`,
      }),
    portfolioAssessments: (portfolioId) =>
      client.request({
        method: 'GET',
        path: fillPath(SUPPLY_CHAIN_PATHS.portfolioAssessments, { portfolioId }),
        schema: SupplyChainAssessments,
        notFound: `Supply Chain Catalyst has no portfolio ${portfolioId}`,
      }),
    companyAssessments: (bvdId) =>
      client.request({
        method: 'GET',
        path: fillPath(SUPPLY_CHAIN_PATHS.companyAssessments, { bvdId }),
        schema: SupplyChainAssessments,
        notFound: `Supply Chain Catalyst does not know company ${bvdId}`,
      }),
    embedUrl(id, context) {
      const url = joinUrl(settings.baseUrl, fillPath(SUPPLY_CHAIN_PATHS.embed, { id }));
      url.searchParams.set('context', context);
      return url.toString();
    },
    async connectionCheck() {
      await models();
    },
  };
}
