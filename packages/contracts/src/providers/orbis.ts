import { z } from 'zod';

/**
 * Orbis wire types: company match, company data, the context token and the embeddable report.
 * Match and data follow the public Orbis clients docs/providers.md names; the context, the report
 * and own entities are assumed. Every call carries the `ApiToken` header. Paths are relative to
 * the provider's base URL.
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

/**
 * Match and data also take their query as JSON in this query parameter of a GET, as some clients
 * send it (others spell it `Query` or `query`). The adapter posts instead: a long SELECT overflows a URL.
 */
export const ORBIS_QUERY_PARAMS = ['QUERY', 'Query', 'query'] as const;

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

/** The criteria in the spelling clients send: `PostCode` with a capital C (the answer says `Postcode`). */
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

/**
 * Both optional on the wire, and Options too. No default ScoreLimit is published; without one the
 * simulator lets every hit through (assumed), so the adapter sends the limit its caller chose.
 */
export const OrbisMatchOptions = z.object({
  /** Lowest score (0–1) a hit needs to be returned. */
  ScoreLimit: z.number().min(0).max(1).default(0),
  ExclusionFlags: z.array(OrbisExclusionFlag).max(ORBIS_EXCLUSION_FLAGS.length).default([]),
});
export type OrbisMatchOptions = z.infer<typeof OrbisMatchOptions>;

/** Every `Match.*` field public clients select, in their order. */
export const ORBIS_MATCH_FIELDS = [
  'Match.Hint', 'Match.Score', 'Match.Name', 'Match.Name_Local', 'Match.MatchedName', 'Match.MatchedName_Type',
  'Match.Address', 'Match.Postcode', 'Match.City', 'Match.Country', 'Match.Address_Type', 'Match.PhoneOrFax',
  'Match.EmailOrWebsite', 'Match.National_Id', 'Match.NationalIdLabel', 'Match.State', 'Match.Region', 'Match.LegalForm',
  'Match.ConsolidationCode', 'Match.Status', 'Match.Ticker', 'Match.CustomRule', 'Match.Isin', 'Match.BvDId',
] as const;
export const OrbisMatchField = z.enum(ORBIS_MATCH_FIELDS, { error: (issue) => `Unknown match field ${String(issue.input)}` });
export type OrbisMatchField = z.infer<typeof OrbisMatchField>;

/** The fields of a hit the console reads: what every match call of the adapter selects. */
export const ORBIS_MATCH_SELECT = [
  'Match.BvDId', 'Match.Name', 'Match.MatchedName', 'Match.MatchedName_Type', 'Match.Address', 'Match.Address_Type',
  'Match.Postcode', 'Match.City', 'Match.Country', 'Match.National_Id', 'Match.NationalIdLabel', 'Match.LegalForm',
  'Match.Status', 'Match.Score', 'Match.Hint',
] as const satisfies readonly OrbisMatchField[];

/** The key a selected field answers under: its name without `Match.` (`Match.Postcode` → `Postcode`). */
export type OrbisMatchKey<F extends OrbisMatchField = OrbisMatchField> = F extends `Match.${infer K}` ? K : never;
export const orbisMatchKey = <F extends OrbisMatchField>(field: F): OrbisMatchKey<F> => field.slice('Match.'.length) as OrbisMatchKey<F>;

export const OrbisMatchRequest = z.object({
  MATCH: z.object({ Criteria: OrbisMatchCriteria, Options: OrbisMatchOptions.default({ ScoreLimit: 0, ExclusionFlags: [] }) }),
  /** The hit fields to answer. Without it the simulator answers every one (assumed: no client leaves it out). */
  SELECT: z.array(OrbisMatchField).min(1).max(ORBIS_MATCH_FIELDS.length).optional(),
});
export type OrbisMatchRequest = z.input<typeof OrbisMatchRequest>;

/** The one Hint value with a known meaning: Orbis's own pick among the hits. Other values are open text. */
export const ORBIS_SELECTED_HINT = 'Selected';

const hitText = z.string().nullish();
/** Most clients read these as one text; one reads them as lists of texts, so both are taken. */
const hitTexts = z.union([z.string(), z.array(z.string().nullable())]).nullish();

/**
 * One hit, keyed by the selected fields without `Match.`: only selected fields are present, and
 * any of them but Score may be null, BvDId too. Every client reads the post code as `Postcode`;
 * `PostCode`, the criterion's spelling, is taken as well.
 */
