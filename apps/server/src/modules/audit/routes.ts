import { endpoints, exportAuditEvents, listTenantAuditEvents } from '@connector/contracts';
import type { Caller } from '../../http/caller.ts';
import type { Route } from '../../http/route.ts';
import type { AuditLog } from './service.ts';

export interface AuditRoutesDeps {
  audit: AuditLog;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
}

export function registerAuditRoutes(route: Route, { audit, permissionsOf }: AuditRoutesDeps): void {
  route(endpoints.listAuditEvents, async ({ caller, tenantId, params, query }) =>
    audit.trail({ caller, granted: await permissionsOf(caller), hostTenant: tenantId }, params.entity, params.entityId, query),
  );
  // The tenant is the router's: the host's, or the one a super administrator names (`?tenantId=`).
  route(listTenantAuditEvents, ({ tenantId, query: { tenantId: _named, cursor, pageSize, ...filter } }) =>
    audit.log.page(tenantId, { filter, cursor, pageSize }),
  );
  route(exportAuditEvents, ({ tenantId, query: { tenantId: _named, format, ...filter } }) => audit.log.export(tenantId, filter, format));
}
