import type { CreateTenantBody } from '@connector/contracts';
import { expect, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { unique } from './api.ts';
import { goToConsole } from './sign-in.ts';

/** What the tenant form asks for, as a user fills it in. */
export interface TenantInput {
  tenantId: string;
  name: string;
  address: string;
  city: string;
  language: 'English' | 'Spanish';
  email: string;
  webSiteUrl: string;
}

/** A tenant nobody else uses; only the differences need naming. Unique names are at most 16 characters. */
export function tenantWith(overrides: Partial<TenantInput> = {}): TenantInput {
  const id = `t${unique()}`;
  return {
    tenantId: id,
    name: id,
    address: '1 Market Street',
    city: 'Leeds',
    language: 'English',
    email: `it@${id}.example`,
    webSiteUrl: `https://${id}.example`,
    ...overrides,
  };
}

/** The same tenant as the API takes it, for seeding. */
export function tenantBody(tenant: TenantInput): CreateTenantBody {
  const { language, ...rest } = tenant;
  return { ...rest, language: language === 'Spanish' ? 'es' : 'en', enabled: true, ssoEnabled: false };
}

export async function goToTenants(page: Page): Promise<void> {
  await goToConsole(page, undefined, '/admin/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await assertAccessible(page, 'the Tenants screen');
}

export async function goToEditTenant(page: Page, tenantId: string): Promise<void> {
  await goToConsole(page, undefined, `/admin/tenants/edit/${tenantId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tenant' })).toBeVisible();
  await assertAccessible(page, `the Edit Tenant screen of ${tenantId}`);
}

export async function goToCreateTenant(page: Page): Promise<void> {
  await goToConsole(page, undefined, '/admin/tenants/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Tenant' })).toBeVisible();
  await assertAccessible(page, 'the Add Tenant screen');
}

export async function clickAddTenant(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Add Tenant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Tenant' })).toBeVisible();
  await assertAccessible(page, 'the Add Tenant screen');
}

export async function clickEditTenant(page: Page, tenantId: string): Promise<void> {
  await page.getByRole('link', { name: `Edit tenant ${tenantId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tenant' })).toBeVisible();
  await assertAccessible(page, `the Edit Tenant screen of ${tenantId}`);
}

export const tenantField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: language }).click();
}

/** Fills the given fields of the tenant form; fields left out keep what they hold. */
export async function fillTenantForm(page: Page, tenant: Partial<TenantInput>): Promise<void> {
  const labels: Record<Exclude<keyof TenantInput, 'language'>, string> = {
    tenantId: 'Unique name',
    name: 'Name',
    address: 'Address',
    city: 'City',
    email: 'Email',
    webSiteUrl: 'Web Site Url',
  };
  for (const [key, label] of Object.entries(labels)) {
    const value = tenant[key as keyof typeof labels];
    if (value !== undefined) await tenantField(page, label).fill(value);
  }
  if (tenant.language) await chooseLanguage(page, tenant.language);
}

export const clientSecretField = (page: Page) => page.getByLabel('Client secret', { exact: true });

export async function fillClientSecret(page: Page, secret: string): Promise<void> {
  await clientSecretField(page).fill(secret);
}

export async function clickRevealSecret(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show client secret' }).click();
}

export async function clickSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

export async function assertToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** The list shows the tenant's row with these cells, in column order. */
export async function assertTenantRow(page: Page, cells: string[]): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: cells[0], exact: true }) });
  await expect(row.getByRole('cell')).toContainText(cells);
}

/** A text field shows `message` as its error, announced as its description. */
export async function assertFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = tenantField(page, label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}
