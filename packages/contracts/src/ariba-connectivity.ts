import {
  aribaCredentials,
  approvalQuotaFields,
  approverFields,
  exportColumnFields,
  questionnaireTitleFields,
  quotaFields,
  REGISTRATION_STATUS_OPTIONS,
} from './ariba-connectivity-parts.ts';
import type { FieldDefinition } from './connectivity.ts';
import type { ConnectivitySection } from './connector-manifest.ts';
import { SUPPLIER_360_DEFAULT_TEMPLATE } from './providers/ariba.ts';
import { ORBIS_REPORT_DEFAULT_TEMPLATE } from './providers/orbis-links.ts';

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
    // Where OPEN IN ORBIS leads: the subscription's own report pages (decision 036).
    { key: 'orbisReportTemplate', type: 'string', label: 'Orbis Report URL Template', value: ORBIS_REPORT_DEFAULT_TEMPLATE, order: 7 },
    { key: 'catalystHeader', type: 'header', label: 'Compliance Catalyst', order: 10 },
    providerUrl('catalystUrl', 'Compliance Catalyst API URL', { order: 11 }),
    { key: 'catalystApiKey', type: 'password', label: 'Compliance Catalyst API Key', order: 12 },
    { key: 'supplyChainHeader', type: 'header', label: 'Supply Chain Catalyst', order: 20 },
    providerUrl('supplyChainUrl', 'Supply Chain Catalyst API URL', { order: 21 }),
    { key: 'supplyChainApiKey', type: 'password', label: 'Supply Chain Catalyst API Key', order: 22 },
  ],
};

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
    // Where OPEN IN ARIBA leads (decision 036): `{site}`, `{region}`, `{realm}` and `{smVendorId}` are filled in.
    { key: 'supplier360Template', type: 'string', label: 'Supplier 360 URL Template', value: SUPPLIER_360_DEFAULT_TEMPLATE, order: 7 },
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
    ...approverFields(12),
    ...approvalQuotaFields(20),
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
      options: REGISTRATION_STATUS_OPTIONS,
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
    ...questionnaireTitleFields(20),
    ...exportColumnFields(30),
    ...quotaFields(40),
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
    ...quotaFields(20),
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
