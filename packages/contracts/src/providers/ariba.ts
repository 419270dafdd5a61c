import { z } from 'zod';

/**
 * SAP Ariba wire types: OAuth token, Supplier Data API with Pagination, questionnaire answers,
 * External Approval API, risk exposure push and the Supplier 360 page. Paths are relative to the
 * provider's base URL (`/ariba` in the simulators, the Ariba API host in production).
 */
export const ARIBA_PATHS = {
  token: '/v2/oauth/token',
  vendorDataRequests: '/api/supplierdatapagination/v4/prod/vendorDataRequests',
  questionnaireAnswers: '/api/supplierdatapagination/v4/prod/vendors/:smVendorId/qna',
  pendingApprovables: '/api/sourcing-approval/v2/prod/pendingApprovables',
  task: '/api/sourcing-approval/v2/prod/Task/:taskId',
  action: '/api/sourcing-approval/v2/prod/action',
  riskExposure: '/api/supplier-risk/v1/prod/vendors/:smVendorId/riskExposure',
  supplier360: '/Supplier360/:region/:realm/:smVendorId',
  forms: '/api/supplier-forms/v1/prod/forms',
} as const;

/** The system-defined page limit of `vendorDataRequests`. */
export const ARIBA_PAGE_LIMIT = 1000;

/** Exact texts Ariba answers with (400) when a call lacks its apiKey or names a foreign realm. */
export const ARIBA_MESSAGES = {
  apiKeyMissing: 'The apiKey is missing in the header.',
  realmMismatch: (realm: string) => `Realm ${realm} in the request does not match with realms in the token.`,
} as const;

export const ARIBA_REGIONS = ['us', 'eu', 'au'] as const;
export type AribaRegion = (typeof ARIBA_REGIONS)[number];

/** Form body of `POST /v2/oauth/token`; the client id and secret travel as HTTP Basic. */
export const AribaTokenRequest = z.object({ grant_type: z.literal('client_credentials') });

export const AribaTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  realms: z.array(z.string()),
  timeUpdated: z.number().int(),
});
export type AribaTokenResponse = z.infer<typeof AribaTokenResponse>;

export const AribaError = z.object({ error: z.string().optional(), message: z.string() });
export type AribaError = z.infer<typeof AribaError>;

