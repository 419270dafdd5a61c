/** Creating and changing a role: each writes the row and its audit entry in one transaction. */
import { ROLE_ANSWERS, SUPER_ADMIN_ROLE, type CreateRoleBody, type Role, type UpdateRoleBody } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import { auditSnapshot, toRole } from './mapping.ts';
import { visible } from './permissions.ts';
import type { RoleRow, RolesRepository } from './repository.ts';

export interface RoleChangesDeps {
  db: Database;
  repository: RolesRepository;
  audit: AuditLog;
  /** Refuses permissions beyond what the caller holds. */
  checkGrantable(caller: Caller, permissions: readonly string[]): Promise<void>;
}

export function createRoleChanges({ db, repository, audit, checkGrantable }: RoleChangesDeps) {
  return {
    async create(caller: Caller, tenantId: string, body: CreateRoleBody): Promise<Role> {
      if (body.roleId === SUPER_ADMIN_ROLE) throw forbidden(ROLE_ANSWERS.reserved);
      await checkGrantable(caller, body.permissions);
      return db.forTenant(tenantId, async (tx) => {
        const created = await repository.insertIfMissing(tx, { ...body, tenantId });
        if (!created) {
          const message = ROLE_ANSWERS.idTaken(body.roleId);
          throw conflict(message, [{ field: 'body.roleId', message }]);
        }
        await audit.record(tx, { tenantId, actor: caller, action: 'create', entity: 'role', entityId: body.roleId, after: auditSnapshot(created) });
        return toRole(created);
      });
    },

    async update(caller: Caller, tenantId: string, roleId: string, body: UpdateRoleBody): Promise<Role> {
      if (!visible(caller, roleId)) throw notFound(ROLE_ANSWERS.notFound);
      if (roleId === SUPER_ADMIN_ROLE) throw forbidden(ROLE_ANSWERS.readOnly);
      await checkGrantable(caller, body.permissions);
      return db.forTenant(tenantId, async (tx) => {
        const before = await repository.findById(tx, tenantId, roleId);
        if (!before) throw notFound(ROLE_ANSWERS.notFound);
        const after = (await repository.update(tx, tenantId, roleId, body)) as RoleRow;
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'update',
          entity: 'role',
          entityId: roleId,
          before: auditSnapshot(before),
          after: auditSnapshot(after),
        });
        return toRole(after);
      });
    },
  };
}
