import type { Database } from '../../db/client.ts';
import type { TenantStates } from '../../ports.ts';
import { createTenantsRepository, type TenantsRepository } from './repository.ts';

/** What every signed-in request asks of its tenant; null when no such tenant exists. */
export interface TenantState {
  tenantId: string;
  enabled: boolean;
  language: string;
}

/** A tenant's state, from the facts cache (exact across instances: `db/facts.ts`). */
export function tenantState(db: Database, tenantId: string, repository: TenantsRepository = createTenantsRepository()): Promise<TenantState | null> {
  return db.facts.memo(`tenant:${tenantId}`, async () => {
    const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId));
    return row ? { tenantId: row.tenantId, enabled: row.enabled, language: row.language } : null;
  });
}

/** Whether a tenant exists and is enabled, and its language: what sign-in asks of tenants (identity's `TenantStates` port). */
export function createTenantStates(db: Database, repository = createTenantsRepository()): TenantStates {
  return {
    async signInState(tenantId) {
      const state = await tenantState(db, tenantId, repository);
      return state ? { enabled: state.enabled, language: state.language } : null;
    },
  };
}
