import { MAPPING_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { CompanyViewsService } from './service.ts';
import type { WriteBackRequests } from './write-back-requests.ts';

export function registerCompanyViewRoutes(route: Route, views: CompanyViewsService, writeBack: WriteBackRequests): void {
  route(endpoints.getOrbisContext, ({ tenantId, params }) => views.context(tenantId, params.appId));
  route(endpoints.getOrbisCompany, ({ tenantId, params }) => views.company(tenantId, params.appId, params.bvdId));
  route(endpoints.runMappingWriteBack, async ({ tenantId, params, body }) => {
    const queued = await writeBack(tenantId, params.appId, body.supplierId);
    return new Answer(queued, MAPPING_MESSAGES.writeBackQueued, 202);
  });
}
