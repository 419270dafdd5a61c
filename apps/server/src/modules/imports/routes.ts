import { IMPORT_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { ImportsService } from './service.ts';

export function registerImportRoutes(route: Route, imports: ImportsService): void {
  route(endpoints.checkSupplierBatch, ({ tenantId, params, body }) => imports.check(tenantId, params.appId, body));
  route(endpoints.startSupplierBatch, async ({ caller, tenantId, params, body }) =>
    new Answer(await imports.start(caller, tenantId, params.appId, body), IMPORT_MESSAGES.uploaded, 201),
  );
  route(endpoints.getSupplierBatch, ({ tenantId, params }) => imports.status(tenantId, params.appId));
  route(endpoints.getSupplierBatchResults, ({ tenantId, params, query }) => imports.results(tenantId, params.appId, params.batchId, query));
  route(endpoints.retrySupplierBatch, async ({ tenantId, params }) =>
    new Answer(await imports.retry(tenantId, params.appId, params.batchId), IMPORT_MESSAGES.retried),
  );
}
