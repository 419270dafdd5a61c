import type { Database } from '../../db/client.ts';
import type { ApplicationStates } from '../identity/index.ts';
import { createApplicationsRepository } from './repository.ts';

/** Whether an application is enabled: what its tokens ask of it (identity's `ApplicationStates` port). */
export function createApplicationStates(db: Database, repository = createApplicationsRepository()): ApplicationStates {
  return {
    async isEnabled(tenantId, appId) {
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, appId));
      return row?.enabled === true;
    },
  };
}
