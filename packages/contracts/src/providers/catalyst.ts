import { z } from 'zod';

/**
 * Compliance Catalyst wire types. Every call carries the `ApiToken` header. Field names follow the
 * product's export columns (`CF_RA_*`); paths are relative to the provider's base URL.
 */
export const CATALYST_PATHS = {
  models: '/models',
  assessments: '/assessments',
  assessment: '/assessments/:id',
  companyAssessments: '/companies/:bvdId/assessments',
  embed: '/embed/assessments/:id',
  fields: '/fields',
} as const;

export const CATALYST_TOKEN_HEADER = 'ApiToken';

export const ScoreLabel = z.enum(['Low', 'Medium', 'High']);
export type ScoreLabel = z.infer<typeof ScoreLabel>;

export const CatalystModel = z.object({ Id: z.string(), Name: z.string() });
export type CatalystModel = z.infer<typeof CatalystModel>;
export const CatalystModels = z.array(CatalystModel);

export const CatalystStartBody = z.object({
  BvDId: z.string().min(1).max(30),
  ModelId: z.string().min(1).max(50),
  /** Who starts it, shown as the started and modifying user. */
  UserName: z.string().min(1).max(100).optional(),
});
export type CatalystStartBody = z.infer<typeof CatalystStartBody>;

export const CatalystStartResponse = z.object({ SelectionId: z.object({ CF_RA_Id: z.string() }) });
export type CatalystStartResponse = z.infer<typeof CatalystStartResponse>;

export const CatalystStatus = z.enum(['InProgress', 'Completed']);
export type CatalystStatus = z.infer<typeof CatalystStatus>;

export const CatalystAssessment = z.object({
  CF_RA_Id: z.string(),
  BvDId: z.string(),
  ModelId: z.string(),
  ModelName: z.string(),
  CF_RA_Status: CatalystStatus,
  /** 0–100; null while the assessment runs. */
  CF_RA_Score: z.number().nullable(),
  CF_RA_ScoreLabel: ScoreLabel.nullable(),
  CF_RA_StartedOn: z.string(),
  CF_RA_StartedBy: z.string(),
  CFE_RA_MODIFICATION_DATE: z.string(),
  CFE_RA_MODIFIED_BY: z.string(),
  ALERT_COUNT: z.number().int().min(0),
});
export type CatalystAssessment = z.infer<typeof CatalystAssessment>;

/** Newest first. */
export const CatalystAssessments = z.array(CatalystAssessment);
export type CatalystAssessments = z.infer<typeof CatalystAssessments>;

export const CatalystError = z.object({ Message: z.string() });
export type CatalystError = z.infer<typeof CatalystError>;

/** One result field of an assessment, as the product's export names it (`CF_RA_Status`, …). */
export const ResultField = z.object({ key: z.string().max(100), label: z.string().max(200) });
export type ResultField = z.infer<typeof ResultField>;
export const ResultFields = z.array(ResultField);
export type ResultFields = z.infer<typeof ResultFields>;
