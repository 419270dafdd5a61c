import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { User } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../../test/answers.ts';
import { cognitoLocal, EMULATOR_REGION, type CognitoEmulator, type TenantPool } from '../../../../test/cognito-local.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { beginSignIn, exchangeCode, submitCredentials } from '../../../../test/sign-in.ts';
import { openWorld, PASSWORD, validUser, type World } from '../../../../test/world.ts';
import { loadConfig } from '../../../config.ts';

const emulator = cognitoLocal();

describe('IDENTITY=cognito settings', () => {
  const pool = { userPoolId: 'eu-west-1_AbC123', appClientId: 'client1', authDomain: 'https://acme.auth.eu-west-1.amazoncognito.com' };
  const cognito = (env: Record<string, string>) => loadConfig({ IDENTITY: 'cognito', COGNITO_REGION: 'eu-west-1', COGNITO_POOLS: JSON.stringify({ default: pool }), ...env });

  it('is off unless asked for, and reads the region, the endpoint override and each tenant pool', () => {
    expect(loadConfig({}).identity).toEqual({ kind: 'local' });
    expect(cognito({ COGNITO_ENDPOINT: 'http://127.0.0.1:9229' }).identity).toEqual({
      kind: 'cognito',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9229',
      pools: { default: pool },
    });
  });

  it('refuses to start on settings it cannot use, naming them', () => {
    expect(() => loadConfig({ IDENTITY: 'aws' })).toThrow(/IDENTITY: IDENTITY must be local or cognito/);
    expect(() => loadConfig({ IDENTITY: 'cognito' })).toThrow(/COGNITO_REGION: COGNITO_REGION is required[\s\S]*COGNITO_POOLS: COGNITO_POOLS must name the user pool of the default tenant "default"/);
    expect(() => cognito({ COGNITO_POOLS: JSON.stringify({ beta: pool }) })).toThrow(/COGNITO_POOLS must name the user pool of the default tenant/);
    expect(() => cognito({ COGNITO_POOLS: '{default:' })).toThrow(/COGNITO_POOLS: COGNITO_POOLS must be a JSON object/);
    expect(() => cognito({ COGNITO_POOLS: JSON.stringify({ default: { ...pool, userPoolId: 'nope' } }) })).toThrow(/COGNITO_POOLS default\.userPoolId: userPoolId must be/);
    expect(() => cognito({ COGNITO_POOLS: JSON.stringify({ default: { ...pool, authDomain: 'acme' } }) })).toThrow(/COGNITO_POOLS default\.authDomain: authDomain must be the hosted UI URL/);
    expect(() => cognito({ COGNITO_ENDPOINT: 'localhost:9229' })).toThrow(/COGNITO_ENDPOINT: COGNITO_ENDPOINT must be an http/);
  });
});

