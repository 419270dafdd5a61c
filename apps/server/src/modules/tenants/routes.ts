import { TENANT_ANSWERS, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { TenantsService } from './service.ts';

/** "My account" and the tenants screens share the calls: the router resolves which tenant. */
export function registerTenantRoutes(route: Route, service: TenantsService): void {
  route(endpoints.getTenantAuth, ({ params, request }) => service.authInfo(params.tenantId, `${request.protocol}://${request.host}`));
  route(endpoints.listTenants, ({ caller }) => service.list(caller));
  route(endpoints.createTenant, async ({ caller, body }) => new Answer(await service.create(caller, body), TENANT_ANSWERS.created, 201));
  for (const read of [endpoints.getTenant, endpoints.getOwnTenant]) route(read, ({ tenantId }) => service.get(tenantId));
  for (const write of [endpoints.updateTenant, endpoints.updateOwnTenant]) {
    route(write, async ({ caller, tenantId, body }) => new Answer(await service.update(caller, tenantId, body), TENANT_ANSWERS.updated));
  }
  for (const reveal of [endpoints.revealTenantSecret, endpoints.revealOwnTenantSecret]) route(reveal, ({ tenantId }) => service.reveal(tenantId));
}
