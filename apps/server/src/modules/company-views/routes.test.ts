import { randomUUID } from 'node:crypto';
import { COMPANY_VIEW_MESSAGES, REQUEST_GUID_HEADER, SUPPLIER_MESSAGES } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer } from '../../../test/sign-in.ts';
import { openWorld, type World } from '../../../test/world.ts';

/** Who may call, and who may not, and what bad input answers; the calls that reach Orbis are in orbis.test.ts. */
describe.each(testDatabases)('company view calls on $name', (database) => {
  let w: World;
  let appId: string;
  let betaAppId: string;

  const url = (path: string, app = appId) => `/api/apps/${app}${path}`;

  beforeAll(async () => {
    w = await openWorld(database);
    const created = async (actor: 'superAdmin' | 'betaAdmin', appName: string) =>
      dataOf<{ appId: string }>(await w.call(actor, 'POST', '/api/apps', { appName }), 201).appId;
    appId = await created('superAdmin', 'Views_A');
    betaAppId = await created('betaAdmin', 'Views_B');
  });
  afterAll(() => w?.close());

  accessTests(() => w, [
    {
      endpoint: 'GET orbis/context',
      method: 'GET',
      url: () => url('/orbis/context'),
      forbidden: 'tenantEditor',
      foreign: { actor: 'tenantAdmin', url: () => url('/orbis/context', betaAppId) },
    },
    {
      endpoint: 'GET orbis/company/{bvdId}',
      method: 'GET',
      url: () => url('/orbis/company/GB000000001'),
      forbidden: 'tenantEditor',
      foreign: { actor: 'tenantAdmin', url: () => url('/orbis/company/GB000000001', betaAppId) },
    },
  ]);

  it('answers 404 for an application id no tenant has', async () => {
    const unknown = '00000000-0000-4000-8000-000000000abc';
    expect((await w.call('userBvd', 'GET', url('/orbis/context', unknown))).statusCode).toBe(404);
    expect((await w.call('userBvd', 'GET', url('/orbis/company/GB000000001', unknown))).statusCode).toBe(404);
  });

  it('answers 404 to another tenant’s caller on their own host, for an application of default', async () => {
    const response = await w.call('betaAdmin', 'GET', url('/orbis/context'));
    expect(response.statusCode).toBe(404);
  });

  it('refuses a malformed BvD ID with a 400 naming the field, and starts no work', async () => {
    const guid = randomUUID();
    const response = await w.app.inject({
      method: 'GET',
      url: url('/orbis/company/12-not-one'),
      headers: { ...bearer(w.tokens.userBvd), [REQUEST_GUID_HEADER]: guid },
    });
    expectFieldError(response, 'params.bvdId', SUPPLIER_MESSAGES.bvdIdInvalid);
    // No outcome was stored under the guid: the call never reached the 504 protocol.
    const outcome = await w.call('userBvd', 'GET', `/api/asyncRequest/${guid}`);
    expect(outcome.statusCode).toBe(404);
  });

  it('refuses a malformed application id with a 400 naming the field', async () => {
    expectFieldError(await w.call('userBvd', 'GET', '/api/apps/not-a-uuid/orbis/context'), 'params.appId', expect.any(String) as unknown as string);
  });

  it('answers 503 with a reason, not a failure of its own, when the application has no Orbis API URL', async () => {
    for (const path of ['/orbis/context', '/orbis/company/GB000000001']) {
      const response = await w.call('userBvd', 'GET', url(path));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ success: false, message: COMPANY_VIEW_MESSAGES.orbisNotConfigured });
    }
  });
});
