import { z } from 'zod';
import { ScoreLabel } from './catalyst.ts';

/**
 * Supply Chain Catalyst wire types. Every call carries the `ApiToken` header; paths are relative
 * to the provider's base URL.
 */
export const SUPPLY_CHAIN_PATHS = {
  models: '/models',
  portfolios: '/portfolios',
  portfolioAssessments: '/portfolios/:portfolioId/assessments',
  assessments: '/assessments',
  assessment: '/assessments/:id',
  companyAssessments: '/companies/:bvdId/assessments',
  embed: '/embed/assessments/:id',
  fields: '/fields',
} as const;

export const SUPPLY_CHAIN_TOKEN_HEADER = 'ApiToken';

export const SupplyChainModel = z.object({ Id: z.string(), Name: z.string() });
export type SupplyChainModel = z.infer<typeof SupplyChainModel>;
export const SupplyChainModels = z.array(SupplyChainModel);

export const SupplyChainPortfolio = z.object({ Id: z.string(), Name: z.string(), AssessmentCount: z.number().int() });
export type SupplyChainPortfolio = z.infer<typeof SupplyChainPortfolio>;
export const SupplyChainPortfolios = z.array(SupplyChainPortfolio);

export const SupplyChainStartBody = z.object({
  BvDId: z.string().min(1).max(30),
  ModelId: z.string().min(1).max(50),
  PortfolioId: z.string().min(1).max(50),
  UserName: z.string().min(1).max(100).optional(),
});
export type SupplyChainStartBody = z.infer<typeof SupplyChainStartBody>;

export const SupplyChainStartResponse = z.object({ AssessmentId: z.string(), PortfolioId: z.string() });
export type SupplyChainStartResponse = z.infer<typeof SupplyChainStartResponse>;

export const SupplyChainStatus = z.enum(['InProgress', 'Completed']);

export const SupplyChainAssessment = z.object({
  AssessmentId: z.string(),
  PortfolioId: z.string(),
  BvDId: z.string(),
  ModelId: z.string(),
  ModelName: z.string(),
  Status: SupplyChainStatus,
  Score: z.number().nullable(),
  ScoreLabel: ScoreLabel.nullable(),
  StartedOn: z.string(),
  StartedBy: z.string(),
  ModificationDate: z.string(),
  ModifiedBy: z.string(),
  AlertCount: z.number().int().min(0),
});
export type SupplyChainAssessment = z.infer<typeof SupplyChainAssessment>;

/** Newest first. */
export const SupplyChainAssessments = z.array(SupplyChainAssessment);
export type SupplyChainAssessments = z.infer<typeof SupplyChainAssessments>;

export const SupplyChainError = z.object({ Message: z.string() });
export type SupplyChainError = z.infer<typeof SupplyChainError>;
