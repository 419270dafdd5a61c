import { APP_MESSAGES, endpoints } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { Answer, type Route } from '../../http/route.ts';
import type { ConnectivityService } from './connectivity.ts';
import type { CredentialsService } from './credentials.ts';
import type { ApplicationsService } from './service.ts';

export interface ApplicationRoutesDeps {
  applications: ApplicationsService;
  connectivity: ConnectivityService;
  credentials: CredentialsService;
  /** The token endpoint app clients use, on the request's origin. */
  tokenUrl(origin: string): string;
}

export function registerApplicationRoutes(route: Route, { applications, connectivity, credentials, tokenUrl }: ApplicationRoutesDeps): void {
  const oauthUrl = (request: FastifyRequest) => tokenUrl(`${request.protocol}://${request.host}`);

  route(endpoints.listApps, ({ tenantId }) => applications.list(tenantId));
  route(endpoints.getApp, ({ tenantId, params }) => applications.get(tenantId, params.appId));
  route(endpoints.createApp, async ({ caller, tenantId, body }) =>
    new Answer(await applications.create(caller, tenantId, body), APP_MESSAGES.created, 201),
  );
  route(endpoints.updateApp, async ({ caller, tenantId, params, body }) =>
    new Answer(await applications.update(caller, tenantId, params.appId, body), APP_MESSAGES.updated),
  );
  route(endpoints.renameApp, async ({ caller, tenantId, params, body }) =>
    new Answer(await applications.rename(caller, tenantId, params.appId, body.name), APP_MESSAGES.renamed),
  );
  route(endpoints.testAppConnection, ({ tenantId, params, body }) => connectivity.testConnection(tenantId, params.appId, body));
  route(endpoints.revealAppSecret, ({ tenantId, params }) =>
    connectivity.revealSecret(tenantId, params.appId, params.sectionId, params.fieldKey),
  );
  route(endpoints.getAppClient, ({ tenantId, params, request }) => credentials.read({ tenantId, appId: params.appId }, oauthUrl(request)));
  route(endpoints.generateAppClient, async ({ caller, tenantId, body, request }) =>
    new Answer(await credentials.generate(caller, { tenantId, appId: body.appId }, oauthUrl(request)), APP_MESSAGES.credentialsGenerated),
  );
  route(endpoints.revealAppClientSecret, ({ tenantId, params }) => credentials.revealSecret({ tenantId, appId: params.appId }));
}
