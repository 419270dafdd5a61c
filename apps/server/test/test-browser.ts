import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

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
    /** The client address the server sees (`request.ip`). */
    readonly address = '127.0.0.1',
  ) {}

  get origin(): string {
    return `http://${this.host}`;
  }

  /** The value of a cookie the browser holds (any path), as a test looks for it elsewhere. */
  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
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
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      remoteAddress: this.address,
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
