import { z } from 'zod';
import { AppPath } from './applications.ts';
import { CriterionAgreement } from './matching.ts';
import { COUNTRY_CODES } from './countries.ts';
import { defineEndpoint, pageOf } from './http.ts';
import type { Permission } from './permissions.ts';
import { ORBIS_EXCLUSION_FLAGS } from './providers/orbis.ts';

/**
 * Suppliers of an application: the criteria search, connected suppliers, the missing list, link
 * and unlink (SUP-8 to SUP-29; docs/decisions/017-suppliers.md).
 */

export const SUPPLIER_MESSAGES = {
  countryRequired: 'Country is Required',
  cityRequired: 'City is Required',
  companyNameRequired: 'Company Name is Required',
  bvdIdInvalid: 'A BvD ID is two letters followed by letters and digits',
  supplierIdMismatch: 'The supplier in the body is not the one in the path',
  matchPercent: 'Match Percentage runs from 1 to 100',
  notFound: 'Supplier Not Found',
  notLinked: 'This supplier is not linked to that BvD ID',
  added: (bvdId: string) => `${bvdId} Added Successfully`,
  unlinked: 'Supplier unlinked',
  filterRequired: 'Enter a company name or a BvD ID',
} as const;

/** Default of Match Percentage (SUP-10). */
export const DEFAULT_MATCH_PERCENT = 85;

export const SupplierId = z.string().trim().min(1, SUPPLIER_MESSAGES.notFound).max(50);

/** A BvD ID, trimmed and in capitals: the country letters, then letters, digits, `*` or `-` (Orbis writes `US*...`, `DE2070000543`). */
export const BVD_ID_PATTERN = /^[A-Z]{2}[A-Z0-9*-]{1,30}$/;

export const BvdId = z.string().trim().toUpperCase().regex(BVD_ID_PATTERN, SUPPLIER_MESSAGES.bvdIdInvalid);

export const SUPPLIER_STATES = ['pending', 'linked', 'unmatched', 'failed'] as const;
export const SupplierState = z.enum(SUPPLIER_STATES);
export type SupplierState = z.infer<typeof SupplierState>;

export const LINK_SOURCES = ['auto', 'manual', 'import', 'request'] as const;
export const LinkSource = z.enum(LINK_SOURCES);
export type LinkSource = z.infer<typeof LinkSource>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Search criteria (SUP-14, OWN-2). */
export const SearchCriteria = z.object({
  CompanyName: z.string().trim().min(1, SUPPLIER_MESSAGES.companyNameRequired).max(300),
  NationalId: optionalText(50),
  City: optionalText(100),
  PostCode: optionalText(20),
  Country: z.enum(COUNTRY_CODES, SUPPLIER_MESSAGES.countryRequired),
  MatchPercent: z.number().int(SUPPLIER_MESSAGES.matchPercent).min(1, SUPPLIER_MESSAGES.matchPercent).max(100, SUPPLIER_MESSAGES.matchPercent).default(DEFAULT_MATCH_PERCENT),
  Exclusions: z.array(z.enum(ORBIS_EXCLUSION_FLAGS)).max(ORBIS_EXCLUSION_FLAGS.length).default([]),
});
export type SearchCriteria = z.infer<typeof SearchCriteria>;
export type SearchCriteriaInput = z.input<typeof SearchCriteria>;

/**
 * What the application already knows of a company's risk (issue 25): the latest compliance and
 * supply chain score labels of a supplier linked to it, for the products the application shows.
 */
export const CompanyRisk = z.object({ scoreLabel: z.string().nullable(), scoreLabelSCC: z.string().nullable() });
export type CompanyRisk = z.infer<typeof CompanyRisk>;

/**
 * A search result row (SUP-14); `SupplierId` when the BvD ID is already linked in this application,
 * `risk` when a supplier linked to it has been assessed.
 */
export const SearchResultRow = z.object({
  BvDId: z.string(),
  /** Percentage, 0–100. */
  Score: z.number().min(0).max(100),
  Status: z.string(),
  Name: z.string(),
  Address_Type: z.string(),
  Address: z.string(),
  City: z.string(),
  Country: z.string(),
  NationalIdLabel: z.string(),
  National_Id: z.string(),
  SupplierId: z.string().optional(),
  Selected: z.boolean(),
  why: z.array(CriterionAgreement),
  risk: CompanyRisk.optional(),
});
export type SearchResultRow = z.infer<typeof SearchResultRow>;

