export type { AppClients } from './app-clients.ts';
export { createConnectionTester, type ConnectionTester } from './connection.ts';
export { createConnectivityService, type ConnectivityService } from './connectivity.ts';
export { createCredentialsService, type CredentialsService } from './credentials.ts';
export { DEMO_APP_ID, DEMO_APP_NAME } from './demo.ts';
export { createApplicationsRepository } from './repository.ts';
export { registerApplicationRoutes } from './routes.ts';
export { createApplicationsService, type ApplicationsService } from './service.ts';
