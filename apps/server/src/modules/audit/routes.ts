import { endpoints } from '@connector/contracts';
import type { Caller } from '../../http/caller.ts';
import type { Route } from '../../http/route.ts';
import type { AuditLog } from './service.ts';

export interface AuditRoutesDeps {
  audit: AuditLog;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
}

export function registerAuditRoutes(route: Route, { audit, permissionsOf }: AuditRoutesDeps): void {
  route(endpoints.listAuditEvents, async ({ caller, tenantId, params }) =>
    audit.trail({ caller, granted: await permissionsOf(caller), hostTenant: tenantId }, params.entity, params.entityId),
  );
}
