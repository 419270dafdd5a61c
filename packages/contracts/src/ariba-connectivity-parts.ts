import type { FieldDefinition } from './connectivity.ts';
import {
  ARIBA_APPROVAL_QUOTAS,
  ARIBA_DEFAULT_PASSWORD_ADAPTER,
  ARIBA_EXPORT_FIELDS,
  ARIBA_QUESTIONNAIRE_TITLES,
  ARIBA_REGISTRATION_STATUSES,
  QUOTA_WINDOWS,
  type AribaExportField,
  type QuotaWindow,
} from './providers/ariba.ts';

/**
 * Field groups several Ariba sections share, and the settings decision 035 adds to them: the
 * realm's export columns, the product questionnaires' titles, the approver, the call quotas.
 */

/** The OAuth client and application key every Ariba API of the developer portal has. */
export const aribaCredentials = (order: number): FieldDefinition[] => [
  { key: 'apiKey', type: 'password', label: 'Application Key (apiKey)', order },
  { key: 'clientId', type: 'string', label: 'OAuth Client Id', order: order + 1 },
  { key: 'clientSecret', type: 'password', label: 'OAuth Client Secret', order: order + 2 },
];

/** The key of each window's quota field. */
export const QUOTA_FIELD_KEYS: Record<QuotaWindow, string> = {
  second: 'quotaPerSecond',
  minute: 'quotaPerMinute',
  hour: 'quotaPerHour',
  day: 'quotaPerDay',
};

const QUOTA_LABELS: Record<QuotaWindow, string> = {
  second: 'Calls Per Second',
  minute: 'Calls Per Minute',
  hour: 'Calls Per Hour',
  day: 'Calls Per Day',
};

/**
 * The API's quota per window, from its discovery page on the developer portal; empty leaves a
 * window to what Ariba's rate-limit headers report.
 */
export const quotaFields = (order: number, defaults: Partial<Record<QuotaWindow, number>> = {}): FieldDefinition[] => [
  { key: 'quotaHeader', type: 'header', label: 'Call Quotas', order },
  ...QUOTA_WINDOWS.map(
    (window, i): FieldDefinition => ({
      key: QUOTA_FIELD_KEYS[window],
      type: 'int',
      label: QUOTA_LABELS[window],
      ...(defaults[window] === undefined ? {} : { value: defaults[window] }),
      order: order + 1 + i,
    }),
  ),
];

/** The bounds of a quota field: at least one call. */
export const QUOTA_BOUNDS = Object.fromEntries(QUOTA_WINDOWS.map((w) => [QUOTA_FIELD_KEYS[w], { min: 1, max: 100_000_000 }]));

export const approvalQuotaFields = (order: number) => quotaFields(order, ARIBA_APPROVAL_QUOTAS);

/** The approver the External Approval API acts as. */
export const approverFields = (order: number): FieldDefinition[] => [
  { key: 'approverUser', type: 'string', label: 'Approver User', order },
  { key: 'approverPasswordAdapter', type: 'string', label: 'Approver Password Adapter', value: ARIBA_DEFAULT_PASSWORD_ADAPTER, order: order + 1 },
];

/** The vendor fields the connector reads, each with the realm's export column for it. */
export const EXPORT_COLUMN_FIELDS: readonly AribaExportField[] = [
  'smVendorId',
  'supplierName',
  'registrationStatus',
  'city',
  'postalCode',
  'countryCode',
  'taxId',
  'lastUpdated',
];

/** `smVendorId` → `columnSmVendorId`: the field key of a vendor field's export column. */
export const exportColumnKey = (field: AribaExportField) => `column${field.charAt(0).toUpperCase()}${field.slice(1)}`;

const COLUMN_LABELS: Record<(typeof EXPORT_COLUMN_FIELDS)[number], string> = {
  smVendorId: 'Column: Supplier Id',
  supplierName: 'Column: Supplier Name',
  registrationStatus: 'Column: Registration Status',
  city: 'Column: City',
  postalCode: 'Column: Postal Code',
  countryCode: 'Column: Country Code',
  taxId: 'Column: Tax Id',
  lastUpdated: 'Column: Last Update Date',
  erpVendorId: 'Column: ERP Vendor Id',
  qualificationStatus: 'Column: Qualification Status',
  addressLine1: 'Column: Address Line 1',
  regionCode: 'Column: Region Code',
};

export const exportColumnFields = (order: number): FieldDefinition[] => [
  { key: 'exportHeader', type: 'header', label: 'Ariba Export Fields', order },
  ...EXPORT_COLUMN_FIELDS.map(
    (field, i): FieldDefinition => ({
      key: exportColumnKey(field),
      type: 'string',
      label: COLUMN_LABELS[field],
      // Empty reads the standard column: applications saved before this setting existed keep working.
      value: ARIBA_EXPORT_FIELDS[field],
      order: order + 1 + i,
    }),
  ),
];

/** The title of each product questionnaire in the realm: answers are written to the questionnaire of that title. */
export const QUESTIONNAIRE_TITLE_KEYS = {
  orbis: 'orbisQuestionnaireTitle',
  complianceCatalyst: 'catalystQuestionnaireTitle',
  supplyChainCatalyst: 'supplyChainQuestionnaireTitle',
} as const;

export const questionnaireTitleFields = (order: number): FieldDefinition[] => [
  { key: 'questionnaireHeader', type: 'header', label: 'Questionnaires', order },
  { key: QUESTIONNAIRE_TITLE_KEYS.orbis, type: 'string', label: 'Orbis Questionnaire Title', value: ARIBA_QUESTIONNAIRE_TITLES.orbis, order: order + 1 },
  {
    key: QUESTIONNAIRE_TITLE_KEYS.complianceCatalyst,
    type: 'string',
    label: 'Compliance Catalyst Questionnaire Title',
    value: ARIBA_QUESTIONNAIRE_TITLES.complianceCatalyst,
    order: order + 2,
  },
  {
    key: QUESTIONNAIRE_TITLE_KEYS.supplyChainCatalyst,
    type: 'string',
    label: 'Supply Chain Catalyst Questionnaire Title',
    value: ARIBA_QUESTIONNAIRE_TITLES.supplyChainCatalyst,
    order: order + 3,
  },
];

/** Every status public clients list, as the Registration Statuses select offers them (a realm may send others). */
export const REGISTRATION_STATUS_OPTIONS = ARIBA_REGISTRATION_STATUSES.map((status) => ({
  label: status.replace(/([a-z])([A-Z])/g, '$1 $2'),
  value: status,
}));
