import { AddressSet, bareAddress, isAddress, specialRange } from './address-ranges.ts';

/**
 * One entry of the deployment's allow-list of provider hosts (`PROVIDER_HOSTS`):
 * - `name` `api.example.com[:port]`: that host name;
 * - `wildcard` `*.example.com[:port]`: any name under the domain (not the domain itself);
 * - `address` `203.0.113.7[:port]`, `[2001:db8::7][:port]`: that address, written in the URL;
 * - `range` `10.20.0.0/16`, `fd00::/8`: addresses of the range, on any port.
 * Without a port an entry allows the scheme's default one (443, 80), as a Content-Security-Policy
 * source does; `:*` allows any port.
 */
export interface HostEntry {
  kind: 'name' | 'wildcard' | 'address' | 'range';
  /** Lower case, without the `*.` of a wildcard or the brackets of an IPv6 address. */
  host: string;
  port?: number | '*';
  prefix?: number;
}

/** Host names of cloud metadata services: reached only through an entry naming them exactly. */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** Lower case, no trailing dot: `API.Example.com.` and `api.example.com` are one host. */
const normalName = (name: string) => name.toLowerCase().replace(/\.$/, '');

function parsePort(text: string | undefined): number | '*' | undefined {
  if (text === undefined) return undefined;
  if (text === '*') return '*';
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`${text} is not a port`);
  return port;
}

/** A host name as the URL parser reads it (IDN to punycode, numeric IPv4 forms to dotted). */
function parsedHost(text: string): string {
  let host: string;
  try {
    host = new URL(`http://${text}/`).hostname;
  } catch {
    throw new Error(`${text} is not a host name`);
  }
  const name = normalName(host);
  if (/[/?#@]/.test(text) || !(isAddress(name) || /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(name))) {
    throw new Error(`${text} is not a host name`);
  }
  return name;
}

function parseEntry(text: string): HostEntry {
  if (text.includes('://')) throw new Error('write the host without a scheme');
  const range = /^([^/]+)\/(\d{1,3})$/.exec(text);
  if (range) {
    const [, address = '', bits = ''] = range;
    const max = address.includes(':') ? 128 : 32;
    if (!isAddress(address) || Number(bits) > max) throw new Error('not an address range');
    return { kind: 'range', host: bareAddress(address).toLowerCase(), prefix: Number(bits) };
  }
  // A bare IPv6 address (no brackets) has no port.
  if (isAddress(text) && text.includes(':')) return { kind: 'address', host: text.toLowerCase() };
  const withPort = /^(\[[^\]]+\]|[^:]+)(?::([^:]+))?$/.exec(text);
  if (!withPort) throw new Error('not a host');
  const [, hostText = '', portText] = withPort;
  const port = parsePort(portText);
  if (hostText.startsWith('*.')) {
    const domain = parsedHost(hostText.slice(2));
    if (isAddress(domain)) throw new Error('a wildcard needs a domain name');
    return { kind: 'wildcard', host: domain, port };
  }
  const host = parsedHost(hostText);
  return isAddress(host) ? { kind: 'address', host: bareAddress(host), port } : { kind: 'name', host, port };
}

/**
 * Reads `PROVIDER_HOSTS`: entries separated by commas or spaces. Throws, naming the entry, on
 * anything that is not one of the forms of `HostEntry`.
 */
export function parseHostEntries(text: string): HostEntry[] {
  return text
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return parseEntry(entry.trim());
      } catch (error) {
        throw new Error(`"${entry}" cannot be read (${(error as Error).message}); expected host, *.domain, address or address/bits, with an optional :port`, {
          cause: error,
        });
      }
    });
}

/** The entry allowing `origin` (`http://127.0.0.1:4010`) exactly: how the simulators are allowed. */
export function entryForOrigin(origin: string): HostEntry {
  const url = new URL(origin);
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  const host = normalName(url.hostname);
  return isAddress(host) ? { kind: 'address', host: bareAddress(host), port } : { kind: 'name', host, port };
}

/** Why a host may not be called; for logs and tests, never shown to the caller as such. */
export type HostRefusal = 'scheme' | 'credentials' | 'metadata' | 'unlisted' | 'special-address';

export interface HostPolicy {
  readonly entries: readonly HostEntry[];
  /** Why a call to `url` is refused, decided from the URL alone before any lookup; undefined when allowed. */
  refuseUrl(url: string | URL): HostRefusal | undefined;
  /**
   * Why connecting to `address`, which `hostname` resolved to, is refused; undefined when allowed.
   * A public address is allowed (the name was checked by `refuseUrl`); a special one only when an
   * address or range entry covers it, or when it is a loopback address of an entry naming `localhost`.
   */
  refuseAddress(hostname: string, address: string, port: number, protocol: string): HostRefusal | undefined;
}

const portMatches = (entry: HostEntry, port: number, protocol: string) =>
  entry.port === '*' || (entry.port ?? defaultPort(protocol)) === port;

/** An address or range entry with its addresses ready to test. */
interface AddressEntry {
  entry: HostEntry;
  addresses: AddressSet;
}

function addressEntries(entries: readonly HostEntry[]): AddressEntry[] {
  return entries
    .filter((entry) => entry.kind === 'address' || entry.kind === 'range')
    .map((entry) => {
      const addresses = new AddressSet();
      addresses.add(entry.host, entry.prefix);
      return { entry, addresses };
    });
}

const covers = ({ entry, addresses }: AddressEntry, address: string, port: number, protocol: string) =>
  (entry.kind === 'range' || portMatches(entry, port, protocol)) && addresses.has(address);

function nameMatches(entry: HostEntry, name: string, port: number, protocol: string): boolean {
  if (!portMatches(entry, port, protocol)) return false;
  if (entry.kind === 'name') return entry.host === name;
  // A wildcard never covers a metadata name: only an exact entry does.
  return entry.kind === 'wildcard' && name.endsWith(`.${entry.host}`) && !METADATA_NAMES.has(name);
}

/** The deployment's policy for outside calls, from its `PROVIDER_HOSTS` entries. */
export function createHostPolicy(entries: readonly HostEntry[]): HostPolicy {
  const byAddress = addressEntries(entries);
  return {
    entries,
    refuseUrl(input) {
      let url: URL;
      try {
        url = typeof input === 'string' ? new URL(input) : input;
      } catch {
        return 'unlisted';
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
      if (url.username !== '' || url.password !== '') return 'credentials';
      const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
      const host = normalName(url.hostname);
      if (isAddress(host)) {
        return byAddress.some((entry) => covers(entry, host, port, url.protocol)) ? undefined : 'unlisted';
      }
      if (entries.some((entry) => nameMatches(entry, host, port, url.protocol))) return undefined;
      return METADATA_NAMES.has(host) ? 'metadata' : 'unlisted';
    },
    refuseAddress(hostname, address, port, protocol) {
      const range = specialRange(address);
      if (range === undefined) return undefined;
      if (byAddress.some((entry) => covers(entry, address, port, protocol))) return undefined;
      const localhost = normalName(hostname) === 'localhost' && range === 'loopback';
      if (localhost && entries.some((entry) => entry.kind === 'name' && entry.host === 'localhost' && portMatches(entry, port, protocol))) {
        return undefined;
      }
      return 'special-address';
    },
  };
}
