import { randomUUID } from 'node:crypto';
import { APP_MESSAGES, AUDIT_MESSAGES, PREFERENCE_MESSAGES, type App, type AuditTrailPage, type LastApplication, type User } from '@connector/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, type Actor, type World } from '../../../test/world.ts';
import { users } from '../../db/schema/index.ts';

const URL = '/api/me/last-application';

describe.each(testDatabases)('the signed-in user’s last application on $name', (database) => {
  let w: World;
  /** Applications of `default` and of `beta`. */
  let mine: App;
  let other: App;
  let betaApp: App;
  beforeAll(async () => {
    w = await openWorld(database);
    const create = async (actor: Actor, appName: string) =>
      dataOf<App>(await w.call(actor, 'POST', '/api/apps', { appName, enabled: true, type: 'Production' }), 201);
    mine = await create('superAdmin', 'Compliance');
    other = await create('superAdmin', 'Supply');
    betaApp = await create('betaAdmin', 'Beta_App');
  });
  afterAll(() => w?.close());

  /** The whole stored record of a user, as the database holds it. */
  const rowOf = async (userId: string) => (await w.db.allTenants((tx) => tx.select().from(users).where(eq(users.userId, userId))))[0];
  const save = (actor: Actor | null, payload: object, host?: string) => w.call(actor, 'PUT', URL, payload, host);
  /** A user's audit trail; none yet answers 404 with its own message. */
  const trailOf = async (userId: string) => {
    const response = await w.call('superAdmin', 'GET', `/api/audit/user/${userId}`);
    if (response.statusCode !== 404) return dataOf<AuditTrailPage>(response).rows;
    expect(response.json()).toMatchObject({ message: AUDIT_MESSAGES.noEvents });
    return [];
  };

  accessTests(() => w, [
    {
      endpoint: 'saveLastApplication',
      method: 'PUT',
      url: () => URL,
      payload: () => ({ appId: mine.appId }),
      // Open to every signed-in user: no `forbidden`. Another tenant's application is as unknown.
      foreign: { actor: 'tenantAdmin', url: () => URL, payload: () => ({ appId: betaApp.appId }) },
    },
  ]);

  it('lets a user without any administrative permission store their choice, writing only that field of their own record', async () => {
    const me = w.users.userBvd;
    const before = await rowOf(me.userId);
    const others = await Promise.all([rowOf(w.users.tenantAdmin.userId), rowOf(w.users.betaUser.userId)]);
    const trail = await trailOf(me.userId);

    const stored = dataOf<LastApplication>(await save('userBvd', { appId: mine.appId }));

    expect(stored).toEqual({ value: mine.appId, label: 'Compliance', type: 'Production' });
    expect(await rowOf(me.userId)).toEqual({ ...before, lastApplication: stored });
    expect(await Promise.all([rowOf(w.users.tenantAdmin.userId), rowOf(w.users.betaUser.userId)])).toEqual(others);
    // A preference, not an administrative change (docs/decisions/023).
    expect(await trailOf(me.userId)).toEqual(trail);
    const read = dataOf<User>(await w.call('userBvd', 'GET', `/api/tenants/default/users/${me.userId}`));
    expect(read.lastApplication).toEqual(stored);
  });

  it('replaces the choice with the next one, as the tenant names the application now', async () => {
    dataOf(await save('tenantEditor', { appId: mine.appId }));
    const renamed = await w.call('superAdmin', 'PUT', `/api/apps/${other.appId}/name`, { name: 'Supply_Chain' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dataOf<LastApplication>(await save('tenantEditor', { appId: other.appId }))).toEqual({ value: other.appId, label: 'Supply_Chain', type: 'Production' });
    expect((await rowOf(w.users.tenantEditor.userId))?.lastApplication).toEqual({ value: other.appId, label: 'Supply_Chain', type: 'Production' });
  });

  it.each([
    { case: 'no application', payload: {} },
    { case: 'an empty one', payload: { appId: '' } },
    { case: 'one that is not an id', payload: { appId: 'Compliance' } },
    { case: 'a number', payload: { appId: 42 } },
  ])('refuses $case with the field’s message and writes nothing', async ({ payload }) => {
    const before = await rowOf(w.users.tenantAdmin.userId);
    expectFieldError(await save('tenantAdmin', payload), 'body.appId', PREFERENCE_MESSAGES.appId);
    expect(await rowOf(w.users.tenantAdmin.userId)).toEqual(before);
  });

  it('answers 404 for an application no tenant has, or another tenant’s, and writes nothing', async () => {
    dataOf(await save('tenantAdmin', { appId: mine.appId }));
    const before = await rowOf(w.users.tenantAdmin.userId);
    for (const appId of [randomUUID(), betaApp.appId]) {
      const refused = await save('tenantAdmin', { appId });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toEqual({ success: false, message: APP_MESSAGES.notFound });
    }
    expect(await rowOf(w.users.tenantAdmin.userId)).toEqual(before);

    const betaBefore = await rowOf(w.users.betaAdmin.userId);
    expect((await save('betaAdmin', { appId: mine.appId })).statusCode).toBe(404);
    expect(await rowOf(w.users.betaAdmin.userId)).toEqual(betaBefore);
    expect(dataOf<LastApplication>(await save('betaAdmin', { appId: betaApp.appId })).value).toBe(betaApp.appId);
  });

  it('checks the application against the caller’s own tenant, whatever host a super administrator calls on', async () => {
    const admin = w.users.superAdmin.userId;
    const before = await rowOf(admin);
    expect((await save('superAdmin', { appId: betaApp.appId }, 'beta.localhost')).statusCode).toBe(404);
    expect(await rowOf(admin)).toEqual(before);
    expect(dataOf<LastApplication>(await save('superAdmin', { appId: mine.appId }, 'beta.localhost')).value).toBe(mine.appId);
  });

  it('writes nothing without a token', async () => {
    const before = await rowOf(w.users.userBvd.userId);
    expect((await save(null, { appId: other.appId })).statusCode).toBe(401);
    expect(await rowOf(w.users.userBvd.userId)).toEqual(before);
  });

  it('is described in the OpenAPI document with its summary', async () => {
    const document = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    }>();
    expect(document.paths[URL]?.put).toMatchObject({
      operationId: 'saveLastApplication',
      summary: 'Remember the application the signed-in user chose, for their next sign-in',
    });
  });
});
