import { z } from 'zod';
import { AribaRealmQuery } from './common.ts';

/** The system-defined page limit of `vendorDataRequests`. */
export const ARIBA_PAGE_LIMIT = 1000;
/** The system-defined page limit of the `qna` endpoints. */
export const ARIBA_QNA_PAGE_LIMIT = 100;
/** Answers one call to the answers endpoint takes (not published: the connector's own bound). */
export const ARIBA_ANSWERS_PER_CALL = 300;

/**
 * The vendor fields the connector reads, and the export-column names a realm gives them by
 * default. A realm configures its own export columns ("Configuring Export Fields for the Supplier
 * Data API with Pagination"), so each application can rename them (the Ariba export fields of
 * Supplier Data With Pagination). `taxId` has no standard column: "Tax ID" is assumed.
 */
export const ARIBA_EXPORT_FIELDS = {
  smVendorId: 'SM Vendor ID',
  erpVendorId: 'ERP Vendor ID',
  supplierName: 'Supplier Name',
  registrationStatus: 'Registration Status',
  qualificationStatus: 'Qualification Status',
  addressLine1: 'Address - Line1',
  city: 'Address - City',
  regionCode: 'Address - Region Code',
  postalCode: 'Address - Postal Code',
  countryCode: 'Address - Country Code',
  taxId: 'Tax ID',
  lastUpdated: 'Last Update Date',
} as const;
export type AribaExportField = keyof typeof ARIBA_EXPORT_FIELDS;
export type AribaExportColumns = Record<AribaExportField, string>;

/**
 * Registration statuses as public clients list them. Ariba's own list is not published, and a
 * realm may answer others: the connector keeps any status as text and never refuses a page for it.
 */
export const ARIBA_REGISTRATION_STATUSES = [
  'NotInvited',
  'Invited',
  'InRegistration',
  'PendingApproval',
  'PendingResubmit',
  'Registered',
  'RegistrationDenied',
  'PhasedOut',
  'InCreation',
  'InExternalApprovalForCreation',
  'Unknown',
] as const;
export type KnownRegistrationStatus = (typeof ARIBA_REGISTRATION_STATUSES)[number];
/** A registration or qualification status as Ariba sends it: open text. */
export const AribaStatus = z.string().trim().min(1).max(80);

/** Query of `vendorDataRequests`: `$skip` is the `nextToken` of the previous page, `$filter` bounds the update date. */
export const VendorDataQuery = AribaRealmQuery.extend({
  $skip: z.coerce.number().int().min(0).default(0),
  $top: z.coerce.number().int().min(1).max(ARIBA_PAGE_LIMIT).default(ARIBA_PAGE_LIMIT),
  $count: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  $filter: z.string().max(300).optional(),
});
export type VendorDataQuery = z.infer<typeof VendorDataQuery>;

/** `updatedDateFrom ge '…' and updatedDateTo le '…'`: the bounds of an incremental pull, each optional. */
export interface UpdatedDates {
  from?: Date;
  to?: Date;
}

/** Ariba's timestamps in a filter: UTC, to the second. */
const filterTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The `$filter` of an incremental pull; undefined when neither bound is given. */
export function updatedDatesFilter({ from, to }: UpdatedDates): string | undefined {
  const terms = [
    ...(from ? [`updatedDateFrom ge '${filterTime(from)}'`] : []),
    ...(to ? [`updatedDateTo le '${filterTime(to)}'`] : []),
  ];
  return terms.length > 0 ? terms.join(' and ') : undefined;
}

