import { z } from 'zod';
import { AppModel, AppPath } from './applications.ts';
import { defineEndpoint } from './http.ts';
import { BvdId, SupplierId } from './suppliers.ts';

/**
 * Risk assessments of linked suppliers by Compliance Catalyst and Supply Chain Catalyst (spec 1
 * §2, §3, §7; docs/decisions/026-assessments.md). Both products' answers are given in one shape.
 */

export const ASSESSMENT_PRODUCTS = ['catalyst', 'supplyChain'] as const;
export const AssessmentProduct = z.enum(ASSESSMENT_PRODUCTS);
export type AssessmentProduct = z.infer<typeof AssessmentProduct>;

export const ASSESSMENT_MESSAGES = {
  startFailed: 'Something went wrong, try again',
  started: 'Assessment started',
  notLinked: 'No supplier of this application is linked to this BvD ID',
  unknownModel: 'This model is not one of the product’s models',
  notFound: 'This assessment does not exist',
  noPortfolio: 'Supply Chain Catalyst has no portfolio to file the assessment in',
  productNotConfigured: (product: string) => `The application has no ${product} API URL: fill its Orbis Configurations`,
} as const;

/** One assessment, as both products' answers are shown (ASM-3). */
export const Assessment = z.object({
  /** `CF_RA_Id` of a compliance assessment, `AssessmentId` of a supply chain one. */
  id: z.string(),
  bvdId: z.string(),
  score: z.number().nullable(),
  scoreLabel: z.string().nullable(),
  status: z.string(),
  model: z.string(),
  modelId: z.string(),
  startedUser: z.string(),
  startedDate: z.string(),
  modificationUser: z.string(),
  modifiedDate: z.string(),
  /** Supply chain assessments belong to a portfolio; null for compliance ones. */
  portfolioId: z.string().nullable(),
  ALERT_COUNT: z.number().int().min(0),
});
export type Assessment = z.infer<typeof Assessment>;

/** A supplier's assessments of one product: the latest (`main`) and the others, newest first. */
export const SupplierAssessments = z.object({
  name: z.string(),
  bvdId: z.string().nullable(),
  realm: z.string().nullable(),
  aribaSupplierId: z.string(),
  region: z.string(),
  main: Assessment.nullable(),
  list: z.array(Assessment),
});
export type SupplierAssessments = z.infer<typeof SupplierAssessments>;

export const StartAssessmentBody = z.object({
  bvdId: BvdId,
  modelId: z.string().trim().min(1, ASSESSMENT_MESSAGES.unknownModel).max(100),
});
export type StartAssessmentBody = z.infer<typeof StartAssessmentBody>;

/** What starting a compliance assessment answers (ASM-7: `data.data.SelectionId.CF_RA_Id`). */
export const CatalystStarted = z.object({ SelectionId: z.object({ CF_RA_Id: z.string() }) });
export type CatalystStarted = z.infer<typeof CatalystStarted>;
/** What starting a supply chain assessment answers: the assessment and the portfolio it joined. */
export const SupplyChainStarted = z.object({ AssessmentId: z.string(), PortfolioId: z.string() });
export type SupplyChainStarted = z.infer<typeof SupplyChainStarted>;

export const AssessmentModels = z.object({ models: z.array(AppModel) });
export type AssessmentModels = z.infer<typeof AssessmentModels>;

const CATALYST = 'Connector.CatalystAssesments' as const;
const SUPPLY_CHAIN = 'Connector.SupplyChainAssessments' as const;
const SupplierPath = AppPath.extend({ supplierId: SupplierId });

export const startCatalystAssessment = defineEndpoint({
  id: 'startCatalystAssessment',
  method: 'POST',
  path: '/api/apps/{appId}/catalyst/assesment',
  summary: 'Start a Compliance Catalyst assessment of a linked supplier’s company; the connector follows it until it is scored',
  access: 'user',
  permission: CATALYST,
  application: true,
  params: AppPath,
  body: StartAssessmentBody,
  data: CatalystStarted,
});