/**
 * Where the application's suppliers live in Ariba, for links to their Supplier 360 page: realm and
 * region, and the application's Ariba Site URL when it names one (else the region's host).
 */
/** Where the application's suppliers live in Ariba, for OPEN IN ARIBA (`supplier360Url` of the Ariba contracts). */
const AribaPlace = z.object({ realm: z.string().nullable(), region: z.string(), siteUrl: z.string().nullable(), supplier360Template: z.string().nullable() });

export const SearchResults = AribaPlace.extend({ data: z.array(SearchResultRow) });
export type SearchResults = z.infer<typeof SearchResults>;

/** A score label of an assessment, as the products give them (the connected list filters by it). */
export const SCORE_LABELS = ['Low', 'Medium', 'High'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

/**
 * Connected supplier (SUP-22), with the alert counters (`counter` for compliance, `counterSCC` for
 * supply chain) and score labels of the company's latest assessments; null until assessed.
 */
export const ConnectedSupplier = z.object({
  bvdId: z.string(),
  supplierName: z.string(),
  supplierId: z.string(),
  orbisQuestionnaireId: z.string().nullable(),
  catalystQuestionnaireId: z.string().nullable(),
  supplyChainQuestionnaireId: z.string().nullable(),
  linkSource: LinkSource,
  linkedAt: z.string(),
  counter: z.number().int().nullable(),
  counterSCC: z.number().int().nullable(),
  scoreLabel: z.string().nullable(),
  scoreLabelSCC: z.string().nullable(),
});
export type ConnectedSupplier = z.infer<typeof ConnectedSupplier>;

/** A candidate kept from automatic matching, offered for one-click accept; `risk` as in a search result, when read. */
export const KeptCandidate = z.object({
  bvdId: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  score: z.number().min(0).max(100),
  why: z.array(CriterionAgreement),
  risk: CompanyRisk.optional(),
});
export type KeptCandidate = z.infer<typeof KeptCandidate>;

/** Missing-BvD supplier (SUP-26) with its best kept candidate. */
export const MissingSupplier = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  processingDate: z.string().nullable(),
  state: SupplierState,
  candidate: KeptCandidate.nullable(),
});
export type MissingSupplier = z.infer<typeof MissingSupplier>;

export const SupplierLink = z.object({
  source: LinkSource,
  score: z.number().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

/** Supplier (SUP-1, SUP-27) with its processing state; `orbisEnhancement` is filled by the enhancement job. */
export const Supplier = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  supplierPostalCode: z.string().nullable(),
  supplierCityName: z.string().nullable(),
  supplierCountryName: z.string().nullable(),
  supplierNationalId: z.string().nullable(),
  /** The registration status Ariba last sent, as it sent it (any status, known or not); null when the realm exports none. */
  registrationStatus: z.string().nullable(),
  bvdId: z.string().nullable(),
  /** Each questionnaire's place in Ariba, `workspaceId/questionnaireId`. */
  orbisQuestionnaireId: z.string().nullable(),
  catalystQuestionnaireId: z.string().nullable(),
  supplyChainQuestionnaireId: z.string().nullable(),
  state: SupplierState,
  processingDate: z.string().nullable(),
  link: SupplierLink.nullable(),
  candidates: z.array(KeptCandidate),
  orbisEnhancement: z.array(z.object({ label: z.string(), answer: z.string() })),
});
export type Supplier = z.infer<typeof Supplier>;

/**
 * What the supplier's criteria search starts from: the Orbis match criteria the application's
 * active Ariba Custom Form Integration Mapping makes of the supplier (decision 025).
 */
export const SupplierCriteria = z.object({
  Name: z.string().optional(),
  City: z.string().optional(),
  Country: z.string().optional(),
  PostCode: z.string().optional(),
  Address: z.string().optional(),
  NationalId: z.string().optional(),
  State: z.string().optional(),
});
export type SupplierCriteria = z.infer<typeof SupplierCriteria>;

export const SupplierDetail = AribaPlace.extend({ data: Supplier, criteria: SupplierCriteria });
export type SupplierDetail = z.infer<typeof SupplierDetail>;

const SupplierPath = AppPath.extend({ supplierId: SupplierId });

const page = {
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Rows per page: 5, 10, 25 or 0 for all (capped at 1000). */
  pageSize: z.coerce.number().int().min(0).max(1000).default(5),
  order: z.enum(['asc', 'desc']).optional(),
};

