import type { FieldDefinition, FieldErrors, FieldValues } from './connectivity.ts';
import type { ConnectivitySection, SectionId } from './connector-manifest.ts';

/**
 * The connectivity sections of the `ariba` service (APP-11), in the
 * order the step shows them. Decision 005 explains each section's fields.
 */

/** The Ariba region select (SUP-28: us, au, every other region is eu). */
export const ARIBA_REGION_OPTIONS = [
  { label: 'United States', value: 'us' },
  { label: 'Europe', value: 'eu' },
  { label: 'Australia', value: 'au' },
] as const;

const url = (key: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key,
  type: 'string',
  label,
  validations: { isURL: true },
  endingCharacter: '/',
  ...extra,
});

/** A provider base URL: the server calls it, so its host must be on the deployment's allow-list. */
const providerUrl = (key: string, label: string, extra: Partial<FieldDefinition> = {}) => url(key, label, { outbound: true, ...extra });

/** The OAuth client and application key every Ariba API of the developer portal has. */
const aribaCredentials = (order: number): FieldDefinition[] => [
  { key: 'apiKey', type: 'password', label: 'Application Key (apiKey)', order },
  { key: 'clientId', type: 'string', label: 'OAuth Client Id', order: order + 1 },
  { key: 'clientSecret', type: 'password', label: 'OAuth Client Secret', order: order + 2 },
];

const connectorApi: ConnectivitySection = {
  id: 'connectorApi',
  title: 'Connector API Configurations',
  // Display only: the console fills these from the application's credentials (app client).
  fields: [
    { key: 'connectorApiHeader', type: 'header', label: 'Connector API', order: 0 },
    { key: 'customApiUrl', type: 'label', label: 'Custom API URL', order: 1 },
    { key: 'oauthUrl', type: 'label', label: 'OAuth URL', order: 2 },
    { key: 'clientId', type: 'label', label: 'Client Id', order: 3 },
    { key: 'clientSecret', type: 'label', label: 'Client Secret', order: 4 },
    { key: 'scopes', type: 'label', label: 'Scopes', order: 5 },
    { key: 'authUrl', type: 'label', label: 'Auth URL', order: 6 },
    { key: 'apiDocs', type: 'route', label: 'API documentation', route: '/api/docs' },
  ],
};

const moodys: ConnectivitySection = {
  id: 'moodys',
  title: 'Orbis Configurations',
  providers: ['orbis', 'catalyst', 'supplyChain'],
  fields: [
    { key: 'orbisHeader', type: 'header', label: 'Orbis', order: 0 },
    providerUrl('orbisUrl', 'Orbis API URL', { required: true, order: 1 }),
    { key: 'orbisApiToken', type: 'password', label: 'Orbis API Token', required: true, order: 2 },
    { key: 'matchScoreLimit', type: 'numeric', label: 'Match Score Limit', value: 85, required: true, order: 3 },
    { key: 'maxConcurrency', type: 'int', label: 'Parallel Orbis Calls', value: 8, order: 4 },
    // What the company views may ask of Orbis for people (decision 019): kept answers cost nothing.
    { key: 'orbisCallsPerUser', type: 'int', label: 'Orbis Calls Per User Per Minute', value: 30, order: 5 },
    { key: 'orbisCallsPerApp', type: 'int', label: 'Orbis Calls Per Application Per Minute', value: 120, order: 6 },
    { key: 'catalystHeader', type: 'header', label: 'Compliance Catalyst', order: 10 },
    providerUrl('catalystUrl', 'Compliance Catalyst API URL', { order: 11 }),
    { key: 'catalystApiKey', type: 'password', label: 'Compliance Catalyst API Key', order: 12 },
    { key: 'supplyChainHeader', type: 'header', label: 'Supply Chain Catalyst', order: 20 },
    providerUrl('supplyChainUrl', 'Supply Chain Catalyst API URL', { order: 21 }),
    { key: 'supplyChainApiKey', type: 'password', label: 'Supply Chain Catalyst API Key', order: 22 },
  ],
};

/** The least and the most a numeric field accepts. */
export interface FieldBounds {
  min: number;
  max: number;
}

/**
 * Numeric fields that have bounds, by section and key: a value outside is refused on save
 * (`outOfBounds`), and a value stored before the bounds existed is read within them.
 */
export const FIELD_BOUNDS: Partial<Record<SectionId, Record<string, FieldBounds>>> = {
  moodys: {
    // A percentage: above 100 no match could ever be linked automatically.
    matchScoreLimit: { min: 1, max: 100 },
    orbisCallsPerUser: { min: 1, max: 1000 },
    orbisCallsPerApp: { min: 1, max: 10_000 },
  },
};

export const boundsMessage = ({ min, max }: FieldBounds) => `Must be between ${min} and ${max}`;

/** Messages of a section's numeric values outside their bounds, keyed by field; empty or absent values are not checked. */
export function outOfBounds(sectionId: SectionId, values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, bounds] of Object.entries(FIELD_BOUNDS[sectionId] ?? {})) {
    const value = values[key];
    if (typeof value === 'number' && (value < bounds.min || value > bounds.max)) errors[key] = boundsMessage(bounds);
  }
  return errors;
}

