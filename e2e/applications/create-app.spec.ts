import { ADMIN } from '../support/stack.ts';
import { signIn } from '../support/sign-in.ts';
import { unique } from '../support/api.ts';
import {
  applicationList,
  assertSelectedApplication,
  assertToast,
  assertWizardStep,
  clickCreateNewApp,
  clickSave,
  fillApplicationName,
  goToApplications,
} from '../support/applications.ts';
import { expect, test } from '../support/test.ts';

test.describe('creating an application', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await goToApplications(page);
  });

  test('asks for a name, then creates the app, selects it and opens it in edit mode', async ({ page }) => {
    const name = `New app${unique()}`;
    await clickCreateNewApp(page);
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
    await clickSave(page);
    await expect(page.getByText('Please Add Application Name')).toBeVisible();

    await fillApplicationName(page, name);
    // The first space becomes an underscore as typed.
    const stored = name.replace(' ', '_');
    await expect(page.getByRole('textbox', { name: 'Application Name' })).toHaveValue(stored);
    await clickSave(page);

    await assertToast(page, 'Application Created Successfully');
    await assertSelectedApplication(page, stored);
    await expect(applicationList(page).getByRole('button', { name: new RegExp(stored) })).toContainText('Type: Test');
    await assertWizardStep(page, 'Connectivity');
  });

  test('refuses a name in use for 5 seconds', async ({ page }) => {
    await clickCreateNewApp(page);
    await fillApplicationName(page, 'Demo');
    await clickSave(page);
    const message = page.getByText('Demo Name in Use Please change Application Name');
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 8000 });
  });
});
