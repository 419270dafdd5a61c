import { z } from 'zod';
import { ROLE_NAME_MAX } from './constants.ts';
import { defineEndpoint, namedTenant } from './http.ts';
import { ROLE_MESSAGES, TENANT_ANSWERS } from './messages.ts';
import { PERMISSIONS } from './permissions.ts';
import { TenantId } from './tenants.ts';

export const RoleId = z.string().min(1).max(64);

export const RolePermissionsBody = z.object({
  roles: z.array(RoleId).max(50),
});

export const getRolePermissions = defineEndpoint({
  id: 'getRolePermissions',
  method: 'POST',
  path: '/api/roles/permissions',
  summary: 'Permissions granted by the given roles of the caller’s tenant',
  access: 'user',
  permission: null,
  body: RolePermissionsBody,
  data: z.object({ permissions: z.array(z.string()) }),
});

const RoleText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const RoleFields = z.object({
  name: RoleText(ROLE_MESSAGES.name, ROLE_NAME_MAX),
  description: RoleText(ROLE_MESSAGES.description, 200),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: ROLE_MESSAGES.permissions }), { error: ROLE_MESSAGES.permissions })
    .min(1, ROLE_MESSAGES.permissions)
    .max(PERMISSIONS.length),
});
export const CreateRoleBody = RoleFields.extend({
  roleId: z
    .string({ error: ROLE_MESSAGES.roleId })
    .trim()
    .min(1, ROLE_MESSAGES.roleId)
    .max(64, ROLE_MESSAGES.roleId)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
});
export type CreateRoleBody = z.infer<typeof CreateRoleBody>;
export const UpdateRoleBody = RoleFields;
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;

export const Role = z.object({
  roleId: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof Role>;

const RoleParams = z.object({ roleId: RoleId });

export const listRoles = defineEndpoint({
  id: 'listRoles',
  method: 'GET',
  path: '/api/roles',
  summary: 'Roles of the caller’s tenant (superAdmin hidden from others); a super administrator may name another tenant',
  access: 'user',
  permission: 'Connector.Roles.List',
  query: z.object({ tenantId: TenantId.optional() }),
  tenant: namedTenant('query', 'tenantId', TENANT_ANSWERS.notFound),
  data: z.array(Role),
});

export const getRole = defineEndpoint({
  id: 'getRole',
  method: 'GET',
  path: '/api/roles/{roleId}',
  summary: 'One role',
  access: 'user',
  permission: 'Connector.Roles.List',
  params: RoleParams,
  data: Role,
});

export const createRole = defineEndpoint({
  id: 'createRole',
  method: 'POST',
  path: '/api/roles',
  summary: 'Create a role',
  access: 'user',
  permission: 'Connector.Roles.Create',
  body: CreateRoleBody,
  data: Role,
});

export const updateRole = defineEndpoint({
  id: 'updateRole',
  method: 'PUT',
  path: '/api/roles/{roleId}',
  summary: 'Update a role (superAdmin is read-only)',
  access: 'user',
  permission: 'Connector.Roles.Edit',
  params: RoleParams,
  body: UpdateRoleBody,
  data: Role,
});
