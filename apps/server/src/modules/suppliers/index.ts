import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import { createHostPolicy, createOutboundFetch, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import { createApplicationsRepository, createAppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createSuppliersRepository } from './repository.ts';
import { registerSupplierRoutes } from './routes.ts';
import { createSuppliersService } from './service.ts';

export { createSuppliersRepository, type SupplierRow, type SuppliersRepository } from './repository.ts';
export { createSuppliersService, keptCandidate, supplierEntityId, toSupplier, type SuppliersService } from './service.ts';
export { explainMatch } from './why.ts';

export interface SuppliersModuleOptions {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  /** Where the supplier work may call (`PROVIDER_HOSTS`). */
  providerHosts: readonly HostEntry[];
  /** How outside calls resolve and connect; tests pass spies. */
  outbound?: OutboundOptions;
}

/** The suppliers module: criteria search, connected and missing lists, link and unlink. */
export const suppliersModule = modulePlugin<SuppliersModuleOptions>((route, { db, audit, secrets, providerHosts, outbound }) => {
  const runtimes = createAppRuntimes({
    applications: createApplicationsRepository(),
    secrets,
    fetch: createOutboundFetch(createHostPolicy(providerHosts), outbound),
  });
  const suppliers = createSuppliersService({ db, repository: createSuppliersRepository(), runtimes, audit });
  registerSupplierRoutes(route, { suppliers });
});
