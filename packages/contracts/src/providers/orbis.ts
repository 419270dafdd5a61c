import { z } from 'zod';

/**
 * Orbis wire types: company match, company data, the context token and the embeddable report.
 * Every call carries the `ApiToken` header. Paths are relative to the provider's base URL.
 */
export const ORBIS_PATHS = {
  match: '/Companies/match',
  data: '/Companies/data',
  context: '/Companies/context',
  report: '/Companies/report/:bvdId',
  ownEntity: '/Companies/ownEntity',
  ownEntityStatus: '/Companies/ownEntity/:requestId',
} as const;

export const ORBIS_TOKEN_HEADER = 'ApiToken';

export const ORBIS_EXCLUSION_FLAGS = [
  'ExcludeInactive',
  'ExcludeBranchLocations',
  'ExcludePreviousNames',
  'ExcludeSmallCompanies',
  'ExcludeMediumCompanies',
  'ExcludeLargeCompanies',
  'ExcludeVeryLargeCompanies',
] as const;
export const OrbisExclusionFlag = z.enum(ORBIS_EXCLUSION_FLAGS);
export type OrbisExclusionFlag = z.infer<typeof OrbisExclusionFlag>;

/** Hits returned by one match call at most. */
export const ORBIS_MATCH_MAX_HITS = 20;

const text = (max: number) => z.string().trim().max(max).optional();

export const OrbisMatchCriteria = z
  .object({
    Name: text(300),
    City: text(100),
    /** ISO 3166-1 alpha-2; when given, only companies of that country are considered. */
    Country: z.string().trim().length(2).toUpperCase().optional(),
    PostCode: text(20),
    Address: text(300),
    NationalId: text(50),
    State: text(100),
  })
  .refine((c) => Boolean(c.Name || c.NationalId), 'Name or NationalId is required');
export type OrbisMatchCriteria = z.infer<typeof OrbisMatchCriteria>;

export const OrbisMatchOptions = z.object({
  /** Lowest score (0–1) a hit needs to be returned. */
  ScoreLimit: z.number().min(0).max(1).default(0),
  ExclusionFlags: z.array(OrbisExclusionFlag).max(ORBIS_EXCLUSION_FLAGS.length).default([]),
});
export type OrbisMatchOptions = z.infer<typeof OrbisMatchOptions>;

export const OrbisMatchRequest = z.object({
  MATCH: z.object({ Criteria: OrbisMatchCriteria, Options: OrbisMatchOptions.default({ ScoreLimit: 0, ExclusionFlags: [] }) }),
});
export type OrbisMatchRequest = z.input<typeof OrbisMatchRequest>;

export const OrbisHint = z.enum(['Selected', 'Potential']);
export type OrbisHint = z.infer<typeof OrbisHint>;

export const OrbisMatchHit = z.object({
  BvDId: z.string(),
  Name: z.string(),
  /** The name the criteria matched: the current name, or a previous one. */
  MatchedName: z.string(),
  MatchedName_Type: z.enum(['Current', 'Previous']),
  Address: z.string(),
  Address_Type: z.string(),
  PostCode: z.string(),
  City: z.string(),
  Country: z.string(),
  National_Id: z.string(),
  NationalIdLabel: z.string(),
  LegalForm: z.string(),
  Status: z.string(),
  Score: z.number().min(0).max(1),
  Hint: OrbisHint,
});
export type OrbisMatchHit = z.infer<typeof OrbisMatchHit>;

/** Hits best first; at most one carries `Hint: Selected`, and only when it clearly wins. */
export const OrbisMatchResponse = z.array(OrbisMatchHit);
export type OrbisMatchResponse = z.infer<typeof OrbisMatchResponse>;

/** Fields `POST /Companies/data` can SELECT. */
export const ORBIS_DATA_FIELDS = [
  'BVDID',
  'NAME',
  'PREVIOUS_NAME',
  'ADDRESS_LINE1',
  'ADDRESS_LINE2',
  'POSTCODE',
  'CITY',
  'STATE',
  'COUNTRY_ISO_CODE',
  'EMAIL',
  'WEBSITE',
  'ENTITY_TYPE',
  'INCORPORATION_DATE',
  'NACE2_MAIN_SECTION',
  'NACE2_PRIMARY_CODE',
  'NACE2_PRIMARY_LABEL',
  'NATIONAL_ID',
  'NATIONAL_ID_LABEL',
  'NATIONAL_ID_TYPE',
  'ORIGINAL_CURRENCY',
  'STANDARDISED_LEGAL_FORM',
  'STATUS',
  'TIN',
  'TRADE_DESCRIPTION_EN',
  'TRADE_DESCRIPTION_LANGUAGE',
  'SIZE_CLASS',
] as const;
export const OrbisDataField = z.enum(ORBIS_DATA_FIELDS);
export type OrbisDataField = z.infer<typeof OrbisDataField>;