export const ConnectedQuery = z.object({
  ...page,
  bvdId: z.string().trim().max(40).optional(),
  supplierName: z.string().trim().max(200).optional(),
  /** Only suppliers whose latest compliance assessment has this score label. */
  scoreLabel: z.enum(SCORE_LABELS).optional(),
  sort: z.enum(['supplierName', 'bvdId', 'supplierId', 'counter']).default('supplierName'),
});
export type ConnectedQuery = z.infer<typeof ConnectedQuery>;

export const MissingQuery = z.object({
  ...page,
  sort: z.enum(['processingDate', 'supplierId', 'supplierName']).default('processingDate'),
});
export type MissingQuery = z.infer<typeof MissingQuery>;

export const ConnectedPage = AribaPlace.extend({ data: z.array(ConnectedSupplier), total: z.number().int().min(0) });
export type ConnectedPage = z.infer<typeof ConnectedPage>;
export const MissingPage = pageOf(MissingSupplier);
export type MissingPage = z.infer<typeof MissingPage>;

/** `PUT supplier/{supplierId}` (SUP-17): the link. */
export const LinkBody = z.object({
  supplierId: SupplierId,
  bvdId: BvdId,
  /** The search score of the chosen result, kept with the link (percentage). */
  score: z.number().min(0).max(100).optional(),
});
export type LinkBody = z.infer<typeof LinkBody>;

/** `POST unlinkSupplier` (SUP-23). The questionnaire ids are accepted as the reference sends them. */
export const UnlinkBody = z.object({
  supplierId: SupplierId,
  bvdId: BvdId,
  orbisQuestionnaireId: z.string().max(100).nullish(),
  catalystQuestionnaireId: z.string().max(100).nullish(),
  supplyChainQuestionnaireId: z.string().max(100).nullish(),
});
export type UnlinkBody = z.infer<typeof UnlinkBody>;

/** The supplier detail serves the detail screen, the link flow and the connected list's actions. */
export const SUPPLIER_READERS: readonly Permission[] = [
  'Connector.OrbisAssesments',
  'Connector.AssignBvd',
  'Connector.Search.ConnectedSuppliers',
];

export const matchSuppliers = defineEndpoint({
  id: 'matchSuppliers',
  method: 'POST',
  path: '/api/apps/{appId}/suppliers/match',
  summary: 'Search Orbis by criteria; rows best first, with the supplier already linked to each BvD ID',
  access: 'user',
  permission: 'Connector.Search.SuppliersByCriteria',
  application: true,
  params: AppPath,
  body: SearchCriteria,
  data: SearchResults,
});

export const listConnectedSuppliers = defineEndpoint({
  id: 'listConnectedSuppliers',
  method: 'GET',
  path: '/api/apps/{appId}/suppliers',
  summary: 'Connected suppliers, filtered by the start of the name or by BvD ID; with realm and region',
  access: 'user',
  permission: 'Connector.Search.ConnectedSuppliers',
  application: true,
  localRead: true,
  params: AppPath,
  query: ConnectedQuery,
  data: ConnectedPage,
});

export const listMissingSuppliers = defineEndpoint({
  id: 'listMissingSuppliers',
  method: 'GET',
  path: '/api/apps/{appId}/suppliers/missing',
  summary: 'Suppliers without a BvD ID that need a person, most recently processed first',
  access: 'user',
  permission: 'Connector.AssignBvd',
  application: true,
  localRead: true,
  params: AppPath,
  query: MissingQuery,
  data: MissingPage,
});

export const getSupplier = defineEndpoint({
  id: 'getSupplier',
  method: 'GET',
  path: '/api/apps/{appId}/supplier/{supplierId}',
  summary: 'One supplier with its link and kept candidates; with realm and region',
  access: 'user',
  permission: SUPPLIER_READERS,
  application: true,
  localRead: true,
  params: SupplierPath,
  data: SupplierDetail,
});

export const linkSupplier = defineEndpoint({
  id: 'linkSupplier',
  method: 'PUT',
  path: '/api/apps/{appId}/supplier/{supplierId}',
  summary: 'Link a supplier to a BvD ID (the link flow)',
  access: 'user',
  permission: 'Connector.AssignBvd',
  application: true,
  params: SupplierPath,
  body: LinkBody,
  data: Supplier,
});

export const unlinkSupplier = defineEndpoint({
  id: 'unlinkSupplier',
  method: 'POST',
  path: '/api/apps/{appId}/unlinkSupplier',
  summary: 'Unlink a supplier from its BvD ID',
  access: 'user',
  permission: 'Connector.AssignBvd',
  application: true,
  params: AppPath,
  body: UnlinkBody,
  data: Supplier,
});
