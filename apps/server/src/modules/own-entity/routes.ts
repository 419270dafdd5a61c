import { OWN_ENTITY_MESSAGES, REQUEST_GUID_HEADER, endpoints } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { Answer, type Route } from '../../http/route.ts';
import { requestGuid } from '../../http/route-checks.ts';
import type { OwnEntityService } from './service.ts';

/** The caller's request guid, when it sent one (the router checked it): a retry with it resumes the request it made. */
const callerGuid = (request: FastifyRequest) => (request.headers[REQUEST_GUID_HEADER] === undefined ? null : requestGuid(request));

export function registerOwnEntityRoutes(route: Route, service: OwnEntityService): void {
  route(endpoints.requestOwnEntity, async ({ caller, tenantId, params, body, request }) => {
    const key = { tenantId, appId: params.appId, supplierId: params.supplierId };
    const sent = await service.submit(caller, key, body, callerGuid(request));
    return new Answer(sent, OWN_ENTITY_MESSAGES.sent, 201);
  });
  route(endpoints.listOwnEntityRequests, ({ tenantId, params }) => service.list(tenantId, params.appId, params.supplierId));
}
