import { BlockList, isIP } from 'node:net';

/**
 * Addresses a provider call never reaches unless the deployment lists them explicitly: the
 * machine itself, private networks, link-local (cloud metadata services live there) and every
 * range that is not a public unicast address. IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`)
 * match the IPv4 ranges; the IPv6 ranges that embed an IPv4 address (NAT64, 6to4, Teredo) are
 * refused whole, since the embedded address could be any of the others.
 */
export type AddressRange = 'metadata' | 'loopback' | 'private' | 'link-local' | 'reserved';

const RANGES: Record<AddressRange, [address: string, prefix: number][]> = {
  // Before link-local and private: the more precise name wins in refusals and logs.
  metadata: [
    ['169.254.169.254', 32], // AWS, Azure, GCP, OpenStack
    ['100.100.100.200', 32], // Alibaba Cloud
    ['fd00:ec2::254', 128], // AWS over IPv6
  ],
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  private: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10], // carrier-grade NAT, used inside some clouds
    ['fc00::', 7], // unique local
    ['fec0::', 10], // site-local (deprecated, still routed by some stacks)
  ],
  'link-local': [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  reserved: [
    ['0.0.0.0', 8],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved and broadcast
    ['::', 128],
    ['64:ff9b::', 96], // NAT64
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 32], // Teredo
    ['2001:db8::', 32],
    ['2002::', 16], // 6to4
    ['ff00::', 8], // multicast
  ],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

const LISTS = Object.entries(RANGES).map(([name, subnets]) => {
  const list = new BlockList();
  for (const [address, prefix] of subnets) list.addSubnet(address, prefix, family(address));
  return [name as AddressRange, list] as const;
});

/** `[::1]` → `::1`: URL host names keep the brackets of IPv6 literals, sockets do not. */
export const bareAddress = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/** Whether `host` (a URL's host name or a resolved address) is an IP address. */
export const isAddress = (host: string) => isIP(bareAddress(host)) !== 0;

/** The special range `address` falls in, or undefined for a public unicast address. */
export function specialRange(address: string): AddressRange | undefined {
  const bare = bareAddress(address);
  if (isIP(bare) === 0) return 'reserved';
  for (const [name, list] of LISTS) if (list.check(bare, family(bare))) return name;
  return undefined;
}

/** A set of addresses (single ones and CIDR ranges) to test an address against. */
export class AddressSet {
  readonly #list = new BlockList();

  add(address: string, prefix?: number): void {
    const bare = bareAddress(address);
    if (prefix === undefined) this.#list.addAddress(bare, family(bare));
    else this.#list.addSubnet(bare, prefix, family(bare));
  }

  has(address: string): boolean {
    const bare = bareAddress(address);
    return isIP(bare) !== 0 && this.#list.check(bare, family(bare));
  }
}
