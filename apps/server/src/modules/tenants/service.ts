import { TENANT_ANSWERS, tenantFromHost, type CreateTenantBody, type Tenant, type TenantAuthInfo, type UpdateTenantBody } from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import { auditSnapshot, toTenant } from './mapping.ts';
import type { NewTenantRow, TenantPatch, TenantRow, TenantsRepository } from './repository.ts';
import { tenantState } from './sign-in-states.ts';

export interface TenantsServiceDeps {
  db: Database;
  repository: TenantsRepository;
  audit: AuditLog;
  secrets: SecretBox;
  defaultTenant: string;
  /** Sign-in settings of a tenant, from the identity module. */
  signInSettings(tenantId: string, origin: string): Omit<TenantAuthInfo, 'status'>;
  /** Gives a new tenant what its users need (standard roles); runs in the creating transaction. */
  provisionTenant(tx: Tx, tenantId: string): Promise<void>;
}

/**
 * Tenants. The tenant a call acts on comes resolved from the router (the host's, or the one the
 * path names when the caller may reach it), so "own tenant" and "tenant by id" are the same calls.
 */
export function createTenantsService(deps: TenantsServiceDeps) {
  const { db, repository, audit, secrets, defaultTenant } = deps;

  async function load(tx: Tx, tenantId: string): Promise<TenantRow> {
    const row = await repository.findById(tx, tenantId);
    if (!row) throw notFound(TENANT_ANSWERS.notFound);
    return row;
  }

  function patchOf(body: UpdateTenantBody): TenantPatch {
    const { appClientSecret, ssoMetadataUrl, appClientId, ssoMapping, ...rest } = body;
    return {
      ...rest,
      ssoMetadataUrl: ssoMetadataUrl || null,
      appClientId: appClientId || null,
      ssoMapping: ssoMapping ?? null,
      ...(appClientSecret ? { appClientSecretEnc: secrets.seal(appClientSecret) } : {}),
    };
  }

  async function update(caller: Caller, tenantId: string, body: UpdateTenantBody): Promise<Tenant> {
    return db.forTenant(tenantId, async (tx) => {
      const before = await load(tx, tenantId);
      const after = (await repository.update(tx, tenantId, patchOf(body))) as TenantRow;
      await audit.record(tx, {
        tenantId,
        actor: caller,
        action: 'update',
        entity: 'tenant',
        entityId: tenantId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
        secretFields: ['appClientSecret'],
      });
      return toTenant(after);
    });
  }

  return {
    /** The tenant a host name designates, when such a tenant exists. */
    async tenantOfHost(host: string): Promise<string | null> {
      const state = await tenantState(db, tenantFromHost(host, defaultTenant), repository);
      return state ? state.tenantId : null;
    },

    /** Origins allowed to frame the tenant's console (its CSP), read in the caller's transaction; none for an unknown tenant. */
    async frameAncestorsIn(tx: Tx, tenantId: string): Promise<string[]> {
      return (await repository.findById(tx, tenantId))?.frameAncestors ?? [];
    },

    async authInfo(tenantId: string, origin: string): Promise<TenantAuthInfo> {
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId));
      if (!row) throw notFound(TENANT_ANSWERS.notFound);
      return { ...deps.signInSettings(row.tenantId, origin), status: row.enabled ? 'Enabled' : 'Disabled' };
    },

    async list(caller: Caller): Promise<Tenant[]> {
      if (caller.isSuperAdmin) return (await db.allTenants((tx) => repository.list(tx))).map(toTenant);
      const own = await db.forTenant(caller.tenantId, (tx) => repository.findById(tx, caller.tenantId));
      return own ? [toTenant(own)] : [];
    },

    get: async (tenantId: string): Promise<Tenant> => toTenant(await db.forTenant(tenantId, (tx) => load(tx, tenantId))),

    async create(caller: Caller, body: CreateTenantBody): Promise<Tenant> {
      if (!caller.isSuperAdmin) throw forbidden(TENANT_ANSWERS.createOnlyBySuperAdmin);
      const { tenantId, ...fields } = body;
      return db.forTenant(tenantId, async (tx) => {
        const created = await repository.insertIfMissing(tx, { tenantId, ...patchOf(fields), name: fields.name });
        if (!created) {
          const message = TENANT_ANSWERS.idTaken(tenantId);
          throw conflict(message, [{ field: 'body.tenantId', message }]);
        }
        await deps.provisionTenant(tx, tenantId);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'create',
          entity: 'tenant',
          entityId: tenantId,
          after: auditSnapshot(created),
          secretFields: ['appClientSecret'],
        });
        return toTenant(created);
      });
    },

    update,

    async reveal(tenantId: string): Promise<{ appClientSecret: string | null }> {
      const row = await db.forTenant(tenantId, (tx) => load(tx, tenantId));
      return { appClientSecret: row.appClientSecretEnc ? secrets.open(row.appClientSecretEnc) : null };
    },

    /** First-start seeding: creates the tenant unless it exists. */
    async ensureTenant(row: NewTenantRow): Promise<boolean> {
      return (await db.allTenants((tx) => repository.insertIfMissing(tx, row))) !== null;
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
