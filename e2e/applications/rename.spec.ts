import { unique } from '../support/api.ts';
import {
  applicationList,
  assertSelectedApplication,
  assertToast,
  clickApplication,
  clickChangeAppName,
  clickNext,
  goToApplications,
  renameTo,
  seedApplication,
} from '../support/applications.ts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('renames an app, and refuses a name another app uses', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Old_${unique()}`);
  const other = await seedApplication(adminApi, `Other_${unique()}`, { configured: false });
  await signIn(page, ADMIN);
  await goToApplications(page);
  await clickApplication(page, app.label);
  await expect(page.getByRole('heading', { name: app.label, level: 2 })).toBeVisible();
  await clickNext(page);

  await clickChangeAppName(page);
  const dialog = await renameTo(page, other.label);
  await expect(dialog.getByText(`${other.label} Name in Use Please change Application Name`)).toBeVisible();

  const renamed = `Renamed_${unique()}`;
  await renameTo(page, renamed);
  await assertToast(page, 'Application Renamed Successfully');
  await expect(dialog).toBeHidden();
  await assertSelectedApplication(page, renamed);
  await expect(applicationList(page)).toContainText(renamed);
  await expect(applicationList(page)).not.toContainText(app.label);
});
