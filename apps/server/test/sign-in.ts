/**
 * Drives the real sign-in (authorization code + PKCE) through `app.inject()` and returns the
 * tokens, so API tests can act as any user.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CONSOLE_SCOPES } from '@connector/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TestBrowser, type Tokens } from './test-browser.ts';

export { TestBrowser, type Tokens } from './test-browser.ts';

/** An authorization request as the console makes it, stopped at the sign-in page. */
export async function beginSignIn(
  app: FastifyInstance,
  { host = 'localhost', uiLocales, address }: { host?: string; uiLocales?: string; address?: string } = {},
) {
  const browser = new TestBrowser(app, host, address);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'console',
    response_type: 'code',
    scope: CONSOLE_SCOPES,
    redirect_uri: `${browser.origin}/auth/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  });
  const page = await browser.follow(await browser.request('GET', `/oidc/auth?${query}`));
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&#47;/g, '/');
  return { browser, verifier, state, page, action };
}

export type SignInFlow = Awaited<ReturnType<typeof beginSignIn>>;

/** Posts the sign-in form and follows the provider until it answers a page or leaves it. */
export async function submitCredentials(flow: SignInFlow, email: string, password: string) {
  if (!flow.action) throw new Error(`no sign-in form on the page: ${flow.page.statusCode} ${flow.page.body.slice(0, 300)}`);
  return flow.browser.follow(await flow.browser.request('POST', flow.action, { email, password }));
}

/** Takes the code from the callback redirect and exchanges it for tokens. */
export async function exchangeCode(flow: SignInFlow, callback: LightMyRequestResponse): Promise<Tokens> {
  const location = callback.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect: ${callback.statusCode} ${callback.body.slice(0, 300)}`);
  const url = new URL(location);
  if (url.pathname !== '/auth/callback') throw new Error(`unexpected redirect ${location}`);
  if (url.searchParams.get('state') !== flow.state) throw new Error('state mismatch');
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`no code: ${location}`);
  const response = await flow.browser.request('POST', '/oidc/token', {
    grant_type: 'authorization_code',
    client_id: 'console',
    code,
    redirect_uri: `${flow.browser.origin}/auth/callback`,
    code_verifier: flow.verifier,
  });
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

/** Signs `email` in on `host` and returns the console's tokens. */
export async function signIn(
  app: FastifyInstance,
  { email, password, host = 'localhost' }: { email: string; password: string; host?: string },
): Promise<Tokens> {
  const flow = await beginSignIn(app, { host });
  return exchangeCode(flow, await submitCredentials(flow, email, password));
}

/** Trades a refresh token for new tokens, as the console's silent renew does. */
export async function refreshTokens(app: FastifyInstance, refreshToken: string, host = 'localhost') {
  return new TestBrowser(app, host).request('POST', '/oidc/token', {
    grant_type: 'refresh_token',
    client_id: 'console',
    refresh_token: refreshToken,
  });
}

/** Authorization header for API calls made with `app.inject()`. */
export const bearer = (tokens: Pick<Tokens, 'access_token'>, host = 'localhost') => ({
  host,
  authorization: `Bearer ${tokens.access_token}`,
});

/** Asks the token endpoint of `host` for an application token, as a connector would. */
export function clientCredentials(
  app: FastifyInstance,
  {
    clientId,
    clientSecret,
    host = 'localhost',
    scope,
    auth = 'basic',
  }: { clientId: string; clientSecret: string; host?: string; scope?: string; auth?: 'basic' | 'post' },
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  if (auth === 'post') {
    form.set('client_id', clientId);
    form.set('client_secret', clientSecret);
  }
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(auth === 'basic' ? { authorization: `Basic ${basic}` } : {}),
    },
    payload: form.toString(),
  });
}
