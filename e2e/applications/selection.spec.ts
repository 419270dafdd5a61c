import { PASSWORD, unique, userWith } from '../support/api.ts';
import { assertSelectedApplication, chooseApplication, goToApplications, seedApplication } from '../support/applications.ts';
import { clickSignOut, assertSignedOut } from '../support/shell.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('switching application is remembered for the next sign-in', async ({ page, adminApi }) => {
  const first = await seedApplication(adminApi, `First_${unique()}`, { configured: false });
  const second = await seedApplication(adminApi, `Second_${unique()}`, { configured: false });
  const user = userWith(['tenantAdmin']);
  await adminApi.createUser(user);

  // The choice is the user's own call; their whole record is never written back.
  const userRecordWrites: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/users')) userRecordWrites.push(`${r.method()} ${r.url()}`);
  });

  await signIn(page, { email: user.email, password: PASSWORD });
  await goToApplications(page);
  await chooseApplication(page, second.label);
  await assertSelectedApplication(page, second.label);
  await expect(page.getByRole('heading', { name: second.label, level: 2 })).toBeVisible();
  await chooseApplication(page, first.label);
  await expect(page.getByRole('heading', { name: first.label, level: 2 })).toBeVisible();

  await clickSignOut(page);
  await assertSignedOut(page);
  await signIn(page, { email: user.email, password: PASSWORD });
  await assertSelectedApplication(page, first.label);
  expect(userRecordWrites).toEqual([]);
});
