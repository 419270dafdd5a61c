import { z } from 'zod';
import { COUNTRY_CODES, USER_LOCALES } from './countries.ts';
import { DEFAULT_PAGE_SIZE, LANGUAGES, NAME_MAX, PAGE_SIZES } from './constants.ts';
import { ALL_ROWS, defineEndpoint, namedTenant, pageOf, pageQuery } from './http.ts';
import { TENANT_ANSWERS, USER_ANSWERS, USER_MESSAGES } from './messages.ts';
import { passwordSchema } from './passwords.ts';
import { RoleId } from './roles.ts';
import { TenantId } from './tenants.ts';

export const LastApplication = z.object({
  value: z.string().max(64),
  label: z.string().max(100),
  type: z.string().max(32),
});
export type LastApplication = z.infer<typeof LastApplication>;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(NAME_MAX, message);

/** Fields shared by create and update (USR-8). */
const UserFields = z.object({
  firstName: name(USER_MESSAGES.firstName),
  lastName: name(USER_MESSAGES.lastName),
  roles: z.array(RoleId, { error: USER_MESSAGES.role }).min(1, USER_MESSAGES.role).max(10),
  enabled: z.boolean().default(true),
  language: z.enum(LANGUAGES, { error: USER_MESSAGES.language }),
  country: z.enum(COUNTRY_CODES, { error: USER_MESSAGES.country }),
  locale: z.enum(USER_LOCALES, { error: USER_MESSAGES.locale }),
});

