import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the roles screens below `/admin`, and link builders (kept apart from the lazy routes). */
export const ROLE_PATHS = { list: 'roles', create: 'roles/create', edit: 'roles/edit/:roleId' } as const;

export const toRoles = () => adminLink(ROLE_PATHS.list);
export const toCreateRole = () => adminLink(ROLE_PATHS.create);
export const toEditRole = (roleId: string) => adminLink(ROLE_PATHS.edit, { roleId });
