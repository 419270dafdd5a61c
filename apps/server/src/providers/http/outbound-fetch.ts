import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Agent, buildConnector } from 'undici';
import { bareAddress, isAddress } from './address-ranges.ts';
import type { HostPolicy } from './host-policy.ts';
import { OutboundRefusal } from './outbound-refusal.ts';

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface OutboundOptions {
  /** `dns.lookup` of every address by default; tests pass a spy or a fixed answer. */
  resolve?: Resolve;
  /** Opens the socket to an address already checked; undici's connector by default. Tests pass a spy. */
  connect?: buildConnector.connector;
}

/**
 * undici is loaded on the first outside call, not at start: it is a large module, and a server
 * that calls no provider (or not yet) should not pay for it in its cold start.
 */
let undici: Promise<typeof import('undici')> | undefined;
const loadUndici = () => (undici ??= import('undici'));

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * Tries the checked addresses in turn (a name may resolve to an IPv6 address the service does not
 * listen on before its IPv4 one); nothing has been sent when a connection fails.
 */
function connectInTurn(
  open: buildConnector.connector,
  options: buildConnector.Options,
  addresses: readonly string[],
  callback: buildConnector.Callback,
  index = 0,
): void {
  open({ ...options, hostname: addresses[index] as string }, (...result) => {
    if (result[0] !== null && index + 1 < addresses.length) connectInTurn(open, options, addresses, callback, index + 1);
    else callback(...result);
  });
}

/**
 * The connector of the outbound agent: resolves the host once, refuses unless every address is
 * allowed, and connects to those very addresses (so a second, different DNS answer cannot slip
 * in between check and connection). TLS still verifies the certificate against the host name.
 */
function checkedConnector(policy: HostPolicy, resolve: Resolve, open: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    const hostname = bareAddress(options.hostname);
    const port = Number(options.port) || defaultPort(options.protocol);
    const addresses: Promise<readonly { address: string; family: number }[]> = isAddress(hostname)
      ? Promise.resolve([{ address: hostname, family: isIP(hostname) }])
      : resolve(hostname);
    addresses.then(
      (found) => {
        const refusal =
          found.length === 0 ? 'unlisted' : found.map(({ address }) => policy.refuseAddress(hostname, address, port, options.protocol)).find(Boolean);
        if (refusal) return callback(new OutboundRefusal(refusal, hostname), null);
        const servername = options.protocol === 'https:' && !isAddress(hostname) ? (options.servername ?? hostname) : undefined;
        connectInTurn(open, { ...options, ...(servername ? { servername } : {}) }, found.map(({ address }) => address), callback);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

/**
 * A `fetch` for calls to the outside services that goes only where the deployment allows:
 * the URL's host and port must be on the allow-list, every address the host resolves to must be
 * public or listed, and a redirect is followed only within the same origin (scheme, host, port).
 * A refusal is an `OutboundRefusal` thrown (or wrapped by fetch) before anything is sent.
 */
export function createOutboundFetch(policy: HostPolicy, options: OutboundOptions = {}): typeof fetch {
  const resolve = options.resolve ?? ((hostname: string) => lookup(hostname, { all: true }));
  let agent: Agent | undefined;

  async function outboundFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    // Bodies are strings here (JSON and forms), so a redirect can send one again.
    if (init.body != null && typeof init.body !== 'string') throw new TypeError('The outbound fetch sends string bodies only');
    let url = new URL(input);
    let method = init.method ?? 'GET';
    let body: string | undefined = init.body ?? undefined;
    const headers = new Headers(init.headers);
    for (let redirects = 0; ; redirects += 1) {
      const refusal = policy.refuseUrl(url);
      if (refusal) throw new OutboundRefusal(refusal, url.host);
      const { Agent, buildConnector, fetch: undiciFetch } = await loadUndici();
      agent ??= new Agent({ connect: checkedConnector(policy, resolve, options.connect ?? buildConnector({})) });
      const response = await undiciFetch(url, {
        method,
        headers: [...headers],
        body,
        signal: init.signal ?? null,
        redirect: 'manual',
        dispatcher: agent,
      });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) return response as unknown as Response;
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin || redirects >= MAX_REDIRECTS) throw new OutboundRefusal('redirect', next.host);
      // As fetch does: 303, and 301/302 after a POST, become a GET without a body.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
    }
  }

  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    if (typeof input !== 'string' && !(input instanceof URL)) throw new TypeError('The outbound fetch takes a URL');
    return outboundFetch(input, init);
  }) as typeof fetch;
}
