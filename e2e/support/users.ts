import { endpoints } from '@connector/contracts';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { assertAccessible, checkAtEnd } from './accessibility.ts';
import { unique, type ConsoleApi } from './api.ts';
import { assertInConsole, clickSignIn, fillCredentials, goToConsole, signIn, type Credentials } from './sign-in.ts';
import { ADMIN } from './stack.ts';
import { expect, test } from './test.ts';

/**
 * `test` with `adminPage`: a new tab of a browser where the super administrator signed in once
 * per worker. The tab signs in again through the provider's session, without the sign-in form.
 */
export const usersTest = test.extend<{ adminPage: Page }, { adminContext: BrowserContext }>({
  adminContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, ADMIN);
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  adminPage: async ({ adminContext }, use, testInfo) => {
    const page = await adminContext.newPage();
    await use(page);
    await checkAtEnd(page, testInfo);
    await page.close();
  },
});

/** What the user form asks for; a field left undefined is left untouched. */
export interface UserFormInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  tenant?: string;
  role?: string;
  language?: 'English' | 'Spanish';
  country?: string;
  locale?: string;
  password?: string;
}

/** A new user as typed into the form, in the default tenant unless told otherwise. */
export function newUserInput(overrides: UserFormInput = {}): Required<Omit<UserFormInput, 'tenant'>> & UserFormInput {
  const id = unique();
  return {
    firstName: 'Nora',
    lastName: `Vega${id.slice(0, 4)}`,
    email: `nora-${id}@example.com`,
    role: 'userBvd',
    language: 'English',
    country: 'Spain',
    locale: 'British English (en-GB)',
    password: 'First-pass1',
    ...overrides,
  };
}

/** A tenant of its own, with its standard roles, reached as `<tenantId>.localhost`. */
export async function seedTenant(api: ConsoleApi): Promise<string> {
  const tenantId = `t${unique()}`;
  const { status, body } = await api.call(endpoints.createTenant, {
    body: {
      tenantId,
      name: tenantId,
      address: '1 Test Street',
      city: 'Madrid',
      language: 'en',
      email: `admin@${tenantId}.example`,
      webSiteUrl: `https://${tenantId}.example`,
      enabled: true,
      ssoEnabled: false,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return tenantId;
}

export async function goToUsers(page: Page, tenant?: string): Promise<void> {
  await goToConsole(page, tenant, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await assertAccessible(page, 'the Users screen');
}

/** Types a search and waits, as a person would, until the table shows its answer. */
export async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
  // The search lands in the URL once typing pauses; then its rows load.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text.trim());
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false');
}

export function usersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Users' });
}

export function userRow(page: Page, email: string): Locator {
  return usersTable(page).getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
}

/** The row of `email` shows these cells (name, tenant, role, status). */
export async function assertUserRow(page: Page, email: string, cells: { name?: string; tenant?: string; role?: string; status?: string }) {
  await searchUsers(page, email);
  const row = userRow(page, email);
  for (const text of Object.values(cells)) await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
}

export async function assertNoUserRow(page: Page, email: string): Promise<void> {
  await searchUsers(page, email);
  await expect(usersTable(page).getByText(`No users match “${email}”.`)).toBeVisible();
}

/** Opens the form by its address; a new tab first signs in again through the provider's session. */
export async function goToCreateUser(page: Page, tenant?: string): Promise<void> {
  await goToConsole(page, tenant, '/admin/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await assertAccessible(page, 'the Add User screen');
}

export async function clickAddUser(page: Page): Promise<void> {
  await page.getByRole('link', { name: '+ Add User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await assertAccessible(page, 'the Add User screen');
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillUserForm(page: Page, input: UserFormInput): Promise<void> {
  if (input.firstName !== undefined) await page.getByRole('textbox', { name: 'First Name' }).fill(input.firstName);
  if (input.lastName !== undefined) await page.getByRole('textbox', { name: 'Last Name' }).fill(input.lastName);
  if (input.email !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(input.email);
  if (input.tenant !== undefined) await choose(page, 'Tenant', input.tenant);
  if (input.role !== undefined) await choose(page, 'Role', input.role);
  if (input.language !== undefined) await choose(page, 'Language', input.language);
  if (input.country !== undefined) {
    await page.getByRole('combobox', { name: 'Country' }).fill(input.country);
    await page.getByRole('option', { name: input.country, exact: true }).click();
  }
  if (input.locale !== undefined) await choose(page, 'Locale', input.locale);
  if (input.password !== undefined) await page.getByLabel(/^Password/).fill(input.password);
}

export async function clickSaveUser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save User' }).click();
}

export async function assertToast(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

export async function assertFieldMessage(page: Page, message: string): Promise<void> {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

export async function assertRoleOptions(page: Page, expected: string[]): Promise<void> {
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(expected);
  await assertAccessible(page, 'the Role list, open');
  await page.keyboard.press('Escape');
}

export type UserAction = 'Edit User' | 'Enable User' | 'Disable User' | 'Delete User' | 'Set Temporary Password';

/** Screens and dialogs the actions open; the others only answer with a toast. */
const ACTION_OPENS: Partial<Record<UserAction, (page: Page) => Locator>> = {
  'Edit User': (page) => page.getByRole('heading', { level: 1, name: 'Edit User' }),
  'Delete User': (page) => page.getByRole('dialog', { name: 'Delete User' }),
  'Set Temporary Password': (page) => page.getByRole('dialog', { name: 'Set Temporary Password' }),
};

export async function clickUserAction(page: Page, email: string, action: UserAction): Promise<void> {
  await searchUsers(page, email);
  await userRow(page, email).getByRole('button', { name: `Actions for ${email}` }).click();
  const item = page.getByRole('menuitem', { name: action });
  await expect(item).toBeVisible();
  await assertAccessible(page, `the actions menu of ${email}`);
  await item.click();
  const opened = ACTION_OPENS[action]?.(page);
  if (!opened) return;
  await expect(opened).toBeVisible();
  await assertAccessible(page, `${action} of ${email}`);
}

export async function confirmDeleteUser(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a temporary password; Save stays disabled until the whole checklist is met. */
export async function setTemporaryPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Set Temporary Password' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const field = dialog.getByLabel(/^Temporary password/);
  await expect(save).toBeDisabled();
  await field.fill(password.slice(0, 3));
  await expect(save).toBeDisabled();
  await field.fill(password);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
}

/** A sign-in with a temporary password asks for a new one, then reaches the console. */
export async function signInChangingPassword(page: Page, user: Credentials, newPassword: string, tenant?: string) {
  await goToConsole(page, tenant);
  await fillCredentials(page, user);
  await clickSignIn(page);
  await expect(page.getByLabel('New password')).toBeVisible();
  await assertAccessible(page, 'the change-password page');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await assertInConsole(page);
}