export const OrbisDataRequest = z.object({
  WHERE: z.array(z.object({ BvDID: z.array(z.string().max(30)).min(1).max(1000) })).length(1),
  SELECT: z.array(OrbisDataField).min(1).max(ORBIS_DATA_FIELDS.length),
});
export type OrbisDataRequest = z.infer<typeof OrbisDataRequest>;

export const OrbisDataRecord = z.record(z.string(), z.union([z.string(), z.null()]));
export type OrbisDataRecord = z.infer<typeof OrbisDataRecord>;

export const OrbisDataResponse = z.object({
  SearchSummary: z.object({
    TotalRecordsFound: z.number().int(),
    Offset: z.number().int(),
    RecordsReturned: z.number().int(),
    DatabaseInfo: z.object({ UpdateDate: z.string(), ReleaseNumber: z.string() }),
  }),
  /** One record per BvD ID found, in the order asked; unknown ids are left out. */
  Data: z.array(OrbisDataRecord),
});
export type OrbisDataResponse = z.infer<typeof OrbisDataResponse>;

/** `POST /Companies/context`: a short-lived value the embedded report page requires. */
export const OrbisContextResponse = z.object({ Context: z.string(), ExpiresIn: z.number().int() });
export type OrbisContextResponse = z.infer<typeof OrbisContextResponse>;

export const OrbisReportQuery = z.object({ context: z.string().min(1).max(200) });

export const OrbisError = z.object({ Message: z.string() });
export type OrbisError = z.infer<typeof OrbisError>;

/**
 * Own-entity requests: a company Orbis does not know is researched and added to its database with
 * a new BvD ID, some time after the request (docs/decisions/020-own-entity.md). The kind is the
 * product the company is wanted for.
 */
export const OWN_ENTITY_KINDS = ['Supply', 'Compliance', 'SupplyCompliance'] as const;
export const OwnEntityKind = z.enum(OWN_ENTITY_KINDS);
export type OwnEntityKind = z.infer<typeof OwnEntityKind>;

const entityText = (max: number) => z.string().trim().min(1).max(max).optional();

/** The company to add, in Orbis's field names; only NAME, ADDRESS_LINE1 and COUNTRY_ISO_CODE are required. */
export const OrbisOwnEntityFields = z.object({
  NAME: z.string().trim().min(1).max(300),
  ADDRESS_LINE1: z.string().trim().min(1).max(200),
  ADDRESS_LINE2: entityText(200),
  ADDRESS_LINE3: entityText(200),
  ADDRESS_LINE4: entityText(200),
  POSTCODE: entityText(20),
  US_STATE: entityText(100),
  CITY: entityText(100),
  COUNTRY_ISO_CODE: z.string().trim().length(2).toUpperCase(),
  PHONE_NUMBER: entityText(40),
  FAX_NUMBER: entityText(40),
});
export type OrbisOwnEntityFields = z.infer<typeof OrbisOwnEntityFields>;

/** `POST /Companies/ownEntity`. A request sent again with the same REFERENCE answers the first one. */
export const OrbisOwnEntityRequest = z.object({
  KIND: OwnEntityKind,
  /** The caller's own id of the request, so that repeating a call never asks twice. */
  REFERENCE: z.string().trim().min(1).max(100).optional(),
  ENTITY: OrbisOwnEntityFields,
});
export type OrbisOwnEntityRequest = z.input<typeof OrbisOwnEntityRequest>;

export const ORBIS_OWN_ENTITY_STATUSES = ['Pending', 'Created'] as const;
export const OrbisOwnEntityStatus = z.enum(ORBIS_OWN_ENTITY_STATUSES);
export type OrbisOwnEntityStatus = z.infer<typeof OrbisOwnEntityStatus>;

/** The answer of both own-entity calls: where the request stands, and the new BvD ID once created. */
export const OrbisOwnEntityAnswer = z.object({
  RequestId: z.string().min(1).max(100),
  Status: OrbisOwnEntityStatus,
  BvDId: z.string().max(40).nullable(),
});
export type OrbisOwnEntityAnswer = z.infer<typeof OrbisOwnEntityAnswer>;
