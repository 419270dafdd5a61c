import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProviderError } from './errors.ts';
import { createHostPolicy, parseHostEntries } from './host-policy.ts';
import { createJsonClient, type JsonClientSettings } from './json-client.ts';
import { createOutboundFetch } from './outbound-fetch.ts';
import { BreakerRegistry } from './resilience.ts';

type Reply = (request: IncomingMessage, response: ServerResponse) => void;

/** A scripted upstream: each request takes the next reply; the last one repeats. */
const script: Reply[] = [];
const seen: IncomingMessage[] = [];
const server = createServer((request, response) => {
  seen.push(request);
  const reply = script.length > 1 ? script.shift() : script[0];
  reply?.(request, response);
});
let baseUrl = '';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => (_, response) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
const silent: Reply = () => {};

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
afterEach(() => {
  script.length = 0;
  seen.length = 0;
});

const Ok = z.object({ ok: z.literal(true) });
const client = (extra: Partial<JsonClientSettings> = {}) =>
  createJsonClient({
    provider: 'Orbis',
    baseUrl,
    breakers: new BreakerRegistry(),
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
    timeoutMs: 2_000,
    ...extra,
  });

describe('json client', () => {
  it('sends query, headers and JSON body, and parses the answer', async () => {
    script.push(json(200, { ok: true }));
    const answer = await client({ headers: { ApiToken: 't' } }).request({
      method: 'POST',
      path: '/things',
      query: { a: 1, b: undefined },
      json: { x: 1 },
      schema: Ok,
    });
    expect(answer).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/svc/things?a=1');
    expect(seen[0]?.headers.apitoken).toBe('t');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('retries 5xx on a read and succeeds within the budget', async () => {
    script.push(json(500, {}), json(502, {}), json(200, { ok: true }));
    await expect(client().request({ method: 'GET', path: '/x', schema: Ok })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(3);
  });

  it('does not repeat a write the service may have acted on', async () => {
    script.push(json(500, {}), json(200, { ok: true }));
    const error = await client().request({ method: 'POST', path: '/x', schema: Ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('unavailable');
    expect(seen).toHaveLength(1);
  });

  it('waits as long as Retry-After asks on 429', async () => {
    script.push(json(429, {}, { 'retry-after': '1' }), json(200, { ok: true }));
    const started = performance.now();
    await client().request({ method: 'POST', path: '/x', schema: Ok });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(seen).toHaveLength(2);
  });

  it('gives up at once when Retry-After is longer than allowed', async () => {
    script.push(json(429, {}, { 'retry-after': '120' }));
    const error = (await client()
      .request({ method: 'GET', path: '/x', schema: Ok })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(120_000);
    expect(seen).toHaveLength(1);
  });

  it('times out each attempt and says so', async () => {
    script.push(silent);
    const error = (await client({ timeoutMs: 100, retry: { maxAttempts: 1, initialDelayMs: 5 } })
      .request({ method: 'GET', path: '/x', schema: Ok })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Orbis did not answer within 100 ms');
    expect(seen).toHaveLength(2);
  });

  it('maps refusals and unreadable answers to clear errors without the body', async () => {
    script.push(json(401, { secret: 'upstream detail' }));
    const auth = (await client().request({ method: 'GET', path: '/x', schema: Ok }).catch((e: unknown) => e)) as Error;
    expect(auth.message).toBe('Orbis refused the credentials');
    script.length = 0;
    script.push(json(200, { ok: 'no' }));
    const bad = (await client().request({ method: 'GET', path: '/x', schema: Ok }).catch((e: unknown) => e)) as ProviderError;
    expect(bad.kind).toBe('bad-response');
    expect(bad.message).toBe('Orbis sent an answer that could not be read');
  });

  it('opens the circuit after consecutive failed calls and then fails fast without calling', async () => {
    script.push(json(503, {}));
    const breakers = new BreakerRegistry();
    const c = client({ breakers, retry: { maxAttempts: 0 }, breaker: { threshold: 3, halfOpenAfterMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      await expect(c.request({ method: 'GET', path: '/x', schema: Ok })).rejects.toMatchObject({ kind: 'unavailable' });
    }
    const calls = seen.length;
    const started = performance.now();
    await expect(c.request({ method: 'GET', path: '/x', schema: Ok })).rejects.toMatchObject({
      kind: 'circuit-open',
      message: 'Orbis is not answering (circuit open); try again shortly',
    });
    // No call and no retry delay: far under a second even on a slow, busy machine.
    expect(performance.now() - started).toBeLessThan(500);
    expect(seen).toHaveLength(calls);
  });

  it('reports a service that cannot be reached', async () => {
    const error = (await client({ baseUrl: 'http://127.0.0.1:1', retry: { maxAttempts: 0 } })
      .request({ method: 'GET', path: '/x', schema: Ok })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Orbis cannot be reached; try again shortly');
  });

  it('reports a refused address or a redirect elsewhere without retrying, and sends nothing there', async () => {
    const port = new URL(baseUrl).port;
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries(`127.0.0.1:${port}`)));
    const blocked = (await client({ baseUrl: 'http://127.0.0.1:1/svc/', fetch })
      .request({ method: 'GET', path: '/x', schema: Ok })
      .catch((e: unknown) => e)) as ProviderError;
    expect(blocked).toMatchObject({ kind: 'blocked', message: 'Orbis: this server is not allowed to call that address', repeatable: 'no' });

    script.push((_, response) => response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end());
    const redirected = (await client({ fetch })
      .request({ method: 'GET', path: '/x', schema: Ok })
      .catch((e: unknown) => e)) as ProviderError;
    expect(redirected).toMatchObject({ kind: 'bad-response', message: 'Orbis redirected the call to another host; the redirect was not followed' });
    expect(seen).toHaveLength(1);
  });
});
