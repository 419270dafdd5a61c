/** A scripted API for screen tests: a `fetch` that answers `METHOD /path` routes and records every call. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

/** A route's answer: fixed, or computed from the request (a promise holds the call open). */
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = (data: unknown, message?: string): FakeReply => ({ status: 200, body: { success: true, data, message } });
export const failure = (status: number, message: string, errors?: { field: string; message: string }[]): FakeReply => ({
  status,
  body: { success: false, message, errors },
});

/** A `fetch` answering from `routes` (404 otherwise); `sent` and `last` read back what was called. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const text = typeof init?.body === 'string' ? init.body : '';
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`] ?? failure(404, `No route ${request.method} ${request.path}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply.body === undefined) return new Response(null, { status: reply.status });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch,
    requests,
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    last: (path: string) => requests.filter((r) => r.path === path).at(-1),
  };
}