const FILTER_TERM = /^(updatedDateFrom) ge '([^']{1,40})'$|^(updatedDateTo) le '([^']{1,40})'$/;

/** The bounds a `$filter` names; null when it is not one this API reads. */
export function parseUpdatedDatesFilter(filter: string): UpdatedDates | null {
  const dates: UpdatedDates = {};
  for (const term of filter.trim().split(/\s+and\s+/i)) {
    const found = FILTER_TERM.exec(term.trim());
    if (!found) return null;
    const value = new Date(found[2] ?? found[4] ?? '');
    if (Number.isNaN(value.getTime())) return null;
    if (found[1]) dates.from = value;
    else dates.to = value;
  }
  return dates;
}

const vendorIds = z.array(z.string().min(1).max(50)).max(ARIBA_PAGE_LIMIT);

/** Body of `vendorDataRequests`, as the Supplier Data API takes it (the filters all optional). */
export const VendorDataRequestBody = z.object({
  outputFormat: z.literal('JSON').default('JSON'),
  withQuestionnaire: z.boolean().default(false),
  smVendorIds: vendorIds.optional(),
  erpVendorIds: vendorIds.optional(),
  registrationStatusList: z.array(AribaStatus).max(50).optional(),
  qualificationStatusList: z.array(AribaStatus).max(50).optional(),
});
export type VendorDataRequestBody = z.input<typeof VendorDataRequestBody>;

/** A questionnaire a vendor record lists: where it lives, not its answers (those come from `qna`). */
export const AribaVendorQuestionnaire = z.looseObject({
  questionnaireId: z.string().min(1),
  questionnaireTitle: z.string().nullish(),
  workspaceId: z.string().nullish(),
  workspaceType: z.string().nullish(),
});
export type AribaVendorQuestionnaire = z.infer<typeof AribaVendorQuestionnaire>;

/**
 * One vendor of `vendorDataRequests`: its export columns by name (values are text, numbers or
 * null as the realm exports them) and, when asked `withQuestionnaire`, its questionnaires.
 */
export const AribaVendorRecord = z.looseObject({ questionnaires: z.array(AribaVendorQuestionnaire).optional() });
export type AribaVendorRecord = z.infer<typeof AribaVendorRecord>;

/** The element a page ends with when more pages follow: send it as the next `$skip`. */
export const AribaNextToken = z.strictObject({ nextToken: z.union([z.number().int().min(0), z.string().regex(/^\d{1,15}$/).transform(Number)]) });
/** The element a page carries when `$count=true` asked for the total (not published: assumed). */
export const AribaCount = z.strictObject({ count: z.number().int().min(0) });

/**
 * A page of a paged Supplier Data call: a JSON array of records, and as its last element
 * `{ "nextToken": N }` while more pages follow.
 */
export const AribaPagedAnswer = z.array(z.unknown()).max(ARIBA_PAGE_LIMIT + 2);

/** One question and its answer, as the `qna` endpoints list them. */
export const AribaQnaItem = z.looseObject({
  itemId: z.string().nullish(),
  questionLabel: z.string().nullish(),
  externalSystemCorrelationId: z.string().nullish(),
  answerType: z.string().nullish(),
  answer: z.string().nullish(),
  multiValueAnswer: z.array(z.string()).nullish(),
});
export type AribaQnaItem = z.infer<typeof AribaQnaItem>;

export const AribaQnaQuery = AribaRealmQuery.extend({
  $skip: z.coerce.number().int().min(0).default(0),
  $top: z.coerce.number().int().min(1).max(ARIBA_QNA_PAGE_LIMIT).default(ARIBA_QNA_PAGE_LIMIT),
});

const correlationId = z.string().trim().min(1).max(100);

/** One answer to write, to the question with that external system correlation id: one value or several. */
export const AribaAnswer = z.union([
  z.strictObject({ externalSystemCorrelationId: correlationId, itemId: z.string().max(100).optional(), answer: z.string().max(4000) }),
  z.strictObject({
    externalSystemCorrelationId: correlationId,
    itemId: z.string().max(100).optional(),
    multiValueAnswer: z.array(z.string().max(4000)).min(1).max(100),
  }),
]);
export type AribaAnswer = z.infer<typeof AribaAnswer>;

/** Body of `POST …/questionnaires/{questionnaireId}/answers`. */
export const AribaAnswersBody = z.object({ answers: z.array(AribaAnswer).min(1).max(ARIBA_ANSWERS_PER_CALL) });
export type AribaAnswersBody = z.infer<typeof AribaAnswersBody>;
