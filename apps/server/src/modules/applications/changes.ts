/** Creating, configuring and renaming an application: each writes the row and its audit entry in one transaction. */
import {
  APP_MESSAGES,
  DEFAULT_APP_SERVICE,
  appNameInUseMessage,
  type App,
  type AppModel,
  type CreateAppBody,
  type RenameAppResult,
  type UpdateAppBody,
} from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { HostPolicy } from '../../providers/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { prepareConfiguration } from './configuration.ts';
import { DEMO_APP_ID, DEMO_APP_NAME, demoApp } from './demo.ts';
import { AUDIT_SECRET_FIELDS, auditSnapshot, pickFlags, toApp, toEntry } from './mapping.ts';
import type { ApplicationRow, ApplicationsRepository, NewApplicationRow } from './repository.ts';

export interface ApplicationChangesDeps {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  hosts: HostPolicy;
  repository: ApplicationsRepository;
}

/** The job settings of the mapping screens, as stored on the application. */
export interface JobSettings {
  catalystModel?: AppModel | null;
  supplyChainModel?: AppModel | null;
  orbisJobEmails?: string[];
}

type AuditedWrites = Pick<ApplicationChangesDeps, 'audit' | 'repository'>;

const nameInUse = (name: string) => {
  const message = appNameInUseMessage(name);
  return { message, field: (path: string) => [{ field: path, message }] };
};

/** One of the tenant's applications, or the 404 of an unknown one (another tenant's included). */
export async function loadApplication(repository: ApplicationsRepository, tx: Tx, tenantId: string, appId: string): Promise<ApplicationRow> {
  const row = await repository.findById(tx, tenantId, appId);
  if (!row) throw notFound(APP_MESSAGES.notFound);
  return row;
}

async function insert({ repository, audit }: AuditedWrites, tx: Tx, caller: Caller | null, row: NewApplicationRow): Promise<ApplicationRow | null> {
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

async function change({ repository, audit }: AuditedWrites, tx: Tx, caller: Caller, before: ApplicationRow, patch: Partial<NewApplicationRow>, action: string) {
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

export function createApplicationChanges(deps: ApplicationChangesDeps) {
  const { db, repository } = deps;
  const prepare = (service: string, body: UpdateAppBody, storedSecrets: ApplicationRow['secrets']) =>
    prepareConfiguration(service, body, storedSecrets, deps);

  return {
    async create(caller: Caller, tenantId: string, body: CreateAppBody): Promise<App> {
      const { appName, enabled, type, ...flags } = body;
      return db.forTenant(tenantId, async (tx) => {
        const taken = nameInUse(appName);
        if (await repository.nameTaken(tx, tenantId, appName)) throw conflict(taken.message, taken.field('body.appName'));
        const created = await insert(deps, tx, caller, { tenantId, appName, enabled, type, service: DEFAULT_APP_SERVICE, flags: pickFlags(flags) });
        if (!created) throw conflict(taken.message, taken.field('body.appName'));
        return toApp(created);
      });
    },

    async update(caller: Caller, tenantId: string, appId: string, body: UpdateAppBody): Promise<App> {
      return db.forTenant(tenantId, async (tx) => {
        const before = await loadApplication(repository, tx, tenantId, appId);
        return toApp(await change(deps, tx, caller, before, prepare(before.service, body, before.secrets), 'update'));
      });
    },

    async rename(caller: Caller, tenantId: string, appId: string, name: string): Promise<RenameAppResult> {
      return db.forTenant(tenantId, async (tx) => {
        const before = await loadApplication(repository, tx, tenantId, appId);
        if (await repository.nameTaken(tx, tenantId, name, appId)) {
          const taken = nameInUse(name);
          throw conflict(taken.message, taken.field('body.name'));
        }
        const after = before.appName === name ? before : await change(deps, tx, caller, before, { appName: name }, 'rename');
        const newApplist = (await repository.list(tx, tenantId)).map(toEntry);
        return { newApplist, newSelectedApp: toEntry(after) };
      });
    },

    /**
     * The job settings a mapping screen saves (MAP-13): the Catalysts' models and who
     * hears when an Orbis write-back ends. Only the given fields change; the audit entry shows them.
     */
    async saveJobSettings(caller: Caller, tenantId: string, appId: string, patch: JobSettings): Promise<JobSettings> {
      return db.forTenant(tenantId, async (tx) => {
        const before = await loadApplication(repository, tx, tenantId, appId);
        const after = await change(deps, tx, caller, before, patch, 'update-job');
        return { catalystModel: after.catalystModel ?? null, supplyChainModel: after.supplyChainModel ?? null, orbisJobEmails: after.orbisJobEmails };
      });
    },

    /** First start: the demo application of `tenantId`, wired to the simulators; never changed once there. */
    async ensureDemoApp(tenantId: string, simulatorUrl: string): Promise<boolean> {
      const body = demoApp(simulatorUrl);
      return db.forTenant(tenantId, async (tx) => {
        if (await repository.findById(tx, tenantId, DEMO_APP_ID)) return false;
        const row = { appId: DEMO_APP_ID, tenantId, appName: DEMO_APP_NAME, service: DEFAULT_APP_SERVICE, ...prepare(DEFAULT_APP_SERVICE, body, {}) };
        return (await insert(deps, tx, null, row)) !== null;
      });
    },
  };
}