export const CreateUserBody = UserFields.extend({
  email: z
    .string({ error: USER_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email(USER_MESSAGES.email))
    .meta({ examples: ['buyer@acme.example'] }),
  password: passwordSchema(USER_MESSAGES.password),
  tenantId: z
    .string({ error: USER_MESSAGES.tenantId })
    .min(1, USER_MESSAGES.tenantId)
    .pipe(TenantId)
    .meta({ examples: ['acme'] }),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = UserFields.extend({
  /** Tenant of the user; the caller's own tenant when absent. */
  tenantId: TenantId.optional(),
  lastApplication: LastApplication.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const User = z.object({
  userId: z.uuid(),
  tenantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  enabled: z.boolean(),
  language: z.string(),
  country: z.string(),
  locale: z.string(),
  lastApplication: LastApplication.nullable(),
});
export type User = z.infer<typeof User>;

export const UserRef = z.object({ tenantId: TenantId, userId: z.uuid() });
export const ResetPasswordBody = UserRef.extend({ password: passwordSchema(USER_MESSAGES.password) });

export const USER_SORTS = ['userId', 'name', 'email', 'tenantId', 'role', 'status'] as const;
/** The table's page sizes (USR-2); "All" travels as 0. */
export const USER_PAGE_SIZES: readonly number[] = PAGE_SIZES.map((size) => (size === 'All' ? ALL_ROWS : size));
export const UsersQuery = pageQuery(USER_SORTS).extend({
  pageSize: z.coerce
    .number()
    .refine((size) => USER_PAGE_SIZES.includes(size), `Page size must be one of ${USER_PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
});
/**
 * A search counts its matches exactly up to this many; past it the page says only "more than"
 * (decision 008): counting every match of a broad search read the whole tenant on every page.
 */
export const USERS_SEARCH_COUNT_LIMIT = 1_000;
/**
 * A page of users. `moreThanTotal`: more than `total` users match, a search with more matches
 * than USERS_SEARCH_COUNT_LIMIT not being counted to its end; otherwise `total` is exact.
 */
export const UsersPage = pageOf(User).extend({ moreThanTotal: z.boolean() });
export type UsersPage = z.infer<typeof UsersPage>;

export const listAllUsers = defineEndpoint({
  id: 'listAllUsers',
  method: 'GET',
  path: '/api/users',
  summary: 'Users of every tenant (super administrators)',
  access: 'user',
  permission: 'Connector.Users.List',
  query: UsersQuery,
  data: UsersPage,
});

export const listTenantUsers = defineEndpoint({
  id: 'listTenantUsers',
  method: 'GET',
  path: '/api/tenants/{tenantId}/users',
  summary: 'Users of one tenant',
  access: 'user',
  permission: 'Connector.Users.List',
  params: z.object({ tenantId: TenantId }),
  query: UsersQuery,
  tenant: namedTenant('params', 'tenantId', TENANT_ANSWERS.notFound),
  data: UsersPage,
});

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: '/api/tenants/{tenantId}/users/{userId}',
  summary: 'One user (also read for its last application)',
  access: 'user',
  permission: null,
  params: UserRef,
  tenant: namedTenant('params', 'tenantId', USER_ANSWERS.notFound),
  data: User,
});

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/api/users',
  summary: 'Create a user',
  access: 'user',
  permission: 'Connector.Users.Create',
  body: CreateUserBody,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.createOnlyInOwnTenant, 403),
  data: User,
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/api/users/{userId}',
  summary: 'Update a user, or save the last application of the signed-in user',
  access: 'user',
  permission: null,
  params: z.object({ userId: z.uuid() }),
  body: UpdateUserBody,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: User,
});

/** Messages of the signed-in user's own settings. */
export const PREFERENCE_MESSAGES = {
  appId: 'Please Select Application *',
} as const;

/** The application the signed-in user chose: one of their own tenant's, by id. */
export const SaveLastApplicationBody = z.object({
  appId: z.uuid({ error: PREFERENCE_MESSAGES.appId }),
});
export type SaveLastApplicationBody = z.infer<typeof SaveLastApplicationBody>;

/**
 * The signed-in user's own preference (APP-26, APP-27): the application the console opens with at
 * their next sign-in. Any signed-in user of the tenant sets their own; only that field of their
 * record is written, and the answer is what was stored.
 */
export const saveLastApplication = defineEndpoint({
  id: 'saveLastApplication',
  method: 'PUT',
  path: '/api/me/last-application',
  summary: 'Remember the application the signed-in user chose, for their next sign-in',
  access: 'user',
  permission: null,
  body: SaveLastApplicationBody,
  data: LastApplication,
});

export const resetUserPassword = defineEndpoint({
  id: 'resetUserPassword',
  method: 'PUT',
  path: '/api/users/reset',
  summary: 'Set a temporary password, to be changed at the next sign-in',
  access: 'user',
  permission: 'Connector.Users.Edit',
  body: ResetPasswordBody,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: z.object({ userId: z.uuid() }),
});

export const enableUser = defineEndpoint({
  id: 'enableUser',
  method: 'PUT',
  path: '/api/users/enable',
  summary: 'Enable a user',
  access: 'user',
  permission: 'Connector.Users.Edit',
  body: UserRef,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: User,
});

export const disableUser = defineEndpoint({
  id: 'disableUser',
  method: 'PUT',
  path: '/api/users/disable',
  summary: 'Disable a user: sign-in is refused and sessions end at once',
  access: 'user',
  permission: 'Connector.Users.Edit',
  body: UserRef,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: User,
});

export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  path: '/api/users',
  summary: 'Delete a user and its sign-in',
  access: 'user',
  permission: 'Connector.Users.Edit',
  body: UserRef,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: z.object({ userId: z.uuid() }),
});

/** What holds a user's sign-in back after wrong passwords (docs/decisions/016); the account itself is never locked. */
export const SignInLock = z.object({
  /** Addresses refused for this user after too many wrong passwords from each. */
  lockedAddresses: z.number().int().min(0),
  /** Wrong passwords from several addresses: every sign-in to this user waits a few seconds. */
  slowed: z.boolean(),
  /** When the last of these ends by itself; null when nothing holds the user back. */
  until: z.string().nullable(),
});
export type SignInLock = z.infer<typeof SignInLock>;

export const getUserSignInLock = defineEndpoint({
  id: 'getUserSignInLock',
  method: 'GET',
  path: '/api/tenants/{tenantId}/users/{userId}/signInLock',
  summary: 'What holds a user’s sign-in back after wrong passwords (super administrators)',
  access: 'user',
  permission: 'Connector.Users.Edit',
  params: UserRef,
  tenant: namedTenant('params', 'tenantId', USER_ANSWERS.notFound),
  data: SignInLock,
});

export const unlockUserSignIn = defineEndpoint({
  id: 'unlockUserSignIn',
  method: 'PUT',
  path: '/api/users/unlock',
  summary: 'Forget a user’s failed sign-ins from every address (super administrators)',
  access: 'user',
  permission: 'Connector.Users.Edit',
  body: UserRef,
  tenant: namedTenant('body', 'tenantId', USER_ANSWERS.notFound),
  data: SignInLock,
});
