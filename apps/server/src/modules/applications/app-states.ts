import type { Database } from '../../db/client.ts';
import type { ApplicationStates } from '../../ports.ts';
import { createApplicationsRepository } from './repository.ts';

/** Whether an application is enabled: what its tokens ask of it (identity's `ApplicationStates` port). */
export function createApplicationStates(db: Database, repository = createApplicationsRepository()): ApplicationStates {
  return {
    // Read by every call with an application's token: from the facts cache (db/facts.ts).
    isEnabled: (tenantId, appId) =>
      db.facts.memo(`application:${tenantId}:${appId}`, async () => {
        const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, appId));
        return row?.enabled === true;
      }),
  };
}
