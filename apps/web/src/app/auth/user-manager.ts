import { CONSOLE_SCOPES, type TenantAuthInfo } from '@connector/contracts';
import { UserManager, WebStorageStateStore, type OidcClientSettings } from 'oidc-client-ts';
import { AUTH_PATHS } from '../../features/auth/index.ts';
import { popupFeatures } from './embedded.ts';

export type UserManagerSettings = Pick<TenantAuthInfo, 'region' | 'userPoolId' | 'authDomain' | 'appClientId'>;

/** The embedded OpenID Provider answers `region: 'local'`; any other region is a Cognito user pool. */
const isCognito = (settings: UserManagerSettings) => settings.region !== 'local';

/**
 * Where a Cognito user pool signs in (docs/decisions/033-cognito-directory.md): its hosted UI at
 * `authDomain`, the tokens' issuer and keys at the pool's own address. The hosted UI publishes no
 * discovery document, so the endpoints are given; its sign-out takes `client_id` and `logout_uri`.
 * Its scopes are OpenID's own: refresh tokens come with every code exchange, without `offline_access`.
 */
function cognitoSettings(settings: UserManagerSettings, origin: string): Partial<OidcClientSettings> {
  const domain = settings.authDomain.replace(/\/+$/, '');
  const issuer = `https://cognito-idp.${settings.region}.amazonaws.com/${settings.userPoolId}`;
  const logout = new URLSearchParams({ client_id: settings.appClientId, logout_uri: `${origin}${AUTH_PATHS.signedOut}` });
  return {
    authority: issuer,
    metadata: {
      issuer,
      authorization_endpoint: `${domain}/oauth2/authorize`,
      token_endpoint: `${domain}/oauth2/token`,
      userinfo_endpoint: `${domain}/oauth2/userInfo`,
      revocation_endpoint: `${domain}/oauth2/revoke`,
      end_session_endpoint: `${domain}/logout?${logout}`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
    },
    scope: CONSOLE_SCOPES.split(' ').filter((scope) => scope !== 'offline_access').join(' '),
  };
}

/** The OpenID Connect client of a tenant: authorization code with PKCE, tokens kept per tab. */
export function createUserManager(settings: UserManagerSettings, win: Window): UserManager {
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
    ...(isCognito(settings) ? cognitoSettings(settings, origin) : {}),
  });
}
