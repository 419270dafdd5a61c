import type { App, AppListEntry, FieldValues } from '@connector/contracts';
import { orbisReportUrl } from '@connector/contracts/providers/orbis-links';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import { createHostPolicy, type HostEntry } from '../../providers/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createApplicationChanges, loadApplication } from './changes.ts';
import { toApp, toEntry } from './mapping.ts';
import { createApplicationsRepository, type ApplicationRow } from './repository.ts';

export interface ApplicationsServiceDeps {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  /** The deployment's allow-list of provider hosts (`PROVIDER_HOSTS`): provider URLs outside it are not saved. */
  providerHosts: readonly HostEntry[];
}

/**
 * Applications of a tenant: the tenant is always the request's (host) tenant, so another
 * tenant's application answers as unknown.
 */
/** Where the application's report URL template leads (an example page): its origin may be framed. */
function reportPageOf(moodys: FieldValues): string | undefined {
  const template = typeof moodys.orbisReportTemplate === 'string' ? moodys.orbisReportTemplate.trim() : '';
  const orbisUrl = typeof moodys.orbisUrl === 'string' ? moodys.orbisUrl : '';
  if (!template) return undefined;
  const page = orbisReportUrl(template, { orbisUrl, bvdId: 'BVD', context: 'context' });
  return URL.canParse(page) ? page : undefined;
}

export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, audit, secrets } = deps;
  const repository = createApplicationsRepository();
  const hosts = createHostPolicy(deps.providerHosts);
  const load = (tx: Tx, tenantId: string, appId: string) => loadApplication(repository, tx, tenantId, appId);
  const { create, update, rename, saveJobSettings, ensureDemoApp } = createApplicationChanges({ db, audit, secrets, hosts, repository });

  return {
    async list(tenantId: string): Promise<AppListEntry[]> {
      return (await db.forTenant(tenantId, (tx) => repository.list(tx, tenantId))).map(toEntry);
    },

    get: async (tenantId: string, appId: string): Promise<App> => toApp(await db.forTenant(tenantId, (tx) => load(tx, tenantId, appId))),

    /**
     * Where the console may show frames (its CSP `frame-src`): for each of the tenant's enabled
     * applications, the origins of its Orbis, which serves the company report, and of its two
     * Catalysts, which serve their assessment pages, while the deployment still allows those hosts.
     * All of them, so that a page frames whichever application is selected, then or later, without
     * a reload (decision 015); a report URL template pointing elsewhere adds its origin, under the
     * same allow-list (decision 036). Read in the caller's transaction.
     */
    async frameOriginsIn(tx: Tx, tenantId: string): Promise<string[]> {
      const rows = await repository.enabledParams(tx, tenantId);
      const origins = rows.flatMap(({ params }) => {
        const moodys = params.moodys ?? {};
        return [moodys.orbisUrl, reportPageOf(moodys), moodys.catalystUrl, moodys.supplyChainUrl].flatMap((url) =>
          typeof url !== 'string' || url.trim() === '' || hosts.refuseUrl(url.trim()) ? [] : [new URL(url.trim()).origin],
        );
      });
      return [...new Set(origins)].sort();
    },

    /**
     * The list entry of one of the tenant's applications, or null when the tenant has none by
     * that id (another tenant's included): how other modules learn that an application exists.
     * Read in the caller's transaction.
     */
    async entryIn(tx: Tx, tenantId: string, appId: string): Promise<AppListEntry | null> {
      const row = await repository.findById(tx, tenantId, appId);
      return row ? toEntry(row) : null;
    },

    /** The stored row, for the module's own connection tests and reveals. */
    row: (tenantId: string, appId: string): Promise<ApplicationRow> => db.forTenant(tenantId, (tx) => load(tx, tenantId, appId)),

    create,

    update,

    rename,

    saveJobSettings,

    ensureDemoApp,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
