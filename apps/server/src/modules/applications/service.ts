import {
  APP_MESSAGES,
  DEFAULT_APP_SERVICE,
  appNameInUseMessage,
  type App,
  type AppListEntry,
  type CreateAppBody,
  type RenameAppResult,
  type UpdateAppBody,
} from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { createHostPolicy, type HostEntry } from '../../providers/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { DEMO_APP_ID, DEMO_APP_NAME, demoApp } from './demo.ts';
import { AUDIT_SECRET_FIELDS, auditSnapshot, pickFlags, toApp, toEntry } from './mapping.ts';
import { prepareParams } from './params.ts';
import { providerUrlErrors } from './provider-urls.ts';
import { createApplicationsRepository, type ApplicationRow, type NewApplicationRow } from './repository.ts';

export interface ApplicationsServiceDeps {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  /** The deployment's allow-list of provider hosts (`PROVIDER_HOSTS`): provider URLs outside it are not saved. */
  providerHosts: readonly HostEntry[];
}

const nameInUse = (name: string) => {
  const message = appNameInUseMessage(name);
  return { message, field: (path: string) => [{ field: path, message }] };
};

/**
 * Applications of a tenant: the tenant is always the request's (host) tenant, so another
 * tenant's application answers as unknown.
 */
export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, audit, secrets } = deps;
  const repository = createApplicationsRepository();
  const hosts = createHostPolicy(deps.providerHosts);

  async function load(tx: Tx, tenantId: string, appId: string): Promise<ApplicationRow> {
    const row = await repository.findById(tx, tenantId, appId);
    if (!row) throw notFound(APP_MESSAGES.notFound);
    return row;
  }

  /** The stored form of a whole configuration, or the 400 the form would have shown. */
  function prepare(service: string, body: UpdateAppBody, storedSecrets: ApplicationRow['secrets']) {
    const flags = pickFlags(body);
    const prepared = prepareParams(service, flags, body.params, storedSecrets, secrets);
    // A URL the form refuses has its own message; only well-formed ones are checked against the allow-list.
    const invalid = new Set(prepared.errors.map((error) => error.field));
    const errors = [...prepared.errors, ...providerUrlErrors(service, flags, prepared.params, hosts).filter((error) => !invalid.has(error.field))];
    if (errors.length > 0) throw badRequest(APP_MESSAGES.invalidParams, errors);
    return {
      enabled: body.enabled,
      type: body.type,
      flags,
      params: prepared.params,
      secrets: prepared.secrets,
      catalystModel: body.catalystModel,
      supplyChainModel: body.supplyChainModel,
      orbisJobEmails: body.orbisJobEmails,
    };
  }

  async function insert(tx: Tx, caller: Caller | null, row: NewApplicationRow): Promise<ApplicationRow | null> {
    const created = await repository.insertIfFree(tx, row);
    if (!created) return null;
    await audit.record(tx, {
      tenantId: created.tenantId,
      actor: caller,
      action: 'create',
      entity: 'application',
      entityId: created.appId,
      after: auditSnapshot(created),
      secretFields: AUDIT_SECRET_FIELDS,
    });
    return created;
  }

  async function change(tx: Tx, caller: Caller, before: ApplicationRow, patch: Partial<NewApplicationRow>, action: string) {
    const after = (await repository.update(tx, before.tenantId, before.appId, patch)) as ApplicationRow;
    await audit.record(tx, {
      tenantId: before.tenantId,
      actor: caller,
      action,
      entity: 'application',
      entityId: before.appId,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      secretFields: AUDIT_SECRET_FIELDS,
    });
    return after;
  }

  return {
    async list(tenantId: string): Promise<AppListEntry[]> {
      return (await db.forTenant(tenantId, (tx) => repository.list(tx, tenantId))).map(toEntry);
    },

    get: async (tenantId: string, appId: string): Promise<App> => toApp(await db.forTenant(tenantId, (tx) => load(tx, tenantId, appId))),

    /**
     * Where the console may show frames for an application (its CSP `frame-src`): the origin of its
     * Orbis, which serves the company report, while the deployment still allows that host. None for
     * an unknown application or one without Orbis. Read in the caller's transaction.
     */
    async frameOriginsIn(tx: Tx, tenantId: string, appId: string): Promise<string[]> {
      const row = await repository.findById(tx, tenantId, appId);
      const orbisUrl = row?.params.moodys?.orbisUrl;
      if (typeof orbisUrl !== 'string' || orbisUrl.trim() === '' || hosts.refuseUrl(orbisUrl.trim())) return [];
      return [new URL(orbisUrl.trim()).origin];
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

    async create(caller: Caller, tenantId: string, body: CreateAppBody): Promise<App> {
      const { appName, enabled, type, ...flags } = body;
      return db.forTenant(tenantId, async (tx) => {
        const taken = nameInUse(appName);
        if (await repository.nameTaken(tx, tenantId, appName)) throw conflict(taken.message, taken.field('body.appName'));
        const created = await insert(tx, caller, { tenantId, appName, enabled, type, service: DEFAULT_APP_SERVICE, flags: pickFlags(flags) });
        if (!created) throw conflict(taken.message, taken.field('body.appName'));
        return toApp(created);
      });
    },

    async update(caller: Caller, tenantId: string, appId: string, body: UpdateAppBody): Promise<App> {
      return db.forTenant(tenantId, async (tx) => {
        const before = await load(tx, tenantId, appId);
        return toApp(await change(tx, caller, before, prepare(before.service, body, before.secrets), 'update'));
      });
    },

    async rename(caller: Caller, tenantId: string, appId: string, name: string): Promise<RenameAppResult> {
      return db.forTenant(tenantId, async (tx) => {
        const before = await load(tx, tenantId, appId);
        if (await repository.nameTaken(tx, tenantId, name, appId)) {
          const taken = nameInUse(name);
          throw conflict(taken.message, taken.field('body.name'));
        }
        const after = before.appName === name ? before : await change(tx, caller, before, { appName: name }, 'rename');
        const newApplist = (await repository.list(tx, tenantId)).map(toEntry);
        return { newApplist, newSelectedApp: toEntry(after) };
      });
    },

    /** First start: the demo application of `tenantId`, wired to the simulators; never changed once there. */
    async ensureDemoApp(tenantId: string, simulatorUrl: string): Promise<boolean> {
      const body = demoApp(simulatorUrl);
      return db.forTenant(tenantId, async (tx) => {
        if (await repository.findById(tx, tenantId, DEMO_APP_ID)) return false;
        const row = { appId: DEMO_APP_ID, tenantId, appName: DEMO_APP_NAME, service: DEFAULT_APP_SERVICE, ...prepare(DEFAULT_APP_SERVICE, body, {}) };
        return (await insert(tx, null, row)) !== null;
      });
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
