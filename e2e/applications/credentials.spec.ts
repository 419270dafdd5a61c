import { unique } from '../support/api.ts';
import {
  assertToast,
  clickApplication,
  goToApplications,
  openSection,
  regenerateCredentials,
  seedApplication,
  tokenWith,
} from '../support/applications.ts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('generates app credentials that obtain a token, and rotating them retires the old secret', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Creds_${unique()}`, { configured: false });
  await signIn(page, ADMIN);
  await goToApplications(page);
  await clickApplication(page, app.label);
  const panel = await openSection(page, 'Connector API Configurations');
  await expect(panel.getByText('Not Generated').first()).toBeVisible();

  await panel.getByRole('button', { name: 'Generate App Credentials' }).click();
  await assertToast(page, 'App Credentials Generated Successfully');
  const clientId = (await panel.getByRole('definition').nth(2).textContent()) ?? '';
  expect(clientId).not.toBe('Not Generated');
  await panel.getByRole('button', { name: 'Show Client Secret' }).click();
  const secret = (await panel.getByTestId('client-secret').textContent()) ?? '';
  expect(secret).not.toContain('•');
  expect((await tokenWith(clientId, secret)).status).toBe(200);

  await regenerateCredentials(panel);
  await assertToast(page, 'App Credentials Generated Successfully');
  await expect(panel.getByTestId('client-secret')).toContainText('•');
  expect((await tokenWith(clientId, secret)).status).not.toBe(200);
});
