import {
  APP_MESSAGES,
  MAPPING_MESSAGES,
  MAPPING_PERMISSIONS,
  hasPermission,
  type MappingContent,
  type MappingSet,
  type MappingType,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors/index.ts';
import type { EventPublisher } from '../../events/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import type { MappingKey, MappingSetRow, MappingsRepository, MappingVersionRow } from './repository.ts';
import { checkContent, normalised } from './rules.ts';

/** What the mappings need to know of an application: whether the tenant has it, and which integrations are on. */
export interface MappingApps {
  flagsIn(tx: Tx, tenantId: string, appId: string): Promise<Record<MappingType, boolean> | null>;
}

export interface MappingsServiceDeps {
  db: Database;
  repository: MappingsRepository;
  audit: AuditLog;
  events: EventPublisher;
  apps: MappingApps;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
}

const entityId = (key: MappingKey) => `${key.appId}:${key.mappingType}`;
const actorOf = (caller: Caller) => ({ userId: caller.userId, email: caller.email || null });

function toSet(key: MappingKey, set: MappingSetRow | null, versions: MappingVersionRow[], enabled: boolean): MappingSet {
  return {
    mappingType: key.mappingType,
    active: set?.activeVersion ?? null,
    revision: set?.revision ?? 0,
    enabled,
    versions: versions.map((v) => ({ version: v.version, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy, content: v.content })),
  };
}

/** Who may use a type of an application: the role's permission, and the application of the tenant. */
function createMappingAccess(apps: MappingApps, permissionsOf: MappingsServiceDeps['permissionsOf']) {
  /** The caller's role grants this type. */
  async function permit(caller: Caller, key: MappingKey): Promise<void> {
    if (!hasPermission(await permissionsOf(caller), MAPPING_PERMISSIONS[key.mappingType])) throw forbidden(MAPPING_MESSAGES.forbiddenType);
  }

  /** Whether the type's integration is on; 404 when the tenant has no such application. */
  async function integrationOn(tx: Tx, key: MappingKey): Promise<boolean> {
    const flags = await apps.flagsIn(tx, key.tenantId, key.appId);
    if (!flags) throw notFound(APP_MESSAGES.notFound);
    return flags[key.mappingType];
  }

  /** The caller may see this type, and the tenant has the application. */
  async function open(caller: Caller, tx: Tx, key: MappingKey): Promise<boolean> {
    await permit(caller, key);
    return integrationOn(tx, key);
  }

  return { permit, integrationOn, open };
}

/**
 * The versions of each mapping type of an application (MAP-5, MAP-11): a new version is the highest
 * plus one, a saved one keeps its number, one version is active, and every save names the revision
 * it was made on, so a save over someone else's answers 409 instead of losing their change.
 */
export function createMappingsService({ db, repository, audit, events, apps, permissionsOf }: MappingsServiceDeps) {
  const { permit, integrationOn, open } = createMappingAccess(apps, permissionsOf);

  const read = async (tx: Tx, key: MappingKey, enabled: boolean) =>
    toSet(key, await repository.set(tx, key), await repository.versions(tx, key), enabled);

  async function claim(tx: Tx, key: MappingKey, revision: number, active?: number | null): Promise<MappingSetRow> {
    const claimed = await repository.claim(tx, key, revision, active);
    if (!claimed) throw conflict(MAPPING_MESSAGES.versionChanged, [{ field: 'body.revision', message: MAPPING_MESSAGES.versionChanged }]);
    return claimed;
  }

  async function write(caller: Caller, key: MappingKey, revision: number, content: MappingContent, version: number | 'new'): Promise<MappingSet> {
    checkContent(key.mappingType, content);
    return db.forTenant(key.tenantId, async (tx) => {
      const enabled = await open(caller, tx, key);
      const before = version === 'new' ? null : await repository.version(tx, key, version);
      if (version !== 'new' && !before) throw notFound(MAPPING_MESSAGES.versionNotFound);
      const number = version === 'new' ? await repository.nextVersion(tx, key) : version;
      const set = await repository.set(tx, key);
      // The first version of a type is the one in use until another is activated.
      const first = set?.activeVersion === null || set?.activeVersion === undefined;
      await claim(tx, key, revision, first ? number : undefined);
      const stored = normalised(key.mappingType, content, enabled);
      await repository.saveVersion(tx, key, number, stored, caller.userId);
      const was = before ? { version: before.version, ...before.content } : null;
      await recordChange(tx, caller, key, version === 'new' ? 'create-version' : 'update-version', was, { version: number, ...stored });
      if (first) await publishActivated(tx, caller, key, number, null);
      return read(tx, key, enabled);
    });
  }

  const recordChange = (tx: Tx, caller: Caller, key: MappingKey, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    audit.record(tx, { tenantId: key.tenantId, actor: caller, action, entity: 'mapping', entityId: entityId(key), before, after });

  const publishActivated = (tx: Tx, caller: Caller, key: MappingKey, version: number, previousVersion: number | null) =>
    events.publish(tx, 'mapping.activated', [{ ...key, version, previousVersion, actor: actorOf(caller) }]);

  return {
    async get(caller: Caller, key: MappingKey): Promise<MappingSet> {
      return db.forTenant(key.tenantId, async (tx) => read(tx, key, await open(caller, tx, key)));
    },

    create: (caller: Caller, key: MappingKey, revision: number, content: MappingContent) => write(caller, key, revision, content, 'new'),

    update: (caller: Caller, key: MappingKey, version: number, revision: number, content: MappingContent) =>
      write(caller, key, revision, content, version),

    /** Makes `version` the active one; the work it drives runs again (`mapping.activated`). */
    async activate(caller: Caller, key: MappingKey, revision: number, version: number): Promise<MappingSet> {
      return db.forTenant(key.tenantId, async (tx) => {
        const enabled = await open(caller, tx, key);
        if (!(await repository.version(tx, key, version))) throw notFound(MAPPING_MESSAGES.versionNotFound);
        const previous = (await repository.set(tx, key))?.activeVersion ?? null;
        await claim(tx, key, revision, version);
        if (previous !== version) {
          await recordChange(tx, caller, key, 'activate', { active: previous }, { active: version });
          await publishActivated(tx, caller, key, version, previous);
        }
        return read(tx, key, enabled);
      });
    },

    /** Checks the caller may use the type of an application the tenant has; answers whether its integration is on. */
    opened: (caller: Caller, tx: Tx, key: MappingKey) => open(caller, tx, key),

    /**
     * The same check for calls that wait on providers and so run outside the request's transaction:
     * the permission is read before `tx` is opened, never inside it (one connection may be all there is).
     */
    permit,
    integrationOn,

    /** The active version of a type, for the work that obeys it (read in the caller's transaction). */
    active: (tx: Tx, key: MappingKey) => repository.active(tx, key),
  };
}

export type MappingsService = ReturnType<typeof createMappingsService>;
