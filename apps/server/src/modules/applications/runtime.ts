import { createHash } from 'node:crypto';
import {
  APP_FLAGS,
  EXPORT_COLUMN_FIELDS,
  exportColumnKey,
  FIELD_BOUNDS,
  QUESTIONNAIRE_TITLE_KEYS,
  QUOTA_FIELD_KEYS,
  sectionsOf,
  type AppFlagsOn,
  type AppModel,
  type FieldValues,
} from '@connector/contracts';
import { bulkhead, type BulkheadPolicy } from 'cockatiel';
import { orbisReportUrl } from '@connector/contracts/providers/orbis-links';
import {
  ARIBA_QUESTIONNAIRE_KINDS,
  ARIBA_QUESTIONNAIRE_TITLES,
  aribaRegion,
  QUOTA_WINDOWS,
  type AribaExportColumns,
  type AribaQuestionnaireKind,
  type Quotas,
} from '@connector/contracts/providers/ariba';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Tx } from '../../db/client.ts';
import type { FactCache } from '../../db/facts.ts';
import {
  createAribaAdapter,
  createCatalystAdapter,
  createOrbisAdapter,
  createSupplyChainAdapter,
  type AribaAdapter,
  type CatalystAdapter,
  type OrbisAdapter,
  type SupplyChainAdapter,
} from '../../providers/index.ts';
import { aribaUrls } from './connection.ts';
import { openSection } from './params.ts';
import { createApplicationsRepository, type ApplicationRow } from './repository.ts';

/** Defaults of the Orbis Configurations and Supplier Data sections (ariba-connectivity.ts). */
const DEFAULT_SCORE_LIMIT = 85;
const DEFAULT_PARALLEL_CALLS = 8;
const DEFAULT_CALLS_PER_USER = 30;
const DEFAULT_CALLS_PER_APP = 120;
const DEFAULT_PAGE_SIZE = 100;

/**
 * Parallel Orbis Calls holds for an application across everything this process asks Orbis for it
 * (matching, enhancement, searches): each application's match and data calls wait their turn here.
 */
const orbisLimits = new Map<string, { size: number; policy: BulkheadPolicy }>();

export function orbisLimit(appId: string, size: number): BulkheadPolicy {
  let limit = orbisLimits.get(appId);
  if (limit?.size !== size) {
    limit = { size, policy: bulkhead(size, Number.POSITIVE_INFINITY) };
    orbisLimits.set(appId, limit);
  }
  return limit.policy;
}

export function withinLimit(adapter: OrbisAdapter, limit: BulkheadPolicy): OrbisAdapter {
  return {
    ...adapter,
    match: (criteria, options, signal) => limit.execute(() => adapter.match(criteria, options, signal), signal),
    companyData: (bvdIds, fields, signal) => limit.execute(() => adapter.companyData(bvdIds, fields, signal), signal),
  };
}

/** The two Catalysts of the Orbis Configurations, each null without its URL (secrets opened when asked). */
function catalystsOf(moodys: () => FieldValues, fetch: typeof globalThis.fetch): Pick<AppRuntime, 'catalyst' | 'supplyChain'> {
  return {
    catalyst() {
      const values = moodys();
      const baseUrl = text(values.catalystUrl);
      return baseUrl ? createCatalystAdapter({ baseUrl, apiKey: text(values.catalystApiKey), fetch }) : null;
    },
    supplyChain() {
      const values = moodys();
      const baseUrl = text(values.supplyChainUrl);
      return baseUrl ? createSupplyChainAdapter({ baseUrl, apiKey: text(values.supplyChainApiKey), fetch }) : null;
    },
  };
}

/** What the mappings and their jobs read of an application: its switches, risk fields and job settings. */
function mappingSettingsOf(row: ApplicationRow): Pick<AppRuntime, 'flags' | 'riskFields' | 'jobEmails' | 'catalystModel' | 'supplyChainModel'> {
  return {
    flags: Object.fromEntries(APP_FLAGS.map((flag) => [flag, row.flags[flag]?.enabled === true])) as AppFlagsOn,
    riskFields: riskFieldsOf(row.params.riskApi?.riskFields),
    jobEmails: row.orbisJobEmails,
    catalystModel: row.catalystModel ?? null,
    supplyChainModel: row.supplyChainModel ?? null,
  };
}

function riskFieldsOf(value: unknown): { field: string; label: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, label } = entry as Record<string, unknown>;
    return typeof field === 'string' && field ? [{ field, label: text(label) || field }] : [];
  });
}

/**
 * An application as the supplier work needs it: where its suppliers live in Ariba, how sure a
 * match must be, and the adapters built from its stored connectivity (secrets opened only here).
 */
