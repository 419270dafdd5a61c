import type { Database } from '../../db/client.ts';
import type { TenantStates } from '../identity/index.ts';
import { createTenantsRepository } from './repository.ts';

/** Whether a tenant exists and is enabled, and its language: what sign-in asks of tenants (identity's `TenantStates` port). */
export function createTenantStates(db: Database, repository = createTenantsRepository()): TenantStates {
  return {
    async signInState(tenantId) {
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId));
      return row ? { enabled: row.enabled, language: row.language } : null;
    },
  };
}
