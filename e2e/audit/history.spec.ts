import { SIMULATOR_DEFAULTS as SIM } from '@connector/contracts/providers/defaults';
import type { Locator, Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { unique, userWith } from '../support/api.ts';
import { clickApplication, seedApplication } from '../support/applications.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';
import { clickSaveUser, clickUserAction, fillUserForm, goToUsers } from '../support/users.ts';

/** Opens the History of the record on screen and waits for its events. */
async function openHistory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toHaveAttribute('aria-busy', 'false');
  await assertAccessible(page, 'the History of a record');
  return history;
}

/** The cells of the History's newest event whose action is `action`, in column order. */
async function eventCells(history: Locator, action: string): Promise<string[]> {
  const row = history.getByRole('row').filter({ has: history.page().getByRole('cell', { name: action, exact: true }) }).first();
  return row.getByRole('cell').allInnerTexts();
}

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('the History of a user shows who changed which fields, before and after, newest first', async ({ page, adminApi }) => {
  const person = userWith(['userBvd'], { firstName: 'Ana', lastName: `Before${unique()}` });
  await adminApi.createUser(person);
  await signIn(page, ADMIN);
  await goToUsers(page);
  await clickUserAction(page, person.email, 'Edit User');
  await fillUserForm(page, { firstName: 'Anna', lastName: 'After' });
  await clickSaveUser(page);
  // Saved: the console goes back to the list.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await clickUserAction(page, person.email, 'Edit User');
  const history = await openHistory(page);
  await expect(history.getByRole('columnheader')).toHaveText(['When', 'Who', 'Source', 'Action', 'Changes']);
  const rows = history.getByRole('row');
  // The edit above the creation: newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('Updated');
  await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText('Created');
  const [, who, source, , changes] = await eventCells(history, 'Updated');
  expect([who, source]).toEqual([ADMIN.email, 'Person']);
  expect(changes?.split('\n').sort()).toEqual(['firstName: Ana → Anna', `lastName: ${person.lastName} → After`]);
  // The creation's password is only marked as set.
  const [, , , , created] = await eventCells(history, 'Created');
  expect(created).toContain('password: changed (hidden)');
  await expect(history).not.toContainText(person.password);
  await attachScreenshot(page, 'history of a user');
});

test('the History of an application shows a secret change only as changed', async ({ page, adminApi }) => {
  // Seeding wires the application to the simulators: its update changes the providers' secrets.
  const app = await seedApplication(adminApi, `Hist_${unique()}`);
  await signIn(page, ADMIN);
  await goToConsole(page, undefined, '/admin/configurations');
  await clickApplication(page, app.label);
  const history = await openHistory(page);
  const [, who, , , changes] = await eventCells(history, 'Updated');
  expect(who).toBe(ADMIN.email);
  expect(changes).toContain('secrets: changed (hidden) → changed (hidden)');
  await expect(history).not.toContainText(SIM.orbis.apiToken);
  await expect(history).not.toContainText(SIM.ariba.clientSecret);
  await attachScreenshot(page, 'history of an application');
});
