export { SignInFailed } from './components/sign-in-failed.tsx';
export { TenantNotFoundPage } from './components/tenant-not-found-page.tsx';
export { idleSignOut } from './idle-sign-out.ts';
export { idleSignOutState, SIGN_OUT_STATE, SIGNED_OUT_MESSAGE } from './logout-request.ts';
export { AUTH_PATHS, toExternalLogin, type ExternalLoginReason } from './paths.ts';
export { safeReturnPath } from './return-path.ts';
export { authRoutes } from './routes.ts';
