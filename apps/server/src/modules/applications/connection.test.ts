import { CONNECTOR_MANIFEST, REQUEST_GUID_HEADER } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { DEMO_APP_ID } from './demo.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_SUPPLIERS_PER_REALM: '50' });
const TESTED = CONNECTOR_MANIFEST.ariba.filter((section) => section.providers?.length).map((section) => section.id);
const UNTESTED = CONNECTOR_MANIFEST.ariba.filter((section) => !section.providers?.length).map((section) => section.id);

describe.each(testDatabases)('demo application and connection tests on $name', (database) => {
  let w: AppsWorld;
  beforeAll(async () => {
    w = await openAppsWorld(database, { SIM_URL: sim().url });
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

  it('reports the upstream’s clear message when a provider fails', async () => {
    await sim().setFaults({ orbis: { errorEvery: 1 } });
    expect(dataOf(await test('moodys'))).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Orbis is unavailable (HTTP 500); try again shortly' },
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

  it('answers Connection Error when a service cannot be used at all, and 400 for values the form would refuse', async () => {
    expect(dataOf(await test('moodys', { orbisUrl: 'http://127.0.0.1:1/orbis/' }))).toEqual({
      valid: false,
      error: { error: 'invalid_request', error_description: 'Orbis cannot be reached; try again shortly' },
    });
    const invalid = await test('moodys', { orbisUrl: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: [{ field: 'body.fields.orbisUrl', message: 'Must be an URL ' }] });
  });
});
