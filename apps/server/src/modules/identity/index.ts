/**
 * The identity module: the embedded OpenID Provider at `/oidc` with its sign-in pages, the server's
 * keys, the sign-in throttle, application clients and access-token verification. It owns the
 * identity tables (`db/schema/identity.ts`) and reaches people, tenants and applications only
 * through the ports of `src/ports.ts`, wired in `src/services.ts`.
 */
export type { DirectoryUser, IdentityDirectory, NewDirectoryUser } from './directory.ts';
export { createLocalDirectory } from './directory.ts';
export { CONSOLE_CLIENT_ID, OIDC_PATH } from './oidc/provider.ts';
export { createIdentity, type Identity, type IdentityOptions } from './service.ts';
export type { SignInLock } from './throttle.ts';
