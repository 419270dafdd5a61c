import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { buildConnector } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPolicy, parseHostEntries } from './host-policy.ts';
import { createOutboundFetch, type Resolve } from './outbound-fetch.ts';
import { outboundRefusalIn } from './outbound-refusal.ts';

/** A loopback server recording what reached it. */
async function recordingServer(reply: (request: IncomingMessage, response: ServerResponse, port: number) => void) {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request);
    reply(request, response, port);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Spies that prove nothing was resolved or connected: every call is recorded and fails. */
function spies() {
  const resolved: string[] = [];
  const connected: buildConnector.Options[] = [];
  const resolve: Resolve = (hostname) => {
    resolved.push(hostname);
    return Promise.reject(new Error('no lookup expected'));
  };
  const connect: buildConnector.connector = (options, callback) => {
    connected.push(options);
    callback(new Error('no connection expected'), null);
  };
  return { resolved, connected, resolve, connect };
}

const refusalOf = async (call: Promise<unknown>) => outboundRefusalIn(await call.then(() => undefined, (error: unknown) => error))?.reason;

let upstream: Awaited<ReturnType<typeof recordingServer>>;
let other: Awaited<ReturnType<typeof recordingServer>>;

beforeAll(async () => {
  upstream = await recordingServer((request, response, port) => {
    if (request.url === '/same') response.writeHead(302, { location: '/final' }).end();
    else if (request.url === '/post-redirect') response.writeHead(303, { location: '/final' }).end();
    else if (request.url === '/elsewhere') response.writeHead(307, { location: `http://127.0.0.1:${other.port}/stolen` }).end();
    else if (request.url === '/other-port') response.writeHead(302, { location: `http://localhost:${port}/final` }).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: request.url, method: request.method }));
  });
  other = await recordingServer((_, response) => response.end('{}'));
});

afterAll(async () => {
  await upstream.close();
  await other.close();
});

describe('outbound fetch', () => {
  it('calls a listed host and answers as fetch does', async () => {
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries(`127.0.0.1:${upstream.port}`)));
    const response = await fetch(`http://127.0.0.1:${upstream.port}/x`, { headers: { apitoken: 't' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/x', method: 'GET' });
    expect(upstream.seen.at(-1)?.headers.apitoken).toBe('t');
  });

  it.each([
    ['a link-local address', 'http://169.254.10.10/latest/meta-data/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/iam/'],
    ['a link-local IPv6 address', 'http://[fe80::1]/'],
    ['the IPv6 metadata address', 'http://[fd00:ec2::254]/'],
    ['a metadata host name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['a private address', 'http://10.0.0.5:8080/'],
    ['an unlisted host', 'https://attacker.example/'],
    ['an unlisted port of a listed host', 'https://api.example.com:8443/'],
    ['loopback not listed', 'http://127.0.0.1:22/'],
  ])('refuses %s without resolving or connecting', async (_, url) => {
    const spy = spies();
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries('api.example.com *.corp.example')), spy);
    expect(await refusalOf(fetch(url, { headers: { apitoken: 'stored-secret' } }))).toMatch(/unlisted|metadata/);
    expect(spy.resolved).toEqual([]);
    expect(spy.connected).toEqual([]);
  });

  it.each(['10.1.2.3', '127.0.0.1', '169.254.169.254', 'fd00:ec2::254', '::ffff:127.0.0.1'])(
    'refuses a listed name that resolves to %s, without connecting',
    async (address) => {
      const spy = spies();
      const resolve: Resolve = async (hostname) => {
        spy.resolved.push(hostname);
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      };
      const fetch = createOutboundFetch(createHostPolicy(parseHostEntries('*.corp.example')), { resolve, connect: spy.connect });
      expect(await refusalOf(fetch('https://orbis.corp.example/api/'))).toBe('special-address');
      expect(spy.resolved).toEqual(['orbis.corp.example']);
      expect(spy.connected).toEqual([]);
    },
  );

  it('refuses a name when any of its addresses is refused', async () => {
    const spy = spies();
    const resolve: Resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries('*.corp.example')), { resolve, connect: spy.connect });
    expect(await refusalOf(fetch('https://orbis.corp.example/'))).toBe('special-address');
    expect(spy.connected).toEqual([]);
  });

  it('connects to the very address it checked, keeping the host name for TLS', async () => {
    const spy = spies();
    let lookups = 0;
    // A rebinding resolver: the first answer is public, any later one private.
    const resolve: Resolve = async () => [{ address: lookups++ === 0 ? '93.184.215.14' : '10.0.0.1', family: 4 }];
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries('*.corp.example')), { resolve, connect: spy.connect });
    await fetch('https://orbis.corp.example/').catch(() => undefined);
    expect(lookups).toBe(1);
    expect(spy.connected).toHaveLength(1);
    expect(spy.connected[0]).toMatchObject({ hostname: '93.184.215.14', servername: 'orbis.corp.example', protocol: 'https:' });
  });

  it('reaches a listed name over the checked loopback address when an address entry allows it', async () => {
    const resolve: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries(`sim.corp.example:${upstream.port} 127.0.0.1:${upstream.port}`)), { resolve });
    const response = await fetch(`http://sim.corp.example:${upstream.port}/named`);
    expect(await response.json()).toEqual({ url: '/named', method: 'GET' });
    expect(upstream.seen.at(-1)?.headers.host).toBe(`sim.corp.example:${upstream.port}`);
  });

  it('follows a redirect within the same origin, a 303 as a GET', async () => {
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries(`127.0.0.1:${upstream.port}`)));
    expect(await (await fetch(`http://127.0.0.1:${upstream.port}/same`)).json()).toEqual({ url: '/final', method: 'GET' });
    const posted = await fetch(`http://127.0.0.1:${upstream.port}/post-redirect`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await posted.json()).toEqual({ url: '/final', method: 'GET' });
  });

  it('does not follow a redirect to another host or port, even a listed one', async () => {
    const fetch = createOutboundFetch(createHostPolicy(parseHostEntries(`127.0.0.1:${upstream.port} 127.0.0.1:${other.port} localhost:${upstream.port}`)));
    const before = other.seen.length;
    expect(await refusalOf(fetch(`http://127.0.0.1:${upstream.port}/elsewhere`, { headers: { apitoken: 'stored-secret' } }))).toBe('redirect');
    expect(await refusalOf(fetch(`http://127.0.0.1:${upstream.port}/other-port`))).toBe('redirect');
    expect(other.seen.length).toBe(before);
  });
});