export const OrbisMatchHit = z.object({
  Hint: hitText,
  Score: z.number().min(0).max(1),
  Name: hitText,
  Name_Local: hitText,
  MatchedName: hitText,
  MatchedName_Type: hitText,
  Address: hitText,
  Postcode: hitText,
  PostCode: hitText,
  City: hitText,
  Country: hitText,
  Address_Type: hitText,
  PhoneOrFax: hitTexts,
  EmailOrWebsite: hitTexts,
  National_Id: hitTexts,
  NationalIdLabel: hitTexts,
  State: hitText,
  Region: hitText,
  LegalForm: hitText,
  ConsolidationCode: hitText,
  Status: hitText,
  Ticker: hitText,
  CustomRule: hitText,
  Isin: hitText,
  BvDId: hitText,
} satisfies Record<OrbisMatchKey | 'PostCode', z.ZodType>);
export type OrbisMatchHit = z.infer<typeof OrbisMatchHit>;

/** A bare list of hits, best first, no envelope; an empty list when nothing matched. */
export const OrbisMatchResponse = z.array(OrbisMatchHit);
export type OrbisMatchResponse = z.infer<typeof OrbisMatchResponse>;

/** Fields `POST /Companies/data` can SELECT. */
export const ORBIS_DATA_FIELDS = [
  'BVDID', 'NAME', 'PREVIOUS_NAME', 'ADDRESS_LINE1', 'ADDRESS_LINE2', 'POSTCODE', 'CITY', 'STATE',
  'COUNTRY_ISO_CODE', 'EMAIL', 'WEBSITE', 'ENTITY_TYPE', 'INCORPORATION_DATE', 'NACE2_MAIN_SECTION',
  'NACE2_PRIMARY_CODE', 'NACE2_PRIMARY_LABEL', 'NATIONAL_ID', 'NATIONAL_ID_LABEL', 'NATIONAL_ID_TYPE',
  'ORIGINAL_CURRENCY', 'STANDARDISED_LEGAL_FORM', 'STATUS', 'TIN', 'TRADE_DESCRIPTION_EN',
  'TRADE_DESCRIPTION_LANGUAGE', 'SIZE_CLASS',
] as const;
export const OrbisDataField = z.enum(ORBIS_DATA_FIELDS);
export type OrbisDataField = z.infer<typeof OrbisDataField>;

const BvdId = z.string().max(30);

/** The companies to read by BvD ID: clients send one as a text or several as a list. */
export const OrbisDataRequest = z.object({
  WHERE: z.array(z.object({ BvDID: z.union([BvdId, z.array(BvdId).min(1).max(1000)]) })).length(1),
  SELECT: z.array(OrbisDataField).min(1).max(ORBIS_DATA_FIELDS.length),
});
export type OrbisDataRequest = z.input<typeof OrbisDataRequest>;

const OrbisDataScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A field's value as Orbis sends it: many fields come as lists, even of one element. */
export const OrbisDataValue = z.union([OrbisDataScalar, z.array(OrbisDataScalar)]);
export type OrbisDataValue = z.infer<typeof OrbisDataValue>;

/** One company as Orbis sends it, keyed by the selected field codes. */
export const OrbisDataWireRecord = z.record(z.string(), OrbisDataValue);
export type OrbisDataWireRecord = z.infer<typeof OrbisDataWireRecord>;

const info = z.union([z.string(), z.number()]).nullish();

export const OrbisSearchSummary = z.object({
  TotalRecordsFound: z.number().int(),
  Offset: z.number().int(),
  RecordsReturned: z.number().int(),
  DatabaseInfo: z.object({ ReleaseNumber: info, UpdateNumber: info, UpdateDate: info, VersionNumber: info, IndexationDate: info }).optional(),
  /** Clients model it as an open object. */
  Sort: z.unknown().optional(),
});
export type OrbisSearchSummary = z.infer<typeof OrbisSearchSummary>;

export const OrbisDataResponse = z.object({
  SearchSummary: OrbisSearchSummary,
  /** One record per BvD ID found; unknown ids are left out, and the list may be missing when none was found. */
  Data: z.array(OrbisDataWireRecord).nullish(),
});
export type OrbisDataResponse = z.infer<typeof OrbisDataResponse>;

/**
 * A data record as the server adapter hands it on, and as the company views, the mappings and
 * the bench read it: every value a text or null (see `orbisText`).
 */
export type OrbisDataRecord = Record<string, string | null>;

/** Joins the elements of a list value in an `OrbisDataRecord`. */
export const ORBIS_LIST_SEPARATOR = '; ';

/**
 * One Orbis value as text: a list is its elements joined by `ORBIS_LIST_SEPARATOR` (one element is
 * that element; null or blank elements are left out, and a list of none is null); a number or a
 * yes/no is written as JavaScript writes it (`1250.5`, `true`). A text is kept as it is.
 */
export function orbisText(value: OrbisDataValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return String(value);
  const parts = value.flatMap((item) => (item === null || String(item).trim() === '' ? [] : [String(item)]));
  return parts.length > 0 ? parts.join(ORBIS_LIST_SEPARATOR) : null;
}

export const toOrbisDataRecord = (record: OrbisDataWireRecord): OrbisDataRecord =>
  Object.fromEntries(Object.entries(record).map(([field, value]) => [field, orbisText(value)]));

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
