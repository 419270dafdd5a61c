import { test as base } from '@playwright/test';
import { checkAtEnd } from './accessibility.ts';
import { ConsoleApi, captureBearer } from './api.ts';
import { signIn } from './sign-in.ts';
import { ADMIN } from './stack.ts';

/**
 * `test` with `adminApi`: the API called as the first super administrator, signed in through the
 * console itself once per worker and again before its token expires, for seeding data. Its
 * `page` is checked with axe once the test has passed (the support helpers check each screen
 * and dialog on the way).
 */
export const test = base.extend<object, { adminApi: ConsoleApi }>({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    await checkAtEnd(page, testInfo);
  },
  adminApi: [
    async ({ browser }, use) => {
      const api = await ConsoleApi.renewing(async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const bearer = captureBearer(page);
        await signIn(page, ADMIN);
        const authorization = await bearer;
        await context.close();
        return authorization;
      });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
