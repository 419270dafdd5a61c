import type { User } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { cognitoLocal, directoryEnv, withDirectories } from '../../../test/cognito-local.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, beginSignIn, signIn, submitCredentials } from '../../../test/sign-in.ts';
import { openWorld, PASSWORD, validUser, type World } from '../../../test/world.ts';
import { users } from '../../db/schema/index.ts';

const TEMPORARY = 'Temp0rary!pw';

const emulator = cognitoLocal();

describe.each(withDirectories(testDatabases))('user lifecycle on $name', ({ database, directory }) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database, { env: await directoryEnv(directory, emulator) });
  });
  afterAll(() => w?.close());

  /** Creates a user through the API and signs them in; their own read proves the token works. */
  async function member(email: string) {
    const user = dataOf<User>(await w.call('tenantAdmin', 'POST', '/api/users', validUser(email)), 201);
    const tokens = await signIn(w.app, { email, password: PASSWORD });
    const self = () => w.app.inject({ url: `/api/tenants/default/users/${user.userId}`, headers: bearer(tokens) });
    expect((await self()).statusCode).toBe(200);
    return { user, ref: { tenantId: 'default', userId: user.userId }, self };
  }

  it('disabling refuses the existing token at once and blocks sign-in; enabling allows a new sign-in only', async () => {
    const { ref, self } = await member('paused@default.local');
    const disabled = await w.call('tenantAdmin', 'PUT', '/api/users/disable', ref);
    expect(disabled.json()).toMatchObject({ success: true, message: 'User Disabled Successfully', data: { enabled: false } });
    expect((await self()).statusCode).toBe(401);
    await expect(signIn(w.app, { email: 'paused@default.local', password: PASSWORD })).rejects.toThrow(/no redirect: 400/);

    expect(dataOf<User>(await w.call('tenantAdmin', 'PUT', '/api/users/enable', ref)).enabled).toBe(true);
    // The token from before the disabling stays refused; a new sign-in opens the account again.
    expect((await self()).statusCode).toBe(401);
    const again = await signIn(w.app, { email: 'paused@default.local', password: PASSWORD });
    const read = await w.app.inject({ url: `/api/tenants/default/users/${ref.userId}`, headers: bearer(again) });
    expect(read.statusCode).toBe(200);
  });

  it('deleting removes the account and its sign-in', async () => {
    const { ref, self } = await member('leaving@default.local');
    expect(dataOf(await w.call('tenantAdmin', 'DELETE', '/api/users', ref))).toEqual({ userId: ref.userId });
    expect((await self()).statusCode).toBe(401);
    expect((await w.call('tenantAdmin', 'GET', `/api/tenants/default/users/${ref.userId}`)).statusCode).toBe(404);
    await expect(signIn(w.app, { email: 'leaving@default.local', password: PASSWORD })).rejects.toThrow(/no redirect: 400/);
    expect((await w.call('tenantAdmin', 'DELETE', '/api/users', ref)).statusCode).toBe(404);
  });

  it('a temporary password replaces the old one and must be changed at the next sign-in', async () => {
    const { ref } = await member('forgot@default.local');
    const reset = await w.call('tenantAdmin', 'PUT', '/api/users/reset', { ...ref, password: TEMPORARY });
    expect(reset.json()).toMatchObject({ success: true, message: 'Temporary Password Set Successfully', data: { userId: ref.userId } });

    const [row] = await w.db.forTenant('default', (tx) =>
      tx.select().from(users).where(and(eq(users.tenantId, 'default'), eq(users.userId, ref.userId))),
    );
    expect(row?.mustChangePassword).toBe(true);
    // The embedded directory keeps a hash of it; a Cognito pool keeps the password itself, the row none.
    if (directory === 'local') expect(row?.passwordHash).not.toContain(TEMPORARY);
    else expect(row?.passwordHash).toBeNull();

    const old = await submitCredentials(await beginSignIn(w.app), 'forgot@default.local', PASSWORD);
    expect(old.statusCode).toBe(400);
    const change = await submitCredentials(await beginSignIn(w.app), 'forgot@default.local', TEMPORARY);
    expect(change.statusCode).toBe(200);
    expect(change.body).toContain('<label for="newPassword">New password</label>');
  });
});
