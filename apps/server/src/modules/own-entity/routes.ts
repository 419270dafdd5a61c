import { OWN_ENTITY_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { OwnEntityService } from './service.ts';

export function registerOwnEntityRoutes(route: Route, service: OwnEntityService): void {
  route(endpoints.requestOwnEntity, async ({ caller, tenantId, params, body }) => {
    const sent = await service.submit(caller, tenantId, params.appId, params.supplierId, body);
    return new Answer(sent, OWN_ENTITY_MESSAGES.sent, 201);
  });
  route(endpoints.listOwnEntityRequests, ({ tenantId, params }) => service.list(tenantId, params.appId, params.supplierId));
}
