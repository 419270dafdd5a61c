import type { Database } from '../src/db/client.ts';
import { createApplicationStates } from '../src/modules/applications/index.ts';
import { createTenantStates } from '../src/modules/tenants/index.ts';
import { createAccountStore } from '../src/modules/users/index.ts';

/** What the identity module is given about people, tenants and applications, as `createServices` wires it. */
export const identityPorts = (db: Database) => ({
  accounts: createAccountStore(db),
  tenants: createTenantStates(db),
  applications: createApplicationStates(db),
});
