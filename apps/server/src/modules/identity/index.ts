/**
 * The identity module: the embedded OpenID Provider at `/oidc` with its sign-in pages and tenant
 * single sign-on (`sso/`, docs/decisions/034), the server's keys, the sign-in throttle,
 * application clients and access-token verification. It owns the identity tables
 * (`db/schema/identity.ts`) and reaches people, tenants and applications only through the ports
 * of `src/ports.ts` and, for single sign-on, `SsoTenants` (`sso/tenant-sso.ts`), wired in
 * `src/services.ts`.
 */
export type { DirectoryUser, IdentityDirectory, NewDirectoryUser } from './directory.ts';
export { createLocalDirectory } from './directory.ts';
export { CONSOLE_CLIENT_ID, OIDC_PATH } from './oidc/provider.ts';
export { createIdentity, type Identity, type IdentityOptions } from './service.ts';
export { createTenantSso, type SsoSettings, type SsoTenants, type TenantSso } from './sso/tenant-sso.ts';
export type { SignInLock } from './throttle.ts';
