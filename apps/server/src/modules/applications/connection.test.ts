import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { APP_MESSAGES, CONNECTOR_MANIFEST, REQUEST_GUID_HEADER } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld, updateBody, VALID_PARAMS } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { DEMO_APP_ID } from './demo.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_SUPPLIERS_PER_REALM: '50' });
const TESTED = CONNECTOR_MANIFEST.ariba.filter((section) => section.providers?.length).map((section) => section.id);
const UNTESTED = CONNECTOR_MANIFEST.ariba.filter((section) => !section.providers?.length).map((section) => section.id);

const listen = async (server: Server | ReturnType<typeof createServer>) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

/**
 * Loopback stand-ins for hosts a caller might point a test at: `listed`, an HTTP server on the
 * allow-list that records what reaches it and answers 404; `closed`, a listed port nobody listens
 * on; `unlisted`, a TCP server not on the list that counts connections.
 */
const listedSeen: IncomingMessage[] = [];
const listed = createServer((request, response) => {
  listedSeen.push(request);
  response.writeHead(404, { 'content-type': 'text/plain' }).end('no such page on this internal service');
});
let unlistedConnections = 0;
const unlisted = createTcpServer((socket) => {
  unlistedConnections += 1;
  socket.destroy();
});
const ports = { listed: 0, closed: 0, unlisted: 0 };
beforeAll(async () => {
  [ports.listed, ports.unlisted] = await Promise.all([listen(listed), listen(unlisted)]);
  const closed = createTcpServer();
  ports.closed = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => {
  listed.closeAllConnections();
  listed.close();
  unlisted.close();
});

describe.each(testDatabases)('demo application and connection tests on $name', (database) => {
  let w: AppsWorld;
  beforeAll(async () => {
    w = await openAppsWorld(database, {
      SIM_URL: sim().url,
      PROVIDER_HOSTS: `*.example 127.0.0.1:${ports.listed} 127.0.0.1:${ports.closed}`,
    });
  });
  afterAll(() => w?.close());

  const test = (parentId: string, fields: Record<string, unknown> = {}, extra: object = {}) =>
    w.call('POST', `/api/apps/${DEMO_APP_ID}/testConnection`, { parentId, fields, region: 'eu', ...extra });

  it('seeds an enabled demo application in the default tenant, once', async () => {
    expect(w.seeded.demoAppCreated).toBe(true);
    const demo = dataOf<Record<string, unknown>>(await w.call('GET', `/api/apps/${DEMO_APP_ID}`));
    expect(demo).toMatchObject({ appName: 'Demo', tenantId: 'default', enabled: true, catalystMapping: { enabled: true } });
    const again = await buildTestApp(w.db, { SIM_URL: sim().url });
    expect(again.seeded.demoAppCreated).toBe(false);
    await again.app.close();
    const demos = dataOf<{ label: string }[]>(await w.call('GET', '/api/apps')).filter((entry) => entry.label === 'Demo');
    expect(demos).toHaveLength(1);
  });

  it.each(TESTED)('connects the demo’s %s section to the simulators with its stored values', async (parentId) => {
    const response = await test(parentId);
    expect(dataOf(response)).toEqual({ valid: true });
    expect(response.headers[REQUEST_GUID_HEADER]).toBeTruthy();
  });

  it.each(UNTESTED)('answers valid for %s, a section without outside calls', async (parentId) => {
    const before = (await sim().stats()).requests;
    expect(dataOf(await test(parentId))).toEqual({ valid: true });
    expect((await sim().stats()).requests).toEqual(before);
  });

  it('answers one generic message when a provider fails, whatever the upstream said', async () => {
    await sim().setFaults({ orbis: { errorEvery: 1 } });
    expect(dataOf(await test('moodys'))).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Could not connect to Orbis at this URL' },
    });
  });

  it('skips an optional product whose URL the form leaves empty', async () => {
    await sim().setFaults({ catalyst: { errorEvery: 1 } });
    expect(dataOf(await test('moodys'))).toMatchObject({ valid: false });
    expect(dataOf(await test('moodys', { catalystUrl: '' }))).toEqual({ valid: true });
  });

  it('tests the values of the form over the stored ones: wrong credentials fail, masked ones use the stored secret', async () => {
    expect(dataOf(await test('supplierDataWithPagination', { clientSecret: 'wrong' }))).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Ariba refused the credentials' },
    });
    expect(dataOf(await test('moodys', { supplyChainApiKey: 'wrong', orbisApiToken: null }))).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Supply Chain Catalyst refused the credentials' },
    });
    expect(dataOf(await test('externalApprovalApi', { apiKey: null, clientId: SIM.ariba.clientId }))).toEqual({ valid: true });
  });

  it('uses the General Configurations values of the form when given', async () => {
    const general = { realm: 'unknown-realm', region: 'eu', aribaApiUrl: sim().base.ariba, customOAuthUrl: false };
    const answer = dataOf<{ valid: boolean; error?: { error_description: string } }>(await test('riskApi', {}, { general }));
    expect(answer.valid).toBe(false);
    expect(answer.error?.error_description).toContain('unknown-realm');
  });

  it('answers 400 for values the form would refuse', async () => {
    const invalid = await test('moodys', { orbisUrl: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: [{ field: 'body.fields.orbisUrl', message: 'Must be an URL ' }] });
  });

  const refused = (label: string, message: string) => ({ valid: false, error: { error: 'invalid_request', error_description: `${label}: ${message}` } });

  // Link-local, private and metadata addresses are refused in connectivity.test.ts, where spies prove nothing was sent:
  // a test may only ever reach loopback.
  it('refuses an unlisted URL, and nothing reaches the unlisted host', async () => {
    const notListed = `http://127.0.0.1:${ports.unlisted}/orbis/`;
    expect(dataOf(await test('moodys', { orbisUrl: notListed, orbisApiToken: 'typed' }))).toEqual(refused('Orbis API URL', APP_MESSAGES.hostNotAllowed));
    const general = { realm: 'connector-T', region: 'eu', aribaApiUrl: notListed, customOAuthUrl: false };
    expect(dataOf(await test('externalApprovalApi', { apiKey: 'k', clientSecret: 's' }, { general }))).toEqual(refused('Ariba API URL', APP_MESSAGES.hostNotAllowed));
    expect(unlistedConnections).toBe(0);
  });

  it('never sends a stored secret to a host other than the saved one; a secret typed again may go', async () => {
    listedSeen.length = 0;
    const elsewhere = `http://127.0.0.1:${ports.listed}/orbis/`;
    expect(dataOf(await test('moodys', { orbisUrl: elsewhere, orbisApiToken: null }))).toEqual(refused('Orbis API Token', APP_MESSAGES.secretForOtherHost));
    const general = { realm: 'connector-T', region: 'eu', aribaApiUrl: elsewhere, customOAuthUrl: false };
    expect(dataOf(await test('externalApprovalApi', { apiKey: null, clientSecret: null }, { general }))).toEqual(
      refused('Application Key (apiKey)', APP_MESSAGES.secretForOtherHost),
    );
    expect(listedSeen).toHaveLength(0);

    await test('moodys', { orbisUrl: elsewhere, orbisApiToken: 'typed-token', catalystUrl: '', supplyChainUrl: '' });
    expect(listedSeen.map((request) => request.headers.apitoken)).toEqual(['typed-token']);
  });

  it('gives the same answer for a closed port and an open one, without the upstream’s status or body', async () => {
    const closed = dataOf(await test('moodys', { orbisUrl: `http://127.0.0.1:${ports.closed}/orbis/`, orbisApiToken: 't', catalystUrl: '', supplyChainUrl: '' }));
    const open = dataOf(await test('moodys', { orbisUrl: `http://127.0.0.1:${ports.listed}/orbis/`, orbisApiToken: 't', catalystUrl: '', supplyChainUrl: '' }));
    expect(closed).toEqual({ valid: false, error: { error: 'invalid_request', error_description: 'Could not connect to Orbis at this URL' } });
    expect(open).toEqual(closed);
  });

  it('saves a provider URL only when the deployment allows its host, with a 400 per field', async () => {
    const created = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: `Hosts_${database.name}` }), 201);
    const params = {
      ...VALID_PARAMS,
      general: { ...VALID_PARAMS.general, aribaApiUrl: 'http://169.254.169.254/latest/' },
      moodys: { ...VALID_PARAMS.moodys, orbisUrl: 'https://attacker.test/', catalystUrl: `http://127.0.0.1:${ports.unlisted}/`, supplyChainUrl: 'nope' },
    };
    const answer = await w.call('PUT', `/api/apps/${created.appId}`, updateBody(params));
    expect(answer.statusCode).toBe(400);
    const errors = (answer.json() as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'body.params.general.aribaApiUrl', message: APP_MESSAGES.hostNotAllowed },
        { field: 'body.params.moodys.orbisUrl', message: APP_MESSAGES.hostNotAllowed },
        { field: 'body.params.moodys.catalystUrl', message: APP_MESSAGES.hostNotAllowed },
        { field: 'body.params.moodys.supplyChainUrl', message: 'Must be an URL ' },
      ]),
    );
    expect(errors).toHaveLength(4);
    expect((await w.call('PUT', `/api/apps/${created.appId}`, updateBody())).statusCode).toBe(200);
  });
});
