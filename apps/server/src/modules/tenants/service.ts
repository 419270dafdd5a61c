import { TENANT_ANSWERS, tenantFromHost, type Tenant, type TenantAuthInfo } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { createTenantChanges, loadTenant, type TenantChangesDeps } from './changes.ts';
import { toTenant } from './mapping.ts';
import type { NewTenantRow } from './repository.ts';
import { tenantState } from './sign-in-states.ts';

export interface TenantsServiceDeps extends TenantChangesDeps {
  defaultTenant: string;
  /** Sign-in settings of a tenant, from the identity module. */
  signInSettings(tenantId: string, origin: string): Omit<TenantAuthInfo, 'status' | 'idleTimeoutMinutes'>;
}

/**
 * Tenants. The tenant a call acts on comes resolved from the router (the host's, or the one the
 * path names when the caller may reach it), so "own tenant" and "tenant by id" are the same calls.
 */
export function createTenantsService(deps: TenantsServiceDeps) {
  const { db, repository, secrets, defaultTenant } = deps;
  const { create, update } = createTenantChanges(deps);

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

    /** Each tenant's audit retention in days, read in the caller's transaction (the audit log's retention job). */
    retentionDays: (tx: Tx) => repository.retentions(tx),

    async authInfo(tenantId: string, origin: string): Promise<TenantAuthInfo> {
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId));
      if (!row) throw notFound(TENANT_ANSWERS.notFound);
      return { ...deps.signInSettings(row.tenantId, origin), status: row.enabled ? 'Enabled' : 'Disabled', idleTimeoutMinutes: row.idleTimeoutMinutes };
    },

    async list(caller: Caller): Promise<Tenant[]> {
      if (caller.isSuperAdmin) return (await db.allTenants((tx) => repository.list(tx))).map(toTenant);
      const own = await db.forTenant(caller.tenantId, (tx) => repository.findById(tx, caller.tenantId));
      return own ? [toTenant(own)] : [];
    },

    get: async (tenantId: string): Promise<Tenant> => toTenant(await db.forTenant(tenantId, (tx) => loadTenant(repository, tx, tenantId))),

    create,

    update,

    async reveal(tenantId: string): Promise<{ appClientSecret: string | null }> {
      const row = await db.forTenant(tenantId, (tx) => loadTenant(repository, tx, tenantId));
      return { appClientSecret: row.appClientSecretEnc ? secrets.open(row.appClientSecretEnc) : null };
    },

    /** First-start seeding: creates the tenant unless it exists. */
    async ensureTenant(row: NewTenantRow): Promise<boolean> {
      return (await db.allTenants((tx) => repository.insertIfMissing(tx, row))) !== null;
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