describe.each(testDatabases)('the Cognito directory on $name', (database) => {
  let w: World;
  let cognito: CognitoEmulator;
  let pools: Record<string, TenantPool>;
  beforeAll(async () => {
    cognito = await emulator();
    const env = await cognito.identityEnv(['default', 'beta']);
    pools = JSON.parse(env.COGNITO_POOLS as string) as Record<string, TenantPool>;
    w = await openWorld(database, { env });
  });
  afterAll(() => w?.close());

  /** The account as the pool holds it (its user name is the console's user id). */
  async function pooled(tenantId: string, userId: string) {
    const user = await cognito.client.send(new AdminGetUserCommand({ UserPoolId: pools[tenantId]?.userPoolId, Username: userId }));
    const attributes = Object.fromEntries((user.UserAttributes ?? []).map(({ Name, Value }) => [Name, Value]));
    return { status: user.UserStatus, enabled: user.Enabled, email: attributes.email, roles: attributes['custom:roles'], tenant: attributes['custom:tenantId'] };
  }

  /** An access token from the tenant's pool, as its hosted UI would hand it over. */
  async function poolToken(tenantId: string, userId: string, password = PASSWORD): Promise<string> {
    const answer = await cognito.client.send(
      new InitiateAuthCommand({ ClientId: pools[tenantId]?.appClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: userId, PASSWORD: password } }),
    );
    return answer.AuthenticationResult?.AccessToken as string;
  }
  const ownRecord = (tenantId: string, userId: string, token: string, host = tenantId === 'default' ? 'localhost' : `${tenantId}.localhost`) =>
    w.app.inject({ url: `/api/tenants/${tenantId}/users/${userId}`, headers: { authorization: `Bearer ${token}`, host } });

  it('tenants/auth answers each tenant pool settings', async () => {
    for (const tenantId of ['default', 'beta']) {
      const answer = dataOf(await w.call(null, 'GET', `/api/tenants/auth/${tenantId}`));
      expect(answer).toMatchObject({ region: EMULATOR_REGION, ...pools[tenantId], status: 'Enabled' });
    }
  });

  it('keeps the administration of a user in the pool: created, roles, temporary password, disabled, enabled, deleted', async () => {
    const user = dataOf<User>(await w.call('tenantAdmin', 'POST', '/api/users', validUser('pooled@default.local')), 201);
    expect(await pooled('default', user.userId)).toEqual({ status: 'CONFIRMED', enabled: true, email: 'pooled@default.local', roles: 'userBvd', tenant: 'default' });

    const { email: _e, password: _p, ...edit } = validUser('pooled@default.local');
    dataOf(await w.call('tenantAdmin', 'PUT', `/api/users/${user.userId}`, { ...edit, roles: ['userBvd', 'tenantEditor'] }));
    expect((await pooled('default', user.userId)).roles).toBe('userBvd,tenantEditor');

    const ref = { tenantId: 'default', userId: user.userId };
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/reset', { ...ref, password: 'Temp0rary!pw' }));
    expect((await pooled('default', user.userId)).status).toBe('FORCE_CHANGE_PASSWORD');

    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/disable', ref));
    expect((await pooled('default', user.userId)).enabled).toBe(false);
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/enable', ref));
    expect((await pooled('default', user.userId)).enabled).toBe(true);

    dataOf(await w.call('tenantAdmin', 'DELETE', '/api/users', ref));
    await expect(pooled('default', user.userId)).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('a pool access token opens a signed-in route for its own tenant only', async () => {
    const { userId } = w.users.userBvd;
    const token = await poolToken('default', userId);
    const read = await ownRecord('default', userId, token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: User }>().data.email).toBe('bvd@default.local');
    // The same token on another tenant's host, or altered, opens nothing.
    expect((await ownRecord('default', userId, token, 'beta.localhost')).statusCode).toBe(401);
    expect((await ownRecord('default', userId, `${token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
  });

  it("refuses a disabled user's pool tokens, those from before and those the emulator still issues", async () => {
    const user = dataOf<User>(await w.call('tenantAdmin', 'POST', '/api/users', validUser('stopped@default.local')), 201);
    const before = await poolToken('default', user.userId);
    expect((await ownRecord('default', user.userId, before)).statusCode).toBe(200);

    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/disable', { tenantId: 'default', userId: user.userId }));
    expect((await ownRecord('default', user.userId, before)).statusCode).toBe(401);
    // The real service refuses a disabled user's sign-in; the emulator still answers tokens, which open nothing.
    const after = await poolToken('default', user.userId);
    expect((await ownRecord('default', user.userId, after)).statusCode).toBe(401);
  });

  it('a temporary password is changed at the sign-in and the pool keeps the chosen one', async () => {
    const user = dataOf<User>(await w.call('tenantAdmin', 'POST', '/api/users', validUser('renewed@default.local')), 201);
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/reset', { tenantId: 'default', userId: user.userId, password: 'Temp0rary!pw' }));

    const flow = await beginSignIn(w.app);
    const change = await submitCredentials(flow, 'renewed@default.local', 'Temp0rary!pw');
    expect(change.body).toContain('<label for="newPassword">New password</label>');
    const action = /<form[^>]*action="([^"]+)"/.exec(change.body)?.[1]?.replace(/&#47;/g, '/') as string;
    const chosen = 'Chosen!passw0rd';
    const callback = await flow.browser.follow(await flow.browser.request('POST', action, { newPassword: chosen, confirmPassword: chosen }));
    await expect(exchangeCode(flow, callback)).resolves.toHaveProperty('access_token');

    expect((await pooled('default', user.userId)).status).toBe('CONFIRMED');
    expect((await ownRecord('default', user.userId, await poolToken('default', user.userId, chosen))).statusCode).toBe(200);
    await expect(poolToken('default', user.userId, 'Temp0rary!pw')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });
});
