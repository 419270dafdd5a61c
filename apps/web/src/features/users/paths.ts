import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the users screens below `/admin`, and link builders for them. */
export const USERS_PATHS = { list: 'users', create: 'users/create', edit: 'users/edit/:userId/:tenantId' } as const;

export const toUsers = () => adminLink(USERS_PATHS.list);
export const toCreateUser = () => adminLink(USERS_PATHS.create);
export const toEditUser = ({ userId, tenantId }: { userId: string; tenantId: string }) => adminLink(USERS_PATHS.edit, { userId, tenantId });
