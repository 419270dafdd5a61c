import { GENERIC_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { TenantsService } from './service.ts';

export function registerTenantRoutes(route: Route, service: TenantsService): void {
  route(endpoints.getTenantAuth, ({ params, request }) =>
    service.authInfo(params.tenantId, `${request.protocol}://${request.host}`),
  );
  route(endpoints.listTenants, ({ caller }) => service.list(caller));
  route(endpoints.getTenant, ({ caller, params }) => service.get(caller, params.id));
  route(endpoints.createTenant, async ({ caller, body }) => new Answer(await service.create(caller, body), 'Tenant Created Successfully', 201));
  route(endpoints.updateTenant, async ({ caller, params, body }) =>
    new Answer(await service.update(caller, params.id, body), GENERIC_MESSAGES.tenantUpdated),
  );
  route(endpoints.revealTenantSecret, ({ caller, params }) => service.reveal(caller, params.id));
  route(endpoints.getOwnTenant, ({ caller }) => service.getOwn(caller));
  route(endpoints.updateOwnTenant, async ({ caller, body }) =>
    new Answer(await service.updateOwn(caller, body), GENERIC_MESSAGES.tenantUpdated),
  );
  route(endpoints.revealOwnTenantSecret, ({ caller }) => service.revealOwn(caller));
}
