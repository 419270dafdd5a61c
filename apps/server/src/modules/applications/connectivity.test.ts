import { randomBytes } from 'node:crypto';
import { APP_MESSAGES, type TestConnectionBody } from '@connector/contracts';
import type { buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { createHostPolicy, parseHostEntries } from '../../providers/index.ts';
import { createConnectionTester } from './connection.ts';
import { createConnectivityService } from './connectivity.ts';
import type { ApplicationRow } from './repository.ts';

/**
 * The connection test with the outside world replaced by spies: a resolver and a socket opener
 * that record every call and never reach the network. A refused test must leave both empty.
 */
function world({ resolveTo = '93.184.215.14' }: { resolveTo?: string } = {}) {
  const box = createSecretBox(randomBytes(32));
  const resolved: string[] = [];
  const connected: buildConnector.Options[] = [];
  const row = {
    appId: 'app',
    tenantId: 'default',
    service: 'ariba',
    flags: {},
    params: {
      general: { realm: 'acme-T', region: 'eu', aribaApiUrl: 'https://openapi.saved.example/', customOAuthUrl: false },
      moodys: { orbisUrl: 'https://orbis.saved.example/', matchScoreLimit: 85 },
      externalApprovalApi: { clientId: 'client' },
    },
    secrets: {
      moodys: { orbisApiToken: box.seal('stored-orbis-token') },
      externalApprovalApi: { apiKey: box.seal('stored-api-key'), clientSecret: box.seal('stored-client-secret') },
    },
  } as unknown as ApplicationRow;
  const hosts = createHostPolicy(parseHostEntries('*.saved.example *.other.example'));
  const tester = createConnectionTester({
    hosts,
    timeoutMs: 1000,
    outbound: {
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [{ address: resolveTo, family: resolveTo.includes(':') ? 6 : 4 }];
      },
      connect: (options, callback) => {
        connected.push(options);
        callback(new Error('the spy opens no socket'), null);
      },
    },
  });
  const service = createConnectivityService({ applications: { row: async () => row }, secrets: box, hosts, tester });
  const test = (body: Omit<TestConnectionBody, 'region'>) => service.testConnection('default', 'app', { region: 'eu', ...body });
  return { test, resolved, connected };
}

const refusal = (label: string, message: string) => ({ valid: false, error: { error: 'invalid_request', error_description: `${label}: ${message}` } });

describe('connection test: where it may call', () => {
  it.each([
    ['a link-local address', 'http://169.254.10.1/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the IPv6 metadata address', 'http://[fd00:ec2::254]/'],
    ['a metadata host name', 'http://metadata.google.internal/'],
    ['a private address', 'http://192.168.1.10/'],
    ['loopback', 'http://127.0.0.1:8080/'],
    ['an unlisted host', 'https://attacker.example/'],
  ])('refuses %s with nothing resolved or sent', async (_, orbisUrl) => {
    const w = world();
    expect(await w.test({ parentId: 'moodys', fields: { orbisUrl, orbisApiToken: 'typed' } })).toEqual(refusal('Orbis API URL', APP_MESSAGES.hostNotAllowed));
    expect(w.resolved).toEqual([]);
    expect(w.connected).toEqual([]);
  });

  it('refuses an unlisted Ariba URL of the General Configurations the same way', async () => {
    const w = world();
    const general = { realm: 'acme-T', region: 'eu', aribaApiUrl: 'http://169.254.169.254/', customOAuthUrl: false };
    expect(await w.test({ parentId: 'externalApprovalApi', fields: { apiKey: 'k', clientId: 'c', clientSecret: 's' }, general })).toEqual(
      refusal('Ariba API URL', APP_MESSAGES.hostNotAllowed),
    );
    expect([w.resolved, w.connected]).toEqual([[], []]);
  });

  it('refuses a listed name resolving to a private address without connecting', async () => {
    const w = world({ resolveTo: '10.0.0.7' });
    expect(await w.test({ parentId: 'moodys', fields: { orbisUrl: 'https://eu.other.example/', orbisApiToken: 'typed' } })).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Orbis: this server is not allowed to call that address' },
    });
    expect(w.resolved).toEqual(['eu.other.example']);
    expect(w.connected).toEqual([]);
  });
});

describe('connection test: stored secrets stay with their host', () => {
  it('does not send a stored token to another host: the caller must type it again', async () => {
    const w = world();
    expect(await w.test({ parentId: 'moodys', fields: { orbisUrl: 'https://eu.other.example/', orbisApiToken: null } })).toEqual(
      refusal('Orbis API Token', APP_MESSAGES.secretForOtherHost),
    );
    expect([w.resolved, w.connected]).toEqual([[], []]);
  });

  it('counts another scheme or port of the same host as another host', async () => {
    for (const orbisUrl of ['http://orbis.saved.example/', 'https://orbis.saved.example:8443/']) {
      const w = world();
      const hosts = await w.test({ parentId: 'moodys', fields: { orbisUrl, orbisApiToken: null } });
      expect(hosts.valid).toBe(false);
      expect(w.connected).toEqual([]);
    }
  });

  it('does not send stored Ariba credentials to another API or OAuth host', async () => {
    const w = world();
    const moved = { realm: 'acme-T', region: 'eu', aribaApiUrl: 'https://openapi.other.example/', customOAuthUrl: false };
    expect(await w.test({ parentId: 'externalApprovalApi', fields: { clientId: 'client', apiKey: null, clientSecret: 'typed' }, general: moved })).toEqual(
      refusal('Application Key (apiKey)', APP_MESSAGES.secretForOtherHost),
    );
    const oauthElsewhere = { ...moved, aribaApiUrl: 'https://openapi.saved.example/', customOAuthUrl: true, aribaOAuthUrl: 'https://oauth.other.example/' };
    expect(await w.test({ parentId: 'externalApprovalApi', fields: { clientId: 'client', apiKey: null, clientSecret: null }, general: oauthElsewhere })).toEqual(
      refusal('OAuth Client Secret', APP_MESSAGES.secretForOtherHost),
    );
    expect([w.resolved, w.connected]).toEqual([[], []]);
  });

  it('goes ahead with a secret typed again, and with the stored one on its own host', async () => {
    const typed = world();
    await typed.test({ parentId: 'moodys', fields: { orbisUrl: 'https://eu.other.example/', orbisApiToken: 'typed-token' } });
    expect(typed.connected.map((options) => options.servername)).toEqual(['eu.other.example']);
    const same = world();
    await same.test({ parentId: 'moodys', fields: { orbisUrl: 'https://orbis.saved.example/v2/', orbisApiToken: null } });
    expect(same.connected.map((options) => options.servername)).toEqual(['orbis.saved.example']);
  });
});
