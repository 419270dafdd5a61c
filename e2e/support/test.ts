import { test as base, type Browser, type ViewportSize } from '@playwright/test';
import { checkAtEnd } from './accessibility.ts';
import { ConsoleApi, captureBearer } from './api.ts';
import { signIn, type Credentials } from './sign-in.ts';
import { ADMIN } from './stack.ts';

/**
 * `test` with `adminApi`: the API called as the first super administrator, signed in through the
 * console itself once per worker and again before its token expires, for seeding data. Its
 * `page` is checked with axe once the test has passed (the support helpers check each screen
 * and dialog on the way).
 */
/** The API bearer of `credentials`, signed in through the console on a context of its own (closed again). */
export async function bearerOf(browser: Browser, credentials: Credentials = ADMIN, viewport?: ViewportSize): Promise<string> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const bearer = captureBearer(page);
  await signIn(page, credentials);
  const authorization = await bearer;
  await context.close();
  return authorization;
}

export const test = base.extend<object, { adminApi: ConsoleApi }>({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    await checkAtEnd(page, testInfo);
  },
  adminApi: [
    async ({ browser }, use) => {
      const api = await ConsoleApi.renewing(() => bearerOf(browser));
      await use(api);
      await api.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
