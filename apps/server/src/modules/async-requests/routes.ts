import { endpoints } from '@connector/contracts';
import type { Route } from '../../http/route.ts';
import type { AsyncRequests } from './service.ts';

export function registerAsyncRequestRoutes(route: Route, service: AsyncRequests): void {
  route(endpoints.getAsyncRequest, ({ caller, params }) => service.read(caller, params.guid));
}