export const getCatalystAssessment = defineEndpoint({
  id: 'getCatalystAssessment',
  method: 'GET',
  path: '/api/apps/{appId}/catalyst/assesment',
  summary: 'One Compliance Catalyst assessment, as the product has it now',
  access: 'user',
  permission: CATALYST,
  application: true,
  params: AppPath,
  query: z.object({ assessmentGuid: z.string().trim().min(1).max(100) }),
  data: Assessment,
});

export const getCatalystSupplierAssessments = defineEndpoint({
  id: 'getCatalystSupplierAssessments',
  method: 'GET',
  path: '/api/apps/{appId}/catalyst/supplier/{supplierId}/assessment',
  summary: 'A supplier’s Compliance Catalyst assessments: the latest and the others',
  access: 'user',
  permission: CATALYST,
  application: true,
  params: SupplierPath,
  data: SupplierAssessments,
});

export const getCatalystModels = defineEndpoint({
  id: 'getCatalystModels',
  method: 'GET',
  path: '/api/apps/{appId}/catalyst/models',
  summary: 'The Compliance Catalyst’s models',
  access: 'user',
  permission: CATALYST,
  application: true,
  params: AppPath,
  data: AssessmentModels,
});

export const startSupplyChainAssessment = defineEndpoint({
  id: 'startSupplyChainAssessment',
  method: 'POST',
  path: '/api/apps/{appId}/supplyChain/assesment',
  summary: 'Start a Supply Chain Catalyst assessment of a linked supplier’s company; the connector follows it until it is scored',
  access: 'user',
  permission: SUPPLY_CHAIN,
  application: true,
  params: AppPath,
  body: StartAssessmentBody,
  data: SupplyChainStarted,
});

export const getSupplyChainPortfolio = defineEndpoint({
  id: 'getSupplyChainPortfolio',
  method: 'GET',
  path: '/api/apps/{appId}/supplyChain/assesment',
  summary: 'The assessments of one Supply Chain Catalyst portfolio',
  access: 'user',
  permission: SUPPLY_CHAIN,
  application: true,
  params: AppPath,
  query: z.object({ portfolioId: z.string().trim().min(1).max(100) }),
  data: z.array(Assessment),
});

export const getSupplyChainSupplierAssessments = defineEndpoint({
  id: 'getSupplyChainSupplierAssessments',
  method: 'GET',
  path: '/api/apps/{appId}/supplyChain/supplier/{supplierId}/assessment',
  summary: 'A supplier’s Supply Chain Catalyst assessments: the latest and the others',
  access: 'user',
  permission: SUPPLY_CHAIN,
  application: true,
  params: SupplierPath,
  data: SupplierAssessments,
});

export const getSupplyChainModels = defineEndpoint({
  id: 'getSupplyChainModels',
  method: 'GET',
  path: '/api/apps/{appId}/supplyChain/models',
  summary: 'The Supply Chain Catalyst’s models',
  access: 'user',
  permission: SUPPLY_CHAIN,
  application: true,
  params: AppPath,
  data: AssessmentModels,
});

/** A Catalyst's own page of one assessment, for a frame (ASM-11): opened with a short-lived context. */
export const AssessmentFrame = z.object({
  url: z.string(),
  /** Scheme, host and port the page is served from: what the frame loads. */
  origin: z.string(),
  /** When the context stops opening the page (ISO 8601). */
  expiresAt: z.string(),
});
export type AssessmentFrame = z.infer<typeof AssessmentFrame>;

const FramePath = AppPath.extend({ assessmentId: z.string().trim().min(1).max(100) });

export const getCatalystFrame = defineEndpoint({
  id: 'getCatalystFrame',
  method: 'GET',
  path: '/api/apps/{appId}/catalyst/assesment/{assessmentId}/frame',
  summary: 'The Compliance Catalyst page of one assessment, with a fresh context, for a frame',
  access: 'user',
  permission: CATALYST,
  application: true,
  params: FramePath,
  data: AssessmentFrame,
});

export const getSupplyChainFrame = defineEndpoint({
  id: 'getSupplyChainFrame',
  method: 'GET',
  path: '/api/apps/{appId}/supplyChain/assesment/{assessmentId}/frame',
  summary: 'The Supply Chain Catalyst page of one assessment, with a fresh context, for a frame',
  access: 'user',
  permission: SUPPLY_CHAIN,
  application: true,
  params: FramePath,
  data: AssessmentFrame,
});
