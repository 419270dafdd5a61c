import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditEvents } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld, updateBody, VALID_PARAMS } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';

const TOKEN = 'clear-orbis-token-7Q';
const KEY = 'clear-catalyst-key-3Z';
const withSecrets = (moodys: Record<string, unknown>) => ({ ...VALID_PARAMS, moodys: { ...VALID_PARAMS.moodys, ...moodys } });

describe.each(testDatabases)('application secrets on $name', (database) => {
  let w: AppsWorld;
  let appId: string;
  beforeAll(async () => {
    w = await openAppsWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Secrets' }), 201).appId;
    dataOf(await w.call('PUT', `/api/apps/${appId}`, updateBody(withSecrets({ orbisApiToken: TOKEN, catalystApiKey: KEY }))));
  });
  afterAll(() => w?.close());

  const app = async () => dataOf<{ params: Record<string, Record<string, unknown>>; secretsSet: Record<string, string[]> }>(await w.call('GET', `/api/apps/${appId}`));
  const reveal = async (key: string) => dataOf<{ value: string | null }>(await w.call('GET', `/api/apps/${appId}/secrets/moodys/${key}`));

  it('never sends a secret in the list, the configuration or the save answer', async () => {
    const answers = [
      await w.call('GET', '/api/apps'),
      await w.call('GET', `/api/apps/${appId}`),
      await w.call('PUT', `/api/apps/${appId}`, updateBody(withSecrets({ orbisApiToken: null, catalystApiKey: null }))),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(TOKEN);
      expect(answer.body).not.toContain(KEY);
    }
    const { params, secretsSet } = await app();
    expect(params.moodys).toMatchObject({ orbisApiToken: null, catalystApiKey: null, supplyChainApiKey: null });
    expect(secretsSet.moodys).toEqual(['orbisApiToken', 'catalystApiKey']);
  });

  it('stores secrets sealed, and the audit trail names a change without its value', async () => {
    const stored = JSON.stringify(
      await w.db.allTenants(async (tx) => [await tx.select().from(applications), await tx.select().from(auditEvents)]),
    );
    expect(stored).toContain('Secrets');
    expect(stored).toContain('[secret]');
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(KEY);
  });

  it('reveals a secret only through its own call, and 404 for a field that is not a secret', async () => {
    expect(await reveal('orbisApiToken')).toEqual({ value: TOKEN });
    expect(await reveal('supplyChainApiKey')).toEqual({ value: null });
    expect((await w.call('GET', `/api/apps/${appId}/secrets/moodys/orbisUrl`)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/apps/${appId}/secrets/nowhere/orbisApiToken`)).statusCode).toBe(400);
  });

  it('keeps a secret sent back masked, replaces a new one and clears an empty one', async () => {
    dataOf(await w.call('PUT', `/api/apps/${appId}`, updateBody(withSecrets({ orbisApiToken: null, catalystApiKey: '' }))));
    expect(await reveal('orbisApiToken')).toEqual({ value: TOKEN });
    expect(await reveal('catalystApiKey')).toEqual({ value: null });
    dataOf(await w.call('PUT', `/api/apps/${appId}`, updateBody(withSecrets({ orbisApiToken: 'next-token' }))));
    expect(await reveal('orbisApiToken')).toEqual({ value: 'next-token' });
    expect((await app()).secretsSet.moodys).toEqual(['orbisApiToken']);
  });
});