/** Query of every Ariba API call; `$skip` is the pagination token of the previous answer. */
export const AribaRealmQuery = z.object({ realm: z.string().min(1).max(100) });
export const VendorDataQuery = AribaRealmQuery.extend({
  $skip: z.coerce.number().int().min(0).default(0),
  $top: z.coerce.number().int().min(1).max(ARIBA_PAGE_LIMIT).default(ARIBA_PAGE_LIMIT),
  $count: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
export type VendorDataQuery = z.infer<typeof VendorDataQuery>;

export const RegistrationStatus = z.enum([
  'NotInvited',
  'Invited',
  'InRegistration',
  'PendingApproval',
  'Registered',
  'PendingResubmit',
  'Denied',
]);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

export const QualificationStatus = z.enum([
  'NotQualified',
  'QualificationStarted',
  'PendingQualificationApproval',
  'Qualified',
  'Disqualified',
]);
export type QualificationStatus = z.infer<typeof QualificationStatus>;

export const VendorDataRequestBody = z.object({
  outputFormat: z.literal('JSON').default('JSON'),
  withQuestionnaire: z.boolean().default(false),
  smVendorIds: z.array(z.string().max(20)).max(ARIBA_PAGE_LIMIT).optional(),
  registrationStatusList: z.array(RegistrationStatus).optional(),
  qualificationStatusList: z.array(QualificationStatus).optional(),
  /**
   * Only vendors whose `lastUpdated` is at or after this instant (ISO 8601 with a zone), for
   * incremental requests. Assumed: Ariba documents the bound as `updatedDateFrom` inside `$filter`.
   */
  lastUpdatedFrom: z.iso.datetime({ offset: true }).optional(),
});
export type VendorDataRequestBody = z.input<typeof VendorDataRequestBody>;

export const QuestionnaireAnswer = z.object({
  externalQuestionId: z.string().max(100),
  questionLabel: z.string().max(500),
  answer: z.string().max(4000),
});
export type QuestionnaireAnswer = z.infer<typeof QuestionnaireAnswer>;

/**
 * The supplier questionnaires the connector writes its results to, one per product, told apart
 * by the template they were made from. Assumed: a site names its own templates in Ariba; these
 * are the simulator's, and every supplier invited to register has one questionnaire of each.
 */
export const ARIBA_QUESTIONNAIRE_TEMPLATES = {
  orbis: 'TPL-ORBIS',
  complianceCatalyst: 'TPL-CC',
  supplyChainCatalyst: 'TPL-SCC',
} as const;
export type AribaQuestionnaireKind = keyof typeof ARIBA_QUESTIONNAIRE_TEMPLATES;

export const Questionnaire = z.object({
  questionnaireId: z.string(),
  title: z.string(),
  /** The template the questionnaire was made from; absent for ad-hoc questionnaires. */
  templateId: z.string().optional(),
  answers: z.array(QuestionnaireAnswer),
});
export type Questionnaire = z.infer<typeof Questionnaire>;

/**
 * One risk exposure of a supplier. A product's assessment sends its score; the connector's Risk
 * Integration Mapping sends the realm's exposure fields (`FIELD_01` to `FIELD_300`) it fills.
 * Assumed: Ariba takes either, both as one record.
 */
export const RiskExposure = z.object({
  source: z.string().max(50),
  score: z.number().min(0).max(100).optional(),
  scoreLabel: z.string().max(50).optional(),
  alertCount: z.number().int().min(0).optional(),
  assessedOn: z.string().max(40),
  fields: z.record(z.string().regex(/^FIELD_\d{2,3}$/), z.string().max(2000)).optional(),
});
export type RiskExposure = z.infer<typeof RiskExposure>;

export const AribaVendor = z.object({
  smVendorId: z.string(),
  erpVendorId: z.string().nullable(),
  supplierName: z.string(),
  address: z.object({
    line1: z.string(),
    city: z.string(),
    postalCode: z.string().nullable(),
    countryCode: z.string().length(2),
  }),
  taxId: z.string().nullable(),
  registrationStatus: RegistrationStatus,
  qualificationStatus: QualificationStatus,
  lastUpdated: z.string(),
  /** Present when the request asked `withQuestionnaire`. */
  questionnaires: z.array(Questionnaire).optional(),
  riskExposures: z.array(RiskExposure).optional(),
});
export type AribaVendor = z.infer<typeof AribaVendor>;

/**
 * One page; `pageToken` is the `$skip` of the next page and null on the last. The simulated Ariba
 * answers in `smVendorId` order and its token is a position in the realm's list, so vendors that
 * change during a walk neither shift nor repeat the others (real Ariba does not say).
 */
export const VendorDataPage = z.object({
  vendors: z.array(AribaVendor),
  pageToken: z.number().int().nullable(),
  totalCount: z.number().int().optional(),
});
export type VendorDataPage = z.infer<typeof VendorDataPage>;

export const QuestionnaireAnswersBody = z.object({
  questionnaireId: z.string().min(1).max(100),
  answers: z
    .array(QuestionnaireAnswer.partial({ questionLabel: true }))
    .min(1)
    .max(300),
});
export type QuestionnaireAnswersBody = z.infer<typeof QuestionnaireAnswersBody>;

export const QuestionnaireAnswersResult = z.object({
  smVendorId: z.string(),
  questionnaireId: z.string(),
  updated: z.number().int(),
});
export type QuestionnaireAnswersResult = z.infer<typeof QuestionnaireAnswersResult>;

export const ApprovalStatus = z.enum(['Pending', 'Approved', 'Denied']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

export const ApprovalTask = z.object({
  taskId: z.string(),
  approvableId: z.string(),
  approvableType: z.literal('SupplierRegistration'),
  title: z.string(),
  smVendorId: z.string(),
  status: ApprovalStatus,
  createdDate: z.string(),
  actionDate: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ApprovalTask = z.infer<typeof ApprovalTask>;

export const PendingApprovables = z.array(ApprovalTask);
export type PendingApprovables = z.infer<typeof PendingApprovables>;

export const ApprovalActionBody = z.object({
  taskId: z.string().min(1).max(50),
  actionName: z.enum(['Approve', 'Deny']),
  comment: z.string().max(2000).optional(),
});
export type ApprovalActionBody = z.infer<typeof ApprovalActionBody>;

export const RiskExposureBody = RiskExposure;
export type RiskExposureBody = z.infer<typeof RiskExposureBody>;

export const RiskExposureResult = z.object({
  smVendorId: z.string(),
  status: z.literal('Accepted'),
  exposures: z.number().int(),
});
export type RiskExposureResult = z.infer<typeof RiskExposureResult>;

/**
 * The realm's supplier forms, as the mapping editors list them: its custom forms (the
 * registration form, whose answers are the vendor's own fields) and its questionnaire templates
 * (the product questionnaires answers are written to). Each question carries its external id.
 */
export const AribaFormQuestion = z.object({ externalQuestionId: z.string().max(100), questionLabel: z.string().max(500) });
export type AribaFormQuestion = z.infer<typeof AribaFormQuestion>;
export const AribaForm = z.object({
  formId: z.string().max(100),
  title: z.string().max(300),
  kind: z.enum(['customForm', 'questionnaire']),
  /** The product a questionnaire template serves, when it is one of the connector's. */
  product: z.enum(['orbis', 'complianceCatalyst', 'supplyChainCatalyst']).optional(),
  questions: z.array(AribaFormQuestion),
});
export type AribaForm = z.infer<typeof AribaForm>;
export const AribaForms = z.array(AribaForm);
export type AribaForms = z.infer<typeof AribaForms>;

/**
 * The registration form's questions: the vendor fields Ariba keeps for every supplier, which the
 * connector stores with it (decision 017). An Ariba Custom Form Integration Mapping maps these to
 * Orbis search fields.
 */
export const ARIBA_REGISTRATION_QUESTIONS = ['SUPPLIER_NAME', 'TAX_ID', 'ADDRESS_LINE1', 'CITY', 'POSTAL_CODE', 'COUNTRY'] as const;
export type AribaRegistrationQuestion = (typeof ARIBA_REGISTRATION_QUESTIONS)[number];