export interface AppRuntime {
  appId: string;
  appName: string;
  tenantId: string;
  enabled: boolean;
  realm: string | null;
  /** `us`, `au` or `eu` (SUP-28: every other region is eu). */
  region: string;
  /** Ariba Site URL (General Configurations), where Supplier 360 pages live; null for the region's host. */
  siteUrl: string | null;
  /** The Supplier 360 URL template; null for the default (decision 036). */
  supplier360Template: string | null;
  /** The company report page under `context`, as the application's Orbis report URL template says (decision 036). */
  orbisReportUrl(bvdId: string, context: string): string;
  /** The title of each product questionnaire in the realm: where its answers are written. */
  questionnaireTitles: Record<AribaQuestionnaireKind, string>;
  /** Match Score Limit as a percentage. */
  matchScoreLimit: number;
  /** Parallel Orbis Calls. */
  parallelCalls: number;
  /** Orbis Calls Per User and Per Application Per Minute: what the company views may ask of Orbis. */
  orbisCallsPerMinute: { user: number; app: number };
  sync: { registrationStatuses: string[]; fullSync: boolean; from: Date | null; pageSize: number };
  approval: { auto: boolean; comment: string | null };
  orbis(): OrbisAdapter;
  /**
   * Which Orbis answers `orbis()`: a digest of the Orbis API URL and token, null without a URL.
   * What was kept of one source's answers is never handed out under another.
   */
  orbisSource(): string | null;
  /** The Supplier Data With Pagination credentials; null when the section is not filled. */
  supplierData(): AribaAdapter | null;
  /** The External Approval API credentials; null when the section is not filled. */
  approvals(): AribaAdapter | null;
  /** The Risk Configuration credentials; null when the section is not filled. */
  risk(): AribaAdapter | null;
  /** The Compliance Catalyst of the Orbis Configurations; null without its URL. */
  catalyst(): CatalystAdapter | null;
  /** The Supply Chain Catalyst of the Orbis Configurations; null without its URL. */
  supplyChain(): SupplyChainAdapter | null;
  /** Which integrations are on (the Validations step's switches). */
  flags: AppFlagsOn;
  /** The Risk Configuration's exposure fields (`FIELD_xx` and the realm's label of it). */
  riskFields: { field: string; label: string }[];
  /** Who hears when an Orbis write-back run ends (the Orbis Integration Mapping's job settings). */
  jobEmails: string[];
  catalystModel: AppModel | null;
  supplyChainModel: AppModel | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A section's configured call quotas; empty windows are left to Ariba's headers. */
function quotasOf(values: FieldValues): Quotas {
  const quotas: Quotas = {};
  for (const window of QUOTA_WINDOWS) {
    const value = values[QUOTA_FIELD_KEYS[window]];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) quotas[window] = value;
  }
  return quotas;
}

/** The realm's export-column names the application set; empty ones read the standard columns. */
function exportColumnsOf(values: FieldValues): Partial<AribaExportColumns> {
  return Object.fromEntries(EXPORT_COLUMN_FIELDS.flatMap((field) => (text(values[exportColumnKey(field)]) ? [[field, text(values[exportColumnKey(field)])]] : [])));
}

function questionnaireTitlesOf(values: FieldValues): Record<AribaQuestionnaireKind, string> {
  return Object.fromEntries(
    ARIBA_QUESTIONNAIRE_KINDS.map((kind) => [kind, text(values[QUESTIONNAIRE_TITLE_KEYS[kind]]) || ARIBA_QUESTIONNAIRE_TITLES[kind]]),
  ) as Record<AribaQuestionnaireKind, string>;
}
const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A number of the Orbis Configurations, within its bounds: a value stored before they existed is read inside them. */
function moodysNumber(moodys: FieldValues, key: string, fallback: number): number {
  const value = number(moodys[key], fallback);
  const bounds = FIELD_BOUNDS.moodys?.[key];
  return bounds ? Math.min(bounds.max, Math.max(bounds.min, value)) : value;
}

/** Calls per minute the company views may make for one user and for the whole application. */
function orbisCallsOf(moodys: FieldValues): AppRuntime['orbisCallsPerMinute'] {
  return {
    user: Math.floor(moodysNumber(moodys, 'orbisCallsPerUser', DEFAULT_CALLS_PER_USER)),
    app: Math.floor(moodysNumber(moodys, 'orbisCallsPerApp', DEFAULT_CALLS_PER_APP)),
  };
}

/** The digest naming an Orbis by its URL and token; null without a URL. */
function orbisSourceOf(values: FieldValues): string | null {
  const baseUrl = text(values.orbisUrl);
  if (!baseUrl) return null;
  return createHash('sha256').update(`${baseUrl}\n${text(values.orbisApiToken)}`).digest('base64url');
}

