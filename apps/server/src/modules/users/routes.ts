import { endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { UsersService } from './service.ts';

export function registerUserRoutes(route: Route, service: UsersService): void {
  route(endpoints.listAllUsers, ({ caller, query }) => service.list(caller, query, null));
  route(endpoints.listTenantUsers, ({ caller, params, query }) => service.list(caller, query, params.tenantId));
  route(endpoints.getUser, ({ caller, params }) => service.get(caller, params.tenantId, params.userId));
  route(endpoints.createUser, async ({ caller, body }) => new Answer(await service.create(caller, body), 'User Created Successfully', 201));
  route(endpoints.updateUser, async ({ caller, params, body }) =>
    new Answer(await service.update(caller, params.userId, body), 'User Updated Successfully'),
  );
  route(endpoints.enableUser, async ({ caller, body }) =>
    new Answer(await service.setEnabled(caller, body.tenantId, body.userId, true), 'User Enabled Successfully'),
  );
  route(endpoints.disableUser, async ({ caller, body }) =>
    new Answer(await service.setEnabled(caller, body.tenantId, body.userId, false), 'User Disabled Successfully'),
  );
  route(endpoints.resetUserPassword, async ({ caller, body }) =>
    new Answer(await service.resetPassword(caller, body.tenantId, body.userId, body.password), 'Temporary Password Set Successfully'),
  );
  route(endpoints.deleteUser, async ({ caller, body }) =>
    new Answer(await service.remove(caller, body.tenantId, body.userId), 'User Deleted Successfully'),
  );
}
