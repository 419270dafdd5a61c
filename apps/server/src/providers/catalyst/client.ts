import {
  CATALYST_PATHS,
  CATALYST_TOKEN_HEADER,
  CatalystAssessment,
  CatalystAssessments,
  CatalystModels,
  CatalystStartBody,
  CatalystStartResponse,
  type CatalystModel,
} from '@connector/contracts/providers/catalyst';
import { createAssessmentClient, type AssessmentSettings, type CommonAssessmentCalls } from '../assessments/client.ts';

/** Compliance Catalyst: the shared Catalyst calls; a start answers the assessment's id. */
export interface CatalystAdapter extends CommonAssessmentCalls<CatalystModel, CatalystAssessment> {
  /** Starts an assessment; answers its `CF_RA_Id`. */
  startAssessment(body: CatalystStartBody): Promise<string>;
}

const SCHEMAS = { models: CatalystModels, startBody: CatalystStartBody, started: CatalystStartResponse, assessment: CatalystAssessment, assessments: CatalystAssessments };

export function createCatalystAdapter(settings: AssessmentSettings): CatalystAdapter {
  const product = { provider: 'Compliance Catalyst', tokenHeader: CATALYST_TOKEN_HEADER, paths: CATALYST_PATHS, schemas: SCHEMAS } as const;
  const { start, ...common } = createAssessmentClient(product, settings).calls;
  return { ...common, startAssessment: async (body) => (await start(body)).SelectionId.CF_RA_Id };
}
