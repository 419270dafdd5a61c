/** Paths of the roles screens below `/admin`, and link builders (kept apart from the lazy routes). */
export const ROLE_PATHS = {
  list: 'roles',
  create: 'roles/create',
  edit: 'roles/edit/:roleId',
} as const;

export const toRoles = () => `/admin/${ROLE_PATHS.list}`;
export const toCreateRole = () => `/admin/${ROLE_PATHS.create}`;
export const toEditRole = (roleId: string) => `/admin/${ROLE_PATHS.edit.replace(':roleId', encodeURIComponent(roleId))}`;
