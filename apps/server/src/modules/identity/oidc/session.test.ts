import { createHash } from 'node:crypto';
import { CONSOLE_SCOPES } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { bearer, beginSignIn, exchangeCode, refreshTokens, signIn, submitCredentials, type TestBrowser } from '../../../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN } from '../../../../test/test-app.ts';
import { LOGOUT_SCRIPT } from '../pages/html.ts';

/** What a browser sends on a navigation started by a page of the same origin. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Whether a new authorization in `browser` goes straight back to the console with a code: a live session. */
async function authorizesWithoutPassword(browser: TestBrowser): Promise<boolean> {
  const query = new URLSearchParams({
    client_id: 'console',
    response_type: 'code',
    scope: CONSOLE_SCOPES,
    redirect_uri: `${browser.origin}/auth/callback`,
    code_challenge: createHash('sha256').update('verifier-of-a-second-authorization').digest('base64url'),
    code_challenge_method: 'S256',
  });
  const end = await browser.follow(await browser.request('GET', `/oidc/auth?${query}`));
  return String(end.headers.location).startsWith(`${browser.origin}/auth/callback?code=`);
}

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

  it('signs out without a click when the console asks, and lands on the login page', async () => {
    const flow = await beginSignIn(app);
    const tokens = await exchangeCode(flow, await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password));
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost/auth/login-page' });
    const page = await flow.browser.request('GET', `/oidc/session/end?${query}`, undefined, SAME_ORIGIN);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signing out');
    expect(page.body).toContain('<noscript>');
    expect(page.body).toContain(`<script>${LOGOUT_SCRIPT}</script>`);
    // The page's policy allows exactly that script, by hash.
    const hash = createHash('sha256').update(LOGOUT_SCRIPT).digest('base64');
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    const form = formOf(page.body);
    expect(form.fields.logout).toBe('yes');
    const done = await flow.browser.request('POST', form.action, form.fields, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost/auth/login-page');

    expect((await refreshTokens(app, tokens.refresh_token as string)).statusCode).toBe(400);
    // The browser's session is gone: a new authorization asks for the password again.
    const again = await beginSignIn(app);
    expect(again.page.body).toContain('<label for="password">Password</label>');
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['another tenant', { 'sec-fetch-site': 'same-site' }],
    ['a typed address', { 'sec-fetch-site': 'none' }],
    ['a browser without fetch metadata', {}],
  ])('a visit from %s only asks: the session ends when the user presses the button', async (_from, headers) => {
    const flow = await beginSignIn(app);
    const tokens = await exchangeCode(flow, await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password));
    const page = await flow.browser.request('GET', `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token })}`, undefined, headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<h1>Sign out?</h1>');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).not.toContain('sha256-');
    expect(page.body).toContain('<button type="submit" form="op.logoutForm">Sign out</button>');

    // Still signed in: renewal works and a new authorization needs no password.
    const renewed = await refreshTokens(app, tokens.refresh_token as string);
    expect(renewed.statusCode).toBe(200);
    expect(await authorizesWithoutPassword(flow.browser)).toBe(true);

    const form = formOf(page.body);
    const done = await flow.browser.request('POST', form.action, form.fields, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect((await refreshTokens(app, renewed.json<{ refresh_token: string }>().refresh_token)).statusCode).toBe(400);
    expect(await authorizesWithoutPassword(flow.browser)).toBe(false);
  });

  it.each([
    ['fetch metadata', { 'sec-fetch-site': 'cross-site' }],
    ['its origin', { origin: 'http://127.0.0.1:9' }],
  ])('a form another site posts to end the session is refused, told by %s', async (_by, headers) => {
    const flow = await beginSignIn(app);
    const tokens = await exchangeCode(flow, await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password));
    for (const path of ['/oidc/session/end', '/oidc/session/end/confirm']) {
      const forged = await flow.browser.request('POST', path, { id_token_hint: tokens.id_token, logout: 'yes' }, headers);
      expect(forged.statusCode).toBe(403);
      expect(forged.headers['set-cookie']).toBeUndefined();
      expect(forged.body).toContain('The request could not be completed.');
    }
    expect(await authorizesWithoutPassword(flow.browser)).toBe(true);
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
