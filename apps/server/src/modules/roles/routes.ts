import { ROLE_ANSWERS, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { RolesService } from './service.ts';

export function registerRoleRoutes(route: Route, service: RolesService): void {
  route(endpoints.getRolePermissions, async ({ body, caller }) => ({ permissions: await service.rolePermissions(caller, body.roles) }));
  route(endpoints.listRoles, ({ caller, tenantId }) => service.list(caller, tenantId));
  route(endpoints.getRole, ({ caller, tenantId, params }) => service.get(caller, tenantId, params.roleId));
  route(endpoints.createRole, async ({ caller, tenantId, body }) => new Answer(await service.create(caller, tenantId, body), ROLE_ANSWERS.created, 201));
  route(endpoints.updateRole, async ({ caller, tenantId, params, body }) =>
    new Answer(await service.update(caller, tenantId, params.roleId, body), ROLE_ANSWERS.updated),
  );
}
