import { OWN_ENTITY_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { OwnEntityService } from './service.ts';

export function registerOwnEntityRoutes(route: Route, service: OwnEntityService): void {
  // The call's guid (the caller's, or the one the router made up): a retry with it resumes the request it made.
  route(endpoints.requestOwnEntity, async ({ caller, tenantId, params, body, guid }) => {
    const key = { tenantId, appId: params.appId, supplierId: params.supplierId };
    const sent = await service.submit(caller, key, body, guid ?? null);
    return new Answer(sent, OWN_ENTITY_MESSAGES.sent, 201);
  });
  route(endpoints.listOwnEntityRequests, ({ tenantId, params }) => service.list(tenantId, params.appId, params.supplierId));
}
