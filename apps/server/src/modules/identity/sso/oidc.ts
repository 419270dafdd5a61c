import type * as OpenIdClient from 'openid-client';
import { secureEnough, type IdpMetadata } from './metadata.ts';
import { SsoRefusal, type Asserted } from './refusal.ts';
import { REQUEST_TTL_MS, type PendingRequest, type SsoStore } from './store.ts';

type OidcIdp = Extract<IdpMetadata, { protocol: 'oidc' }>;

/** openid-client, loaded with the first OpenID Connect sign-in: a server whose tenants use none never holds it. */
const openIdClient = (): Promise<typeof OpenIdClient> => import('openid-client');

/** The tenant's client at its provider. */
export interface RelyingParty {
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
}

/** openid-client hands form bodies as `URLSearchParams`; the outbound fetch sends strings. */
function throughOutbound(fetcher: typeof fetch): OpenIdClient.CustomFetch {
  return (url, { body, ...options }) => {
    if (body != null && typeof body !== 'string' && !(body instanceof URLSearchParams)) throw new TypeError('Unexpected request body');
    return fetcher(url, { ...options, ...(body != null ? { body: body.toString() } : {}) });
  };
}

/**
 * The provider as openid-client sees it, built from the discovery document already read: its
 * calls (token, keys, user info) go through the outbound policy, and plain http is accepted only
 * where metadata itself may be read over it (a loopback provider).
 */
function configurationOf(client: typeof OpenIdClient, idp: OidcIdp, rp: RelyingParty, fetcher: typeof fetch): OpenIdClient.Configuration {
  const auth = rp.clientSecret ? client.ClientSecretPost(rp.clientSecret) : client.None();
  const config = new client.Configuration(idp.discovery as OpenIdClient.ServerMetadata, rp.clientId, undefined, auth);
  config[client.customFetch] = throughOutbound(fetcher);
  const issuer = new URL(idp.discovery.issuer);
  if (issuer.protocol === 'http:' && secureEnough(issuer)) client.allowInsecureRequests(config);
  return config;
}

/** The provider's authorization URL for code + PKCE; state, nonce and verifier are kept for the callback. */
export async function oidcRedirect(idp: OidcIdp, rp: RelyingParty, fetcher: typeof fetch, store: SsoStore, pending: PendingRequest): Promise<string> {
  const client = await openIdClient();
  const config = configurationOf(client, idp, rp, fetcher);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await store.putRequest(state, { ...pending, codeVerifier, nonce }, new Date(Date.now() + REQUEST_TTL_MS));
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: rp.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/**
 * Completes the callback: the pending request of its `state` (taken once), then openid-client's
 * code exchange with its checks (state, PKCE, the ID token's signature, issuer, audience, expiry
 * and nonce). The e-mail comes from the ID token, or from the user info when the token lacks it.
 */
export async function oidcAnswer(
  idp: OidcIdp,
  rp: RelyingParty,
  fetcher: typeof fetch,
  { tenantId, emailClaim, callbackUrl, request }: { tenantId: string; emailClaim: string; callbackUrl: URL; request: PendingRequest },
): Promise<Asserted & { uid: string }> {
  if (request.tenantId !== tenantId || !request.codeVerifier || !request.nonce) {
    throw new SsoRefusal('request-mismatch', 'the callback is not for a request of this tenant');
  }
  const client = await openIdClient();
  const config = configurationOf(client, idp, rp, fetcher);
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: callbackUrl.searchParams.get('state') ?? '',
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    if (claims[emailClaim] === undefined && idp.discovery.userinfo_endpoint) {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
    }
  } catch (error) {
    throw new SsoRefusal('oidc-invalid', (error as Error).message);
  }
  // A provider that says the address is unverified has not vouched for it.
  if (claims.email_verified === false && emailClaim === 'email') throw new SsoRefusal('unverified-email', 'email_verified is false');
  return { uid: request.uid, email: text(claims[emailClaim]), firstName: text(claims.given_name), lastName: text(claims.family_name) };
}