export interface AppRuntimeDeps {
  secrets: SecretBox;
  /** The deployment's outbound fetch: every adapter built from stored settings goes through `PROVIDER_HOSTS`. */
  fetch: typeof globalThis.fetch;
  /**
   * The facts cache (db/facts.ts): inside a request the application's row comes from it, so an
   * application call reads no more than its own work. Without it, every load reads the row.
   */
  facts?: FactCache;
}

/**
 * The application port: what the other modules know of an application (its settings, provider
 * clients and limits), built once in the composition root (services.ts) and handed to them.
 */
export function createAppRuntimes({ secrets, fetch, facts }: AppRuntimeDeps) {
  const applications = createApplicationsRepository();

  function build(row: ApplicationRow): AppRuntime {
    const sections = new Map(sectionsOf(row.service).map((section) => [section.id, section]));
    const open = (id: string): FieldValues => {
      const section = sections.get(id as never);
      return section ? openSection(section, row.params, row.secrets, secrets) : {};
    };
    const general = row.params.general ?? {};
    const moodys = row.params.moodys ?? {};
    const supplierData = row.params.supplierDataWithPagination ?? {};
    const approval = row.params.externalApprovalApi ?? {};
    const realm = text(general.realm) || null;
    const region = aribaRegion(text(general.region));
    const parallelCalls = Math.max(1, Math.floor(number(moodys.maxConcurrency, DEFAULT_PARALLEL_CALLS)));
    const syncFrom = text(supplierData.syncFromDate);
    const aribaWith = (sectionId: string): AribaAdapter | null => {
      const values = open(sectionId);
      const { api, oauth } = aribaUrls(general);
      if (!api || !realm || !text(values.clientId)) return null;
      return createAribaAdapter({
        baseUrl: api,
        ...(oauth ? { oauthBaseUrl: oauth } : {}),
        clientId: text(values.clientId),
        clientSecret: text(values.clientSecret),
        apiKey: text(values.apiKey),
        realm,
        region,
        siteUrl: text(general.siteUrl) || null,
        supplier360Template: text(general.supplier360Template) || null,
        exportColumns: exportColumnsOf(values),
        approver: { user: text(values.approverUser), passwordAdapter: text(values.approverPasswordAdapter) },
        quotas: quotasOf(values),
        fetch,
      });
    };
    return {
      appId: row.appId,
      appName: row.appName,
      tenantId: row.tenantId,
      enabled: row.enabled,
      realm,
      region,
      siteUrl: text(general.siteUrl) || null,
      supplier360Template: text(general.supplier360Template) || null,
      orbisReportUrl: (bvdId, context) => orbisReportUrl(text(moodys.orbisReportTemplate) || null, { orbisUrl: text(moodys.orbisUrl), bvdId, context }),
      questionnaireTitles: questionnaireTitlesOf(supplierData),
      matchScoreLimit: moodysNumber(moodys, 'matchScoreLimit', DEFAULT_SCORE_LIMIT),
      parallelCalls,
      orbisCallsPerMinute: orbisCallsOf(moodys),
      sync: {
        registrationStatuses: Array.isArray(supplierData.registrationStatuses)
          ? supplierData.registrationStatuses.filter((status): status is string => typeof status === 'string')
          : ['Registered'],
        fullSync: supplierData.fullSync === true,
        from: /^\d{4}-\d{2}-\d{2}$/.test(syncFrom) ? new Date(`${syncFrom}T00:00:00Z`) : null,
        pageSize: Math.max(1, Math.floor(number(supplierData.pageSize, DEFAULT_PAGE_SIZE))),
      },
      approval: { auto: approval.autoApprove === true, comment: text(approval.approvalComment) || null },
      orbis() {
        const values = open('moodys');
        const adapter = createOrbisAdapter({ baseUrl: text(values.orbisUrl), apiToken: text(values.orbisApiToken), fetch });
        return withinLimit(adapter, orbisLimit(row.appId, parallelCalls));
      },
      orbisSource: () => orbisSourceOf(open('moodys')),
      supplierData: () => aribaWith('supplierDataWithPagination'),
      approvals: () => aribaWith('externalApprovalApi'),
      risk: () => aribaWith('riskApi'),
      ...catalystsOf(() => open('moodys'), fetch),
      ...mappingSettingsOf(row),
    };
  }

  return {
    async load(tx: Tx, tenantId: string, appId: string): Promise<AppRuntime | null> {
      const find = () => applications.findById(tx, tenantId, appId);
      // Any change to an application moves the cache's generation (migration 0010).
      const row = facts ? await facts.memo(`application-row:${tenantId}:${appId}`, find) : await find();
      return row ? build(row) : null;
    },

    /** Every enabled application, of every tenant (in an all-tenants transaction): what the schedule syncs. */
    listEnabled: (tx: Tx): Promise<{ tenantId: string; appId: string }[]> => applications.listEnabled(tx),
  };
}

export type AppRuntimes = ReturnType<typeof createAppRuntimes>;
