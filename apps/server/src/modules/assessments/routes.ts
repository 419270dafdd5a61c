import { ASSESSMENT_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { NoteRetryAfter } from '../company-views/index.ts';
import type { AssessmentsService } from './service.ts';

export function registerAssessmentRoutes(route: Route, assessments: AssessmentsService, noting: NoteRetryAfter): void {
  route(endpoints.startCatalystAssessment, async ({ caller, tenantId, params, body }) => {
    const started = await assessments.start(caller, tenantId, params.appId, 'catalyst', body);
    return new Answer({ SelectionId: { CF_RA_Id: started.id } }, ASSESSMENT_MESSAGES.started, 201);
  });
  route(endpoints.getCatalystAssessment, ({ tenantId, params, query }) => assessments.one(tenantId, params.appId, 'catalyst', query.assessmentGuid));
  route(endpoints.getCatalystSupplierAssessments, ({ tenantId, params }) => assessments.ofSupplier(tenantId, params.appId, 'catalyst', params.supplierId));
  route(endpoints.getCatalystModels, ({ tenantId, params }) => assessments.models(tenantId, params.appId, 'catalyst'));
  route(endpoints.startSupplyChainAssessment, async ({ caller, tenantId, params, body }) => {
    const started = await assessments.start(caller, tenantId, params.appId, 'supplyChain', body);
    return new Answer({ AssessmentId: started.id, PortfolioId: started.portfolioId ?? '' }, ASSESSMENT_MESSAGES.started, 201);
  });
  route(endpoints.getSupplyChainPortfolio, ({ tenantId, params, query }) => assessments.portfolio(tenantId, params.appId, query.portfolioId));
  route(endpoints.getSupplyChainSupplierAssessments, ({ tenantId, params }) => assessments.ofSupplier(tenantId, params.appId, 'supplyChain', params.supplierId));
  // A frame's context may reach Orbis: past the application's limits the 429 says when to retry.
  route(endpoints.getCatalystFrame, ({ request, caller, tenantId, params }) =>
    noting(request, () => assessments.frame(caller, tenantId, params.appId, 'catalyst', params.assessmentId)),
  );
  route(endpoints.getSupplyChainFrame, ({ request, caller, tenantId, params }) =>
    noting(request, () => assessments.frame(caller, tenantId, params.appId, 'supplyChain', params.assessmentId)),
  );
  route(endpoints.getSupplyChainModels, ({ tenantId, params }) => assessments.models(tenantId, params.appId, 'supplyChain'));
}
