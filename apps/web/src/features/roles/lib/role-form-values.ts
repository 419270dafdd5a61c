import { CreateRoleBody, SUPER_ADMIN_ROLE, UpdateRoleBody, type Role } from '@connector/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

export type RoleFormMode = 'create' | 'edit';
/** Permissions are plain strings in the form: a role may hold some beyond the offered list. */
export type RoleFormValues = Omit<z.input<typeof CreateRoleBody>, 'permissions'> & { permissions: string[] };
export type RoleFormOutput = z.output<typeof CreateRoleBody>;

/** On edit the unique name stays on screen, disabled, and is sent as the path instead. */
const EditRoleSchema = UpdateRoleBody.extend({ roleId: z.string() });

export function roleResolver(mode: RoleFormMode): Resolver<RoleFormValues, unknown, RoleFormOutput> {
  const schema = mode === 'create' ? CreateRoleBody : EditRoleSchema;
  // The schema checks each permission against the catalogue, with its own message.
  return zodResolver(schema) as unknown as Resolver<RoleFormValues, unknown, RoleFormOutput>;
}

export const EMPTY_ROLE: RoleFormValues = { roleId: '', name: '', description: '', permissions: [] };

export const toFormValues = (role: Role): RoleFormValues => ({ ...role, permissions: [...role.permissions] });

export function toUpdateBody(values: RoleFormOutput): UpdateRoleBody {
  const { roleId: _roleId, ...body } = values;
  return body;
}

/** The superAdmin role is shown but never changed (ROL-5). */
export const isReadOnlyRole = (roleId: string) => roleId === SUPER_ADMIN_ROLE;
