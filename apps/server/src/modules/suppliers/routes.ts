import { ACTIVITY_MESSAGES, SUPPLIER_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { ActivityService } from './activity.ts';
import type { SuppliersService } from './service.ts';

export function registerSupplierRoutes(route: Route, { suppliers, activity }: { suppliers: SuppliersService; activity: ActivityService }): void {
  route(endpoints.matchSuppliers, ({ tenantId, params, body }) => suppliers.search(tenantId, params.appId, body));
  route(endpoints.listConnectedSuppliers, ({ tenantId, params, query }) => suppliers.connected(tenantId, params.appId, query));
  route(endpoints.listMissingSuppliers, ({ tenantId, params, query }) => suppliers.missing(tenantId, params.appId, query));
  route(endpoints.getSupplier, ({ tenantId, params }) => suppliers.get(tenantId, params.appId, params.supplierId));
  route(endpoints.linkSupplier, async ({ caller, tenantId, params, body }) => {
    const linked = await suppliers.linkByPerson(caller, tenantId, params.appId, params.supplierId, body);
    return new Answer(linked, SUPPLIER_MESSAGES.added(body.bvdId));
  });
  route(endpoints.unlinkSupplier, async ({ caller, tenantId, params, body }) =>
    new Answer(await suppliers.unlink(caller, tenantId, params.appId, body), SUPPLIER_MESSAGES.unlinked),
  );
  route(endpoints.getSupplierActivity, ({ tenantId, params }) => activity.read(tenantId, params.appId));
  route(endpoints.startSupplierSync, async ({ caller, tenantId, params }) =>
    new Answer(await activity.syncNow(caller, tenantId, params.appId), ACTIVITY_MESSAGES.syncStarted),
  );
  route(endpoints.retryFailedSuppliers, async ({ caller, tenantId, params, body }) => {
    const result = await activity.retry(caller, tenantId, params.appId, body);
    return new Answer(result, ACTIVITY_MESSAGES.retried(result.retried));
  });
}
