import { MAPPING_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { NoteRetryAfter } from './retry-after.ts';
import type { CompanyViewsService } from './service.ts';
import type { WriteBackRequests } from './write-back-requests.ts';

export interface CompanyViewRoutesDeps {
  views: CompanyViewsService;
  writeBack: WriteBackRequests;
  /** Carries a rate-limited call's wait to its 429's `Retry-After`. */
  noting: NoteRetryAfter;
}

export function registerCompanyViewRoutes(route: Route, { views, writeBack, noting }: CompanyViewRoutesDeps): void {
  route(endpoints.getOrbisContext, ({ tenantId, params, caller, request }) =>
    noting(request, () => views.context({ tenantId, appId: params.appId, userId: caller.userId })),
  );
  route(endpoints.getOrbisCompany, ({ tenantId, params, caller, request }) =>
    noting(request, () => views.company({ tenantId, appId: params.appId, userId: caller.userId }, params.bvdId)),
  );
  route(endpoints.runMappingWriteBack, async ({ tenantId, params, body }) => {
    const queued = await writeBack(tenantId, params.appId, body.supplierId);
    return new Answer(queued, MAPPING_MESSAGES.writeBackQueued, 202);
  });
}
