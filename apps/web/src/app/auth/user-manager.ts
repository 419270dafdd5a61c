import { CONSOLE_SCOPES, type TenantAuthInfo } from '@connector/contracts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AUTH_PATHS } from '../../features/auth/index.ts';
import { popupFeatures } from './embedded.ts';

/** The OpenID Connect client of a tenant: authorization code with PKCE, tokens kept per tab. */
export function createUserManager(settings: Pick<TenantAuthInfo, 'authDomain' | 'appClientId'>, win: Window): UserManager {
  const origin = win.location.origin;
  return new UserManager({
    authority: settings.authDomain,
    client_id: settings.appClientId,
    redirect_uri: `${origin}${AUTH_PATHS.callback}`,
    post_logout_redirect_uri: `${origin}${AUTH_PATHS.signedOut}`,
    popup_redirect_uri: `${origin}${AUTH_PATHS.popupCallback}`,
    response_type: 'code',
    scope: CONSOLE_SCOPES,
    userStore: new WebStorageStateStore({ store: win.sessionStorage }),
    // Renewal uses the refresh token (offline_access), no hidden frame.
    automaticSilentRenew: true,
    popupWindowFeatures: popupFeatures(win),
  });
}
