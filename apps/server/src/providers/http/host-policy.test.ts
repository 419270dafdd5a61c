import { describe, expect, it } from 'vitest';
import { specialRange } from './address-ranges.ts';
import { createHostPolicy, entryForOrigin, parseHostEntries } from './host-policy.ts';

const policy = (text: string) => createHostPolicy(parseHostEntries(text));

describe('PROVIDER_HOSTS entries', () => {
  it('reads names, wildcards, addresses and ranges, with optional ports', () => {
    expect(parseHostEntries(' API.Example.com, *.bvd.example:8443 127.0.0.1:4010,[::1]:*,10.20.0.0/16 fd00::/8 ::1')).toEqual([
      { kind: 'name', host: 'api.example.com', port: undefined },
      { kind: 'wildcard', host: 'bvd.example', port: 8443 },
      { kind: 'address', host: '127.0.0.1', port: 4010 },
      { kind: 'address', host: '::1', port: '*' },
      { kind: 'range', host: '10.20.0.0', prefix: 16 },
      { kind: 'range', host: 'fd00::', prefix: 8 },
      { kind: 'address', host: '::1' },
    ]);
    expect(parseHostEntries('')).toEqual([]);
  });

  it.each(['http://api.example.com', 'api.example.com/path', '*', '*.10.0.0.1', 'host:0', 'host:70000', 'host:x', '10.0.0.0/33', 'user@host'])(
    'refuses %s, naming it',
    (entry) => {
      expect(() => parseHostEntries(entry)).toThrow(new RegExp(`^"${entry.replace(/[.*?[\]/]/g, '\\$&')}" cannot be read \\(.+\\); expected host, `));
    },
  );

  it('allows an origin exactly: how the simulators are allowed in development', () => {
    expect(entryForOrigin('http://127.0.0.1:4010')).toEqual({ kind: 'address', host: '127.0.0.1', port: 4010 });
    expect(entryForOrigin('http://localhost:4010/')).toEqual({ kind: 'name', host: 'localhost', port: 4010 });
    expect(entryForOrigin('https://[::1]')).toEqual({ kind: 'address', host: '::1', port: 443 });
  });
});

describe('host policy, from the URL alone', () => {
  const hosts = policy('api.example.com *.bvd.example 127.0.0.1:4010 10.20.0.0/16 metadata.google.internal');

  it.each([
    'https://api.example.com/v1/',
    'http://api.example.com/',
    'https://API.example.com./v1/',
    'https://eu.bvd.example/',
    'https://a.b.bvd.example/',
    'http://127.0.0.1:4010/orbis/',
    'http://10.20.3.4:9999/',
    'http://metadata.google.internal/',
  ])('allows %s', (url) => {
    expect(hosts.refuseUrl(url)).toBeUndefined();
  });

  it.each([
    ['https://other.example/', 'unlisted'],
    ['https://api.example.com:8443/', 'unlisted'],
    ['https://bvd.example/', 'unlisted'],
    ['https://evilbvd.example/', 'unlisted'],
    ['http://127.0.0.1:4011/', 'unlisted'],
    ['http://127.0.0.1/', 'unlisted'],
    ['http://2130706433:4010/', undefined], // the URL parser reads it as 127.0.0.1
    ['http://169.254.169.254/latest/meta-data/', 'unlisted'],
    ['http://[fe80::1]/', 'unlisted'],
    ['http://[fd00:ec2::254]/', 'unlisted'],
    ['http://metadata/', 'metadata'],
    ['http://10.21.0.1/', 'unlisted'],
    ['ftp://api.example.com/', 'scheme'],
    ['https://user:pw@api.example.com/', 'credentials'],
    ['not a url', 'unlisted'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(hosts.refuseUrl(url)).toBe(reason);
  });

  it('never lets a wildcard cover a metadata name', () => {
    expect(policy('*.google.internal').refuseUrl('http://metadata.google.internal/')).toBe('metadata');
  });

  it('allows nothing when nothing is listed', () => {
    expect(policy('').refuseUrl('https://api.example.com/')).toBe('unlisted');
  });
});

describe('host policy, for the addresses a name resolves to', () => {
  const hosts = policy('api.example.com *.corp.example 10.20.0.0/16 192.168.1.5:8443 localhost:4010');

  it('names the special ranges', () => {
    expect(['169.254.169.254', 'fd00:ec2::254', '169.254.1.1', 'fe80::1', '10.1.1.1', '172.16.0.1', '192.168.0.1', 'fc00::1', '127.0.0.1', '::1'].map(specialRange)).toEqual([
      'metadata',
      'metadata',
      'link-local',
      'link-local',
      'private',
      'private',
      'private',
      'private',
      'loopback',
      'loopback',
    ]);
    expect(['::ffff:10.0.0.1', '::ffff:127.0.0.1', '0.0.0.0', '::', '64:ff9b::a00:1', '2002:a00:1::', '224.0.0.1'].map(specialRange)).toEqual([
      'private',
      'loopback',
      'reserved',
      'reserved',
      'reserved',
      'reserved',
      'reserved',
    ]);
    expect(specialRange('93.184.215.14')).toBeUndefined();
    expect(specialRange('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBeUndefined();
  });

  it('allows public addresses of a listed name', () => {
    expect(hosts.refuseAddress('api.example.com', '93.184.215.14', 443, 'https:')).toBeUndefined();
  });

  it('refuses a listed name that resolves to a private, loopback, link-local or metadata address (DNS rebinding)', () => {
    for (const address of ['10.0.0.1', '127.0.0.1', '::1', '169.254.169.254', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect(hosts.refuseAddress('x.corp.example', address, 443, 'https:'), address).toBe('special-address');
    }
  });

  it('allows special addresses only when an address or range entry covers them', () => {
    expect(hosts.refuseAddress('x.corp.example', '10.20.1.1', 443, 'https:')).toBeUndefined();
    expect(hosts.refuseAddress('x.corp.example', '192.168.1.5', 8443, 'https:')).toBeUndefined();
    expect(hosts.refuseAddress('x.corp.example', '192.168.1.5', 443, 'https:')).toBe('special-address');
  });

  it('lets an entry naming localhost reach the loopback addresses, and only localhost', () => {
    expect(hosts.refuseAddress('localhost', '127.0.0.1', 4010, 'http:')).toBeUndefined();
    expect(hosts.refuseAddress('localhost', '::1', 4010, 'http:')).toBeUndefined();
    expect(hosts.refuseAddress('localhost', '10.0.0.1', 4010, 'http:')).toBe('special-address');
    expect(hosts.refuseAddress('api.example.com', '127.0.0.1', 4010, 'http:')).toBe('special-address');
  });
});
