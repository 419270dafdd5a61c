import { endpoints, hasPermission, type AuditEvent, type Permission } from '@connector/contracts';
import type { Caller } from '../../http/caller.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Route } from '../../http/route.ts';
import type { AuditLog } from './service.ts';

/** Reading a record's trail takes the permission to list records of its kind. */
const READ_PERMISSION: Record<AuditEvent['entity'], Permission> = {
  tenant: 'Connector.Tenants.List',
  role: 'Connector.Roles.List',
  user: 'Connector.Users.List',
  application: 'Connector.Configurations.Applications',
};

export function registerAuditRoutes(
  route: Route,
  { audit, permissionsOf }: { audit: AuditLog; permissionsOf(caller: Caller): Promise<string[]> },
): void {
  route(endpoints.listAuditEvents, async ({ caller, tenantId, params }) => {
    const granted = await permissionsOf(caller);
    const ownTenant = params.entity === 'tenant' && params.entityId === caller.tenantId;
    const allowed =
      hasPermission(granted, READ_PERMISSION[params.entity]) ||
      (ownTenant && hasPermission(granted, 'Connector.Configurations.TenantConfiguration.List'));
    if (!allowed) throw forbidden();
    const scope = params.entity === 'tenant' ? params.entityId : tenantId;
    if (params.entity === 'tenant' && !caller.isSuperAdmin && scope !== caller.tenantId) throw notFound('Tenant was not found');
    return audit.list(scope, params.entity, params.entityId);
  });
}
