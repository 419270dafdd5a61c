import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { bearer, beginSignIn, exchangeCode, refreshTokens, signIn, submitCredentials } from '../../../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN } from '../../../../test/test-app.ts';

/** The hidden fields and action of the first form on a page. */
function formOf(html: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return { action, fields };
}

describe.each(testDatabases)('sessions on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('signs out without a click and lands on the login page', async () => {
    const flow = await beginSignIn(app);
    const tokens = await exchangeCode(flow, await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password));
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost/auth/login-page' });
    const page = await flow.browser.request('GET', `/oidc/session/end?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signing out');
    expect(page.body).toContain('<noscript>');
    const form = formOf(page.body);
    expect(form.fields.logout).toBe('yes');
    const done = await flow.browser.request('POST', form.action, form.fields);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost/auth/login-page');

    expect((await refreshTokens(app, tokens.refresh_token as string)).statusCode).toBe(400);
    // The browser's session is gone: a new authorization asks for the password again.
    const again = await beginSignIn(app);
    expect(again.page.body).toContain('<label for="password">Password</label>');
  });

  it('a temporary password must be changed before the sign-in completes', async () => {
    const email = 'newcomer@default.local';
    const user = await createTestUser(db, { tenantId: 'default', email, password: 'First!passw0rd', roles: ['userBvd'] });
    const admin = await signIn(app, TEST_ADMIN);
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/users/reset',
      headers: bearer(admin),
      payload: { tenantId: 'default', userId: user.userId, password: 'Temp!0rary' },
    });
    expect(reset.statusCode).toBe(200);

    const flow = await beginSignIn(app);
    const change = await submitCredentials(flow, email, 'Temp!0rary');
    expect(change.statusCode).toBe(200);
    expect(change.body).toContain('<label for="newPassword">New password</label>');
    expect(change.body).toContain('<label for="confirmPassword">Confirm password</label>');
    expect(change.body).toContain('>Change password</button>');
    expect(change.body).toContain('A special character');
    const action = formOf(change.body).action;

    const weak = await flow.browser.request('POST', action, { newPassword: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Password does not meet the rules');
    const differ = await flow.browser.request('POST', action, { newPassword: 'Chosen!passw0rd', confirmPassword: 'Chosen!passw0rd2' });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain('The passwords do not match.');

    const callback = await flow.browser.follow(
      await flow.browser.request('POST', action, { newPassword: 'Chosen!passw0rd', confirmPassword: 'Chosen!passw0rd' }),
    );
    await expect(exchangeCode(flow, callback)).resolves.toHaveProperty('access_token');

    await expect(signIn(app, { email, password: 'Chosen!passw0rd' })).resolves.toHaveProperty('access_token');
    const old = await beginSignIn(app);
    expect((await submitCredentials(old, email, 'Temp!0rary')).body).toContain('Invalid email or password.');
  });

  it('the change page cannot be reached without the right password first', async () => {
    const flow = await beginSignIn(app);
    const uid = flow.action?.split('/')[3];
    const skipped = await flow.browser.request('POST', `/oidc/interaction/${uid}/password`, {
      newPassword: 'Chosen!passw0rd',
      confirmPassword: 'Chosen!passw0rd',
    });
    expect(skipped.statusCode).toBe(303);
    const page = await flow.browser.follow(skipped);
    expect(page.body).toContain('<label for="password">Password</label>');
  });

  it('a form posted without the interaction cookie changes nothing', async () => {
    const flow = await beginSignIn(app);
    const forged = await app.inject({
      method: 'POST',
      url: flow.action as string,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This sign-in page has expired.');
  });
});
