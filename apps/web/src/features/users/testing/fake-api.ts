import type { User } from '@connector/contracts';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** A route's answer: fixed, or computed from the request (a promise holds the call open). */
type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = (data: unknown, message?: string): FakeReply => ({ status: 200, body: { success: true, data, message } });
export const refused = (status: number, message: string, errors?: { field: string; message: string }[]): FakeReply => ({
  status,
  body: { success: false, message, errors },
});

/** A `fetch` answering `METHOD /path` routes of the API and recording every call, for screen tests. */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const text = typeof init?.body === 'string' ? init.body : '';
    const request = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = typeof handler === 'function' ? await handler(request) : (handler ?? refused(404, `No route ${request.path}`));
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests, last: (path: string) => requests.filter((r) => r.path === path).at(-1) };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    userId: '3f0c1a52-9a1b-4a51-8d1e-2b7c9d0e4f11',
    tenantId: 'acme',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@acme.test',
    roles: ['tenantAdmin'],
    enabled: true,
    language: 'es',
    country: 'ES',
    locale: 'es-ES',
    lastApplication: null,
    ...overrides,
  };
}