const general: ConnectivitySection = {
  id: 'general',
  title: 'General Configurations',
  fields: [
    { key: 'realm', type: 'string', label: 'Realm', required: true, order: 1 },
    { key: 'region', type: 'string', label: 'Region', required: true, value: 'eu', options: [...ARIBA_REGION_OPTIONS], order: 2 },
    url('siteUrl', 'Ariba Site URL', { order: 3 }),
    providerUrl('aribaApiUrl', 'Ariba API URL', { required: true, order: 4 }),
    { key: 'customOAuthUrl', type: 'boolean', label: 'OAuth server on another host', value: false, order: 5 },
    providerUrl('aribaOAuthUrl', 'Ariba OAuth URL', {
      required: true,
      order: 6,
      showDependantField: 'customOAuthUrl',
      showDependantValue: true,
    }),
  ],
};

const externalApprovalApi: ConnectivitySection = {
  id: 'externalApprovalApi',
  title: 'External Approval API',
  providers: ['ariba'],
  fields: [
    ...aribaCredentials(1),
    { key: 'autoApprove', type: 'boolean', label: 'Approve automatically when the supplier is linked', value: false, order: 10 },
    {
      key: 'approvalComment',
      type: 'string',
      label: 'Approval Comment',
      order: 11,
      hideDependantField: 'autoApprove',
      hideDependantValue: false,
    },
  ],
};

const supplierDataWithPagination: ConnectivitySection = {
  id: 'supplierDataWithPagination',
  title: 'Supplier Data With Pagination',
  providers: ['ariba'],
  fields: [
    ...aribaCredentials(1),
    {
      key: 'registrationStatuses',
      type: 'string',
      label: 'Registration Statuses',
      multiple: true,
      value: ['Registered'],
      options: [
        { label: 'Registered', value: 'Registered' },
        { label: 'Pending Approval', value: 'PendingApproval' },
        { label: 'Not Registered', value: 'NotRegistered' },
        { label: 'Invited', value: 'Invited' },
      ],
      order: 10,
    },
    // Either every supplier is synchronised or those changed since a date, never both.
    { key: 'fullSync', type: 'boolean', label: 'Synchronise Every Supplier', value: false, mutualExclusive: ['syncFromDate'], order: 11 },
    {
      key: 'syncFromDate',
      type: 'string',
      label: 'Synchronise Changes From (YYYY-MM-DD)',
      validations: { starts: '20' },
      mutualExclusive: ['fullSync'],
      order: 12,
    },
    { key: 'pageSize', type: 'int', label: 'Suppliers Per Page', value: 100, order: 13 },
    // The system-defined page limit of vendorDataRequests: stored for the jobs, not editable.
    { key: 'pageLimit', type: 'int', label: 'Page Limit', value: 1000, hidden: true },
  ],
};

const organizationImport: ConnectivitySection = {
  id: 'organizationImport',
  title: 'Organization Import',
  providers: ['ariba'],
  fields: [
    ...aribaCredentials(1),
    {
      key: 'sources',
      type: 'array',
      label: 'Import Sources',
      columns: [
        { key: 'name', label: 'Name', validations: { required: true } },
        { key: 'url', label: 'File URL', validations: { required: true, isURL: true } },
      ],
      value: [],
      order: 10,
    },
  ],
};

const riskApi: ConnectivitySection = {
  id: 'riskApi',
  title: 'Risk Configuration',
  providers: ['ariba'],
  hiddenUnless: 'riskMapping',
  fields: [
    ...aribaCredentials(1),
    {
      key: 'riskFields',
      type: 'array',
      label: 'Risk Exposure Fields',
      columns: [
        { key: 'field', label: 'Field', validations: { required: true, starts: 'FIELD_' } },
        { key: 'label', label: 'Label', validations: { required: true } },
        { key: 'callbackUrl', label: 'Callback URL', validations: { isHTTPSURL: true } },
      ],
      value: [],
      order: 10,
    },
  ],
};

const emailsJobConfiguration: ConnectivitySection = {
  id: 'emailsJobConfiguration',
  title: 'Emails Job Configuration',
  fields: [
    { key: 'sendEmails', type: 'boolean', label: 'Send Notification Emails', value: false, order: 1 },
    { key: 'frequencyHours', type: 'int', label: 'Every (hours)', value: 24, order: 2, showDependantField: 'sendEmails', showDependantValue: true },
    {
      key: 'emailsNotifications',
      type: 'array',
      label: 'Recipients',
      required: true,
      columns: [
        { key: 'email', label: 'Email', validations: { required: true } },
        { key: 'name', label: 'Name' },
      ],
      value: [],
      order: 3,
      showDependantField: 'sendEmails',
      showDependantValue: true,
    },
  ],
};

/** Sections of each service, in the order the Connectivity step shows them. */
export const CONNECTOR_MANIFEST: Record<'ariba', readonly ConnectivitySection[]> = {
  ariba: [
    connectorApi,
    moodys,
    general,
    externalApprovalApi,
    supplierDataWithPagination,
    organizationImport,
    riskApi,
    emailsJobConfiguration,
  ],
};

export type ServiceId = keyof typeof CONNECTOR_MANIFEST;

export function sectionsOf(service: string): readonly ConnectivitySection[] {
  return service === 'ariba' ? CONNECTOR_MANIFEST.ariba : [];
}

export function findSection(service: string, sectionId: string): ConnectivitySection | undefined {
  return sectionsOf(service).find((section) => section.id === sectionId);
}
