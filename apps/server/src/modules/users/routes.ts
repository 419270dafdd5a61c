import { USER_ANSWERS, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { UsersService } from './service.ts';

export function registerUserRoutes(route: Route, service: UsersService): void {
  route(endpoints.listAllUsers, ({ caller, query }) => service.list(caller, query, null));
  route(endpoints.listTenantUsers, ({ caller, tenantId, query }) => service.list(caller, query, tenantId));
  route(endpoints.getUser, ({ caller, tenantId, params }) => service.get(caller, tenantId, params.userId));
  route(endpoints.createUser, async ({ caller, tenantId, body }) => new Answer(await service.create(caller, tenantId, body), USER_ANSWERS.created, 201));
  route(endpoints.updateUser, async ({ caller, tenantId, params, body }) =>
    new Answer(await service.update(caller, tenantId, params.userId, body), USER_ANSWERS.updated),
  );
  route(endpoints.saveLastApplication, ({ caller, body }) => service.saveLastApplication(caller, body.appId));
  route(endpoints.enableUser, async ({ caller, tenantId, body }) =>
    new Answer(await service.setEnabled(caller, tenantId, body.userId, true), USER_ANSWERS.enabled),
  );
  route(endpoints.disableUser, async ({ caller, tenantId, body }) =>
    new Answer(await service.setEnabled(caller, tenantId, body.userId, false), USER_ANSWERS.disabled),
  );
  route(endpoints.resetUserPassword, async ({ caller, tenantId, body }) =>
    new Answer(await service.resetPassword(caller, tenantId, body.userId, body.password), USER_ANSWERS.temporaryPassword),
  );
  route(endpoints.deleteUser, async ({ caller, tenantId, body }) => new Answer(await service.remove(caller, tenantId, body.userId), USER_ANSWERS.deleted));
  route(endpoints.getUserSignInLock, ({ caller, tenantId, params }) => service.signInLock(caller, tenantId, params.userId));
  route(endpoints.unlockUserSignIn, async ({ caller, tenantId, body }) =>
    new Answer(await service.unlockSignIn(caller, tenantId, body.userId), USER_ANSWERS.signInUnlocked),
  );
}
