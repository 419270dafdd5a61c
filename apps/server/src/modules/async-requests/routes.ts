import { endpoints } from '@connector/contracts';
import type { Route } from '../../http/route.ts';
import type { AsyncRequests } from './service.ts';

export function registerAsyncRequestRoutes(route: Route, service: AsyncRequests): void {
  route(endpoints.getAsyncRequest, ({ caller, tenantId, params }) => service.read({ tenantId, userId: caller.userId }, params.guid));
}
