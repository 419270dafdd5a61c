import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { modulePlugin } from '../../http/module.ts';
import { createHostPolicy, type HostEntry, type OutboundOptions } from '../../providers/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AppClients } from '../../ports.ts';
import { createConnectionTester } from './connection.ts';
import { createConnectivityService } from './connectivity.ts';
import { createCredentialsService } from './credentials.ts';
import { registerApplicationRoutes } from './routes.ts';
import type { ApplicationsService } from './service.ts';

export type { JobSettings } from './changes.ts';
export { createApplicationStates } from './app-states.ts';
export { createConnectionTester, type ConnectionTester } from './connection.ts';
export { createConnectivityService, type ConnectivityService } from './connectivity.ts';
export { createCredentialsService, type CredentialsService } from './credentials.ts';
export { DEMO_APP_ID, DEMO_APP_NAME, demoApp } from './demo.ts';
export { isUnsetUrl, unavailable } from './provider-errors.ts';
export { createAppRuntimes, type AppRuntime, type AppRuntimes } from './runtime.ts';
export { registerApplicationRoutes } from './routes.ts';
export { createApplicationsService, type ApplicationsService } from './service.ts';

export interface ApplicationsModuleOptions {
  db: Database;
  audit: AuditLog;
  secrets: SecretBox;
  /** Built beforehand: the demo seed and identity's application lookups use it too. */
  applications: ApplicationsService;
  appClients: AppClients;
  /** The token endpoint app clients use, on the request's origin. */
  tokenUrl(origin: string): string;
  /** Where connection tests may call (`PROVIDER_HOSTS`). */
  providerHosts: readonly HostEntry[];
  /** How connection tests resolve and connect; tests pass spies. */
  outbound?: OutboundOptions;
}

/** The applications module: configurations, connection tests and app credentials. */
export const applicationsModule = modulePlugin<ApplicationsModuleOptions>(
  (route, { db, audit, secrets, applications, appClients, tokenUrl, providerHosts, outbound }, app) => {
    const hosts = createHostPolicy(providerHosts);
    const tester = createConnectionTester({ hosts, outbound, log: app.log });
    registerApplicationRoutes(route, {
      applications,
      connectivity: createConnectivityService({ applications, secrets, hosts, tester }),
      credentials: createCredentialsService({ db, audit, applications, appClients }),
      tokenUrl,
    });
  },
);
