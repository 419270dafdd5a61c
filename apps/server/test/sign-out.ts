/**
 * Signing out as the console does (docs/decisions/014): the provider's end-session page opened by
 * the console's own origin, and its form posted back. For tests that need the sign-in's browser.
 */
import type { FastifyInstance } from 'fastify';
import { beginSignIn, exchangeCode, submitCredentials, type TestBrowser, type Tokens } from './sign-in.ts';

/** What a browser sends on a navigation or post started by a page of the same origin. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** A sign-in that keeps its browser (the session cookie), so the test can sign that browser out. */
export async function signInKeepingBrowser(
  app: FastifyInstance,
  { email, password, host = 'localhost' }: { email: string; password: string; host?: string },
): Promise<{ browser: TestBrowser; tokens: Tokens }> {
  const flow = await beginSignIn(app, { host });
  const tokens = await exchangeCode(flow, await submitCredentials(flow, email, password));
  return { browser: flow.browser, tokens };
}

/** The hidden fields and action of the first form on a page. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return { action, fields };
}

/** Signs `browser` out as the console's sign-out does; throws unless the provider confirms it. */
export async function signOut(browser: TestBrowser, tokens: Pick<Tokens, 'id_token'>): Promise<void> {
  const query = new URLSearchParams({ id_token_hint: tokens.id_token });
  const page = await browser.request('GET', `/oidc/session/end?${query}`, undefined, SAME_ORIGIN);
  const form = formOf(page.body);
  if (page.statusCode !== 200 || !form.action) throw new Error(`no sign-out form: ${page.statusCode} ${page.body.slice(0, 300)}`);
  const done = await browser.request('POST', form.action, form.fields, SAME_ORIGIN);
  if (done.statusCode !== 303) throw new Error(`sign-out not confirmed: ${done.statusCode} ${done.body.slice(0, 300)}`);
}
