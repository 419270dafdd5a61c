/**
 * Test support: drives the real sign-in (authorization code + PKCE) through `app.inject()` and
 * returns the tokens, so API tests can act as any user. Production code never imports this file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CONSOLE_SCOPES, SUPER_ADMIN_ROLE } from '@connector/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createLocalDirectory, type DirectoryUser, type NewDirectoryUser } from './directory.ts';

export const TEST_ADMIN = { email: 'admin@default.local', password: 'Adm1n!passw0rd' } as const;

/** A valid body creating tenant `tenantId`, whose users sign in at `<tenantId>.localhost`. */
export const testTenant = (tenantId: string) => ({
  tenantId,
  name: tenantId,
  address: 'Main street 1',
  city: 'Madrid',
  language: 'en',
  email: `it@${tenantId}.test`,
  webSiteUrl: `https://${tenantId}.test`,
  enabled: true,
  ssoEnabled: false,
});

/** One secrets key per test run, as a server keeps its own across restarts. */
const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

/** The whole server on a test database, with a known super administrator in the default tenant. */
export function buildTestApp(db: Database, env: Record<string, string> = {}): Promise<BuiltApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SECRETS_KEY: TEST_SECRETS_KEY,
    WEB_DIST: '/nonexistent-console-build',
    ...env,
  });
  return buildApp({ config, db, logger: false });
}

/** Creates a user straight in the directory (bypassing the API) with a known password. */
export async function createTestUser(
  db: Database,
  {
    enabled = true,
    mustChangePassword = false,
    ...user
  }: Partial<NewDirectoryUser> &
    Pick<NewDirectoryUser, 'tenantId' | 'email' | 'password'> & { enabled?: boolean; mustChangePassword?: boolean },
): Promise<DirectoryUser> {
  const created = await createLocalDirectory(db).createUser({
    firstName: 'Test',
    lastName: 'User',
    roles: [SUPER_ADMIN_ROLE],
    language: 'en',
    country: '',
    locale: '',
    ...user,
  });
  if (enabled && !mustChangePassword) return created;
  await db.forTenant(created.tenantId, (tx) =>
    tx
      .update(users)
      .set({ enabled, mustChangePassword })
      .where(and(eq(users.tenantId, created.tenantId), eq(users.userId, created.userId))),
  );
  return { ...created, enabled, mustChangePassword };
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A browser stand-in for one host: keeps cookies (by path) and follows the provider's redirects. */
export class TestBrowser {
  private cookies = new Map<string, StoredCookie>();

  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  get origin(): string {
    return `http://${this.host}`;
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = new URL(url, this.origin);
    const path = target.pathname;
    const cookie = [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host: this.host,
        ...(cookie ? { cookie } : {}),
        // Browsers name the page's origin on every POST, same-origin calls of the console included.
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of response.cookies as { name: string; value: string; path?: string; expires?: Date; maxAge?: number }[]) {
      const key = `${c.name}|${c.path ?? '/'}`;
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name: c.name, value: c.value, path: c.path ?? '/' });
    }
    return response;
  }

  /** Follows redirects that stay on the provider; stops at a page or at a redirect leaving it. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
      const next = new URL(location, this.origin);
      if (next.origin !== this.origin || !next.pathname.startsWith('/oidc/')) return current;
      current = await this.request('GET', `${next.pathname}${next.search}`);
    }
    throw new Error('too many redirects');
  }
}

/** An authorization request as the console makes it, stopped at the sign-in page. */
export async function beginSignIn(app: FastifyInstance, { host = 'localhost', uiLocales }: { host?: string; uiLocales?: string } = {}) {
  const browser = new TestBrowser(app, host);
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
