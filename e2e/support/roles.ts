import type { CreateRoleBody, Permission } from '@connector/contracts';
import { expect, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { unique } from './api.ts';
import { goToConsole } from './sign-in.ts';

/** A role nobody else uses; only the differences need naming. */
export function roleWith(overrides: Partial<CreateRoleBody> = {}): CreateRoleBody {
  const id = unique();
  return {
    roleId: `role${id}`,
    name: `Role ${id.slice(0, 4)}`,
    description: 'Reads assessments',
    permissions: ['Connector.CatalystAssesments'],
    ...overrides,
  };
}

export async function goToRoles(page: Page): Promise<void> {
  await goToConsole(page, undefined, '/admin/roles');
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();
  await assertAccessible(page, 'the Roles screen');
}

export async function goToCreateRole(page: Page): Promise<void> {
  await goToConsole(page, undefined, '/admin/roles/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Role' })).toBeVisible();
  await assertAccessible(page, 'the Add Role screen');
}

export async function clickAddRole(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Add Role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Role' })).toBeVisible();
  await assertAccessible(page, 'the Add Role screen');
}

export async function clickEditRole(page: Page, roleId: string): Promise<void> {
  await page.getByRole('link', { name: `Edit role ${roleId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible();
  await assertAccessible(page, `the Edit Role screen of ${roleId}`);
}

export async function clickViewRole(page: Page, roleId: string): Promise<void> {
  await page.getByRole('link', { name: `View role ${roleId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible();
  await assertAccessible(page, `the Edit Role screen of ${roleId}`);
}

export const roleField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The checkbox of one permission, found by its dotted name shown under its label. */
export const permissionBox = (page: Page, permission: Permission) =>
  page.getByRole('checkbox', { name: new RegExp(`${permission.replaceAll('.', '\\.')}$`) });

/** Fills the given text fields and ticks the given permissions. */
export async function fillRoleForm(page: Page, role: Partial<CreateRoleBody>): Promise<void> {
  if (role.roleId !== undefined) await roleField(page, 'Unique name').fill(role.roleId);
  if (role.name !== undefined) await roleField(page, 'Name').fill(role.name);
  if (role.description !== undefined) await roleField(page, 'Description').fill(role.description);
  for (const permission of role.permissions ?? []) await permissionBox(page, permission).check();
}

export async function clickSave(page: Page, label = 'Save'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
}

export async function assertToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** The list shows the role's row with these cells, in column order. */
export async function assertRoleRow(page: Page, cells: string[]): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/roles$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: cells[0], exact: true }) });
  await expect(row.getByRole('cell')).toContainText(cells);
}

/** Nothing on the form can be changed, and there is no way to save it. */
export async function assertRoleReadOnly(page: Page): Promise<void> {
  for (const label of ['Unique name', 'Name', 'Description']) await expect(roleField(page, label)).toBeDisabled();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}
