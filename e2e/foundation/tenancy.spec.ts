import { goToConsole } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('an unknown tenant shows the tenant-not-found page', async ({ page }) => {
  await goToConsole(page, 'nosuch');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Tenant was not found.')).toBeVisible();
});
