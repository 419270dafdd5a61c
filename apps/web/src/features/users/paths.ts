import { generatePath } from 'react-router';

/** Paths of the users screens below `/admin`, and link builders for them. */
export const USERS_PATHS = {
  list: 'users',
  create: 'users/create',
  edit: 'users/edit/:userId/:tenantId',
} as const;

export const toUsers = () => `/admin/${USERS_PATHS.list}`;
export const toCreateUser = () => `/admin/${USERS_PATHS.create}`;
export const toEditUser = (user: { userId: string; tenantId: string }) =>
  generatePath(`/admin/${USERS_PATHS.edit}`, { userId: user.userId, tenantId: user.tenantId });
