export { SignInFailed } from './components/sign-in-failed.tsx';
export { TenantNotFoundPage } from './components/tenant-not-found-page.tsx';
export { AUTH_PATHS } from './paths.ts';
export { SIGN_OUT_STATE } from './logout-request.ts';
export { authRoutes } from './routes.ts';
