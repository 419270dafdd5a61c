import { endpoints } from '@connector/contracts';
import type { Route } from '../../http/route.ts';
import type { CompanyViewsService } from './service.ts';

export function registerCompanyViewRoutes(route: Route, views: CompanyViewsService): void {
  route(endpoints.getOrbisContext, ({ tenantId, params }) => views.context(tenantId, params.appId));
  route(endpoints.getOrbisCompany, ({ tenantId, params }) => views.company(tenantId, params.appId, params.bvdId));
}
