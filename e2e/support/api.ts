import { randomUUID } from 'node:crypto';
import {
  buildPath,
  endpoints,
  type CreateRoleBody,
  type CreateTenantBody,
  type CreateUserBody,
  type EndpointSpec,
} from '@connector/contracts';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleUrl } from './stack.ts';

/**
 * Waits for the console's next API call that carries a bearer token and returns that header.
 * Start it before the action that makes the console call the API (signing in).
 */
export function captureBearer(page: Page): Promise<string> {
  return page
    .waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers().authorization?.startsWith('Bearer ')))
    .then((r) => r.headers().authorization as string);
}

/** Seconds before its expiry at which a renewing API signs in again. */
const RENEW_MARGIN_S = 120;

/** The `exp` claim of a bearer JWT, in seconds since the epoch. */
function expiryOf(authorization: string): number {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number };
  if (typeof exp !== 'number') throw new Error('the bearer token carries no expiry');
  return exp;
}

/**
 * The API of the default tenant, called with a signed-in user's bearer token. Made with `renewing`,
 * it signs in again shortly before the token expires, so a worker-long API outlives the tokens'
 * fifteen minutes.
 */
export class ConsoleApi {
  private constructor(
    private http: APIRequestContext,
    private expiresAt: number,
    private readonly signIn?: () => Promise<string>,
  ) {}

  static async as(authorization: string): Promise<ConsoleApi> {
    return new ConsoleApi(await ConsoleApi.context(authorization), Number.POSITIVE_INFINITY);
  }

  static async renewing(signIn: () => Promise<string>): Promise<ConsoleApi> {
    const authorization = await signIn();
    return new ConsoleApi(await ConsoleApi.context(authorization), expiryOf(authorization), signIn);
  }

  private static context(authorization: string): Promise<APIRequestContext> {
    return request.newContext({ baseURL: consoleUrl(''), extraHTTPHeaders: { authorization } });
  }

  private async fresh(): Promise<APIRequestContext> {
    if (this.signIn && Date.now() / 1000 > this.expiresAt - RENEW_MARGIN_S) {
      const expires = new Date(this.expiresAt * 1000).toISOString();
      await this.renew(`the admin API signs in again, its token expiring at ${expires}`);
    }
    return this.http;
  }

  /** A sign-in through the console in a browser of its own: seconds, spent inside whichever call comes first, so the report names it. */
  private async renew(why: string): Promise<void> {
    const signIn = this.signIn as () => Promise<string>;
    const authorization = await test.step(why, () => signIn());
    await this.http.dispose();
    this.http = await ConsoleApi.context(authorization);
    this.expiresAt = expiryOf(authorization);
  }

  /**
   * Calls a catalogue endpoint and returns the status and parsed body. A renewing API that gets 401
   * signs in again once and repeats the call: another test's sign-out as the same account ends its
   * token too (decision 014).
   */
  async call(endpoint: EndpointSpec, { params, body }: { params?: Record<string, string>; body?: unknown } = {}) {
    const send = async () => (await this.fresh()).fetch(buildPath(endpoint.path, params), { method: endpoint.method, data: body });
    let response = await send();
    if (response.status() === 401 && this.signIn) {
      await this.renew('the admin API signs in again after a 401');
      response = await send();
    }
    return { status: response.status(), body: (await response.json()) as { success: boolean; data?: unknown } };
  }

  async createRole(role: CreateRoleBody): Promise<void> {
    const { status, body } = await this.call(endpoints.createRole, { body: role });
    expect(status, JSON.stringify(body)).toBe(201);
  }

  async createTenant(tenant: CreateTenantBody): Promise<void> {
    const { status, body } = await this.call(endpoints.createTenant, { body: tenant });
    expect(status, JSON.stringify(body)).toBe(201);
  }

  async createUser(user: CreateUserBody): Promise<void> {
    const { status, body } = await this.call(endpoints.createUser, { body: user });
    expect(status, JSON.stringify(body)).toBe(201);
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** A suffix that keeps seeded names apart between tests and workers. */
export function unique(): string {
  return randomUUID().replaceAll('-', '').slice(0, 8);
}

export const PASSWORD = 'Test-pass1word';

/** A user of the default tenant with the given roles; only the differences need naming. */
export function userWith(roles: string[], overrides: Partial<CreateUserBody> = {}): CreateUserBody {
  const id = unique();
  return {
    firstName: 'Test',
    lastName: `User${id.slice(0, 4)}`,
    email: `user-${id}@example.com`,
    password: PASSWORD,
    tenantId: 'default',
    roles,
    enabled: true,
    language: 'en',
    country: 'GB',
    locale: 'en-GB',
    ...overrides,
  };
}
