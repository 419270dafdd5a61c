import { API_AUDIENCE, CLAIMS, CONSOLE_SCOPES, type Language } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Adapter, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { APP_CLIENT_METADATA } from '../app-clients.ts';
import { APP_TOKEN_TTL, appOfClient, appResourceServer } from '../app-tokens.ts';
import type { IdentityDirectory } from '../directory.ts';
import type { IdentityKeys } from '../keys.ts';
import { errorPage, LOGOUT_SCRIPT, logoutPage, signedOutPage } from '../pages/html.ts';
import { accountFinder, tokenClaims } from './account-claims.ts';
import { allowInlineScript } from './inline-script.ts';

export const CONSOLE_CLIENT_ID = 'console';
export const OIDC_PATH = '/oidc';

/** Lifetimes in seconds (docs/decisions/004-embedded-sign-in.md). */
export const TOKEN_TTL = {
  accessToken: 15 * 60,
  idToken: 60 * 60,
  authorizationCode: 60,
  interaction: 60 * 60,
  /** Absolute: rotation hands on the remaining time, so a working day signs in once. */
  refreshToken: 12 * 60 * 60,
  session: 12 * 60 * 60,
  grant: 12 * 60 * 60,
} as const;

export interface ProviderDeps {
  tenantId: string;
  adapter: (model: string) => Adapter;
  /** Where the provider finds the tenant's application clients (`app-clients.ts`). */
  appClientAdapter: (tenantId: string) => Adapter;
  keys: IdentityKeys;
  directory: IdentityDirectory;
  /** The tenant's language at the time of the request, for the pages the provider renders. */
  languageOf(tenantId: string): Promise<Language>;
  logger: FastifyBaseLogger;
  trustProxy: boolean;
}

/**
 * Whether the browser says the request comes from a page of this very origin (Fetch Metadata,
 * which no page can forge): the console signing out, not a link or form on another site, nor
 * another tenant's subdomain (`same-site`). Browsers that send no such header count as another
 * site: their users confirm with one more click.
 */
export function askedByConsole(ctx: KoaContextWithOIDC): boolean {
  return ctx.get('sec-fetch-site') === 'same-origin';
}

type RenderHtml = (ctx: KoaContextWithOIDC, render: (language: Language) => string) => Promise<void>;

/**
 * The OpenID Provider of one origin: issuer `{origin}/oidc`, the console's public client, and the
 * tenant's application clients (client credentials, docs/decisions/006).
 */
export function createProvider(origin: string, deps: ProviderDeps): Provider {
  const { tenantId, directory } = deps;
  const html: RenderHtml = async (ctx, render) => {
    ctx.type = 'html';
    ctx.body = render(await deps.languageOf(tenantId));
  };

  const configuration: Configuration = {
    adapter: (model) => (model === 'Client' ? deps.appClientAdapter(tenantId) : deps.adapter(model)),
    jwks: { keys: deps.keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: deps.keys.cookieKeys },
    clients: [consoleClient(origin)],
    scopes: CONSOLE_SCOPES.split(' '),
    extraClientMetadata: { properties: [...APP_CLIENT_METADATA] },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['given_name', 'family_name', CLAIMS.language, CLAIMS.tenant, CLAIMS.roles],
    },
    // The console reads its user's profile from the ID token, not from the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    // The console lives on the tenant's own origin; browsers still send `Origin` on its token
    // calls, so that origin is the one allowed, and no other.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    findAccount: accountFinder(directory, tenantId),
    extraTokenClaims: tokenClaims(directory, tenantId),
    // Offline access needs `prompt=consent` by the letter of the protocol; the console is
    // first-party and signs in without a consent screen, so it gets refresh tokens by client.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Everything ends with the session, so signing out (or an administrator disabling the
    // account) also ends the refresh tokens.
    expiresWithSession: async () => true,
    ttl: LIFETIMES,
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    features: providerFeatures(html),
    discovery: { ui_locales_supported: ['en', 'es'] },
    async renderError(ctx, out) {
      await html(ctx, (language) => errorPage(language, out.error_description ? { detail: String(out.error_description) } : {}));
    },
  };

  const provider = new Provider(`${origin}${OIDC_PATH}`, configuration);
  provider.proxy = deps.trustProxy;
  logProviderErrors(provider, deps.logger.child({ component: 'oidc', tenantId }));
  return provider;
}

/** The console: a public client that signs in with a code (and PKCE) on its own origin only. */
function consoleClient(origin: string): ClientMetadata {
  return {
    client_id: CONSOLE_CLIENT_ID,
    client_name: 'Connector Console',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${origin}/auth/callback`, `${origin}/auth/popup-callback`],
    post_logout_redirect_uris: [`${origin}/auth/login-page`],
    scope: CONSOLE_SCOPES,
  };
}

const LIFETIMES: Configuration['ttl'] = {
  AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? TOKEN_TTL.accessToken,
  ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? APP_TOKEN_TTL,
  AuthorizationCode: TOKEN_TTL.authorizationCode,
  IdToken: TOKEN_TTL.idToken,
  Interaction: TOKEN_TTL.interaction,
  Session: TOKEN_TTL.session,
  Grant: TOKEN_TTL.grant,
  RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? TOKEN_TTL.refreshToken,
};

function providerFeatures(html: RenderHtml): Configuration['features'] {
  return {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      // The console never names the API: every access token is for it.
      defaultResource: async () => API_AUDIENCE,
      useGrantedResource: async () => true,
      getResourceServerInfo: async (_ctx, indicator, client) => {
        if (indicator !== API_AUDIENCE) throw new errors.InvalidTarget();
        const app = appOfClient(client);
        if (app) return appResourceServer(app);
        return { scope: CONSOLE_SCOPES, audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: TOKEN_TTL.accessToken };
      },
    },
    rpInitiatedLogout: {
      enabled: true,
      // The console navigates here itself to sign out; any other page on the web can too, so
      // only the console's own visit signs out on its own (docs/decisions/014).
      logoutSource: (ctx, form) => {
        // Not to be framed either: a frame could have the button pressed unawares.
        ctx.set('x-frame-options', 'DENY');
        const automatic = askedByConsole(ctx);
        if (automatic) allowInlineScript(ctx, LOGOUT_SCRIPT);
        return html(ctx, (language) => logoutPage(language, form, { automatic }));
      },
      postLogoutSuccessSource: (ctx) => html(ctx, signedOutPage),
    },
  };
}

function logProviderErrors(provider: Provider, log: FastifyBaseLogger): void {
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
  provider.on('authorization.error', (_ctx, error) => log.debug({ err: error }, 'authorization refused'));
  provider.on('grant.error', (_ctx, error) => log.debug({ err: error }, 'token request refused'));
}
