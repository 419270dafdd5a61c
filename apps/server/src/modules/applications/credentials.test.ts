import { APP_CLIENT_ROLES, APP_MESSAGES, type AppClient } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { clientCredentials } from '../../../test/sign-in.ts';
import { auditEvents } from '../../db/schema/index.ts';

describe.each(testDatabases)('application credentials through the applications API on $name', (database) => {
  let w: AppsWorld;
  let appId: string;
  beforeAll(async () => {
    w = await openAppsWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Creds' }), 201).appId;
  });
  afterAll(() => w?.close());

  const read = async () => dataOf<{ appClient: AppClient | null }>(await w.call('GET', `/api/tenants/default/appClient/${appId}`)).appClient;
  const generate = async () => {
    const response = await w.call('POST', '/api/tenants/appClient', { tenantId: 'default', appId });
    expect(response.json()).toMatchObject({ message: APP_MESSAGES.credentialsGenerated });
    return dataOf<{ appClient: AppClient & { clientSecret: string } }>(response).appClient;
  };

  it('reads no credentials before any were generated', async () => {
    expect(await read()).toBeNull();
  });

  it('generates credentials that obtain a token at the OAuth URL, and shows the secret masked afterwards', async () => {
    const generated = await generate();
    expect(generated).toMatchObject({ oauthUrl: 'http://localhost/oidc/token', roles: [...APP_CLIENT_ROLES] });
    expect(generated.clientSecret.length).toBeGreaterThan(20);
    expect(await read()).toEqual({ ...generated, clientSecret: null });
    const revealed = dataOf<{ clientSecret: string }>(await w.call('GET', `/api/tenants/default/appClient/${appId}/secret`));
    expect(revealed.clientSecret).toBe(generated.clientSecret);
    const token = await clientCredentials(w.app, generated);
    expect(token.statusCode, token.body).toBe(200);
  });

  it('rotates the secret on a second generation: the old one stops working', async () => {
    const first = await generate();
    const second = await generate();
    expect(second.clientId).toBe(first.clientId);
    expect((await clientCredentials(w.app, first)).statusCode).toBe(401);
    expect((await clientCredentials(w.app, second)).statusCode).toBe(200);
    const trail = JSON.stringify(await w.db.allTenants((tx) => tx.select().from(auditEvents)));
    expect(trail).toContain('generateCredentials');
    expect(trail).not.toContain(second.clientSecret);
  });
});
