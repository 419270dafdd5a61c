import { expect, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { DEADLINE } from './deadlines.ts';
import { consoleUrl } from './stack.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Opens a tenant's console; an anonymous visitor is sent on to the sign-in page. */
export async function goToConsole(page: Page, tenant?: string, path = '/admin'): Promise<void> {
  await page.goto(consoleUrl(path, tenant));
}

/**
 * Whether a step checks the screen it reaches with axe. Signing in on the way to what a test is
 * about skips the checks of the sign-in page and the first screen: the sign-in tests make them,
 * and every test still checks the screen it ends on.
 */
export interface Audit {
  audit?: boolean;
}

export async function fillCredentials(page: Page, { email, password }: Credentials, { audit = true }: Audit = {}): Promise<void> {
  // The console loads, finds no session and sends the browser on to the provider's sign-in page.
  await expect(page.getByLabel('Password'), 'the sign-in page').toBeVisible({ timeout: DEADLINE.page });
  if (audit) await assertAccessible(page, 'the sign-in page');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

export async function clickSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in from the console's front door and waits until the console shell is shown; with
 * `audit`, the sign-in page and the first screen are checked with axe on the way.
 */
export async function signIn(page: Page, user: Credentials, tenant?: string, { audit = false }: Audit = {}): Promise<void> {
  await goToConsole(page, tenant);
  await fillCredentials(page, user, { audit });
  await clickSignIn(page);
  await assertInConsole(page, { audit });
}

export async function assertInConsole(page: Page, { audit = true }: Audit = {}): Promise<void> {
  // Back from the provider, the console loads again and reads the user's profile.
  await expect(page, 'the console after sign-in').toHaveURL(/\/admin(\/|$)/, { timeout: DEADLINE.page });
  await expect(page.getByRole('navigation'), 'the console shell').toBeVisible({ timeout: DEADLINE.page });
  await expect(page.getByRole('heading', { level: 1 }), 'the first console screen').toBeVisible({ timeout: DEADLINE.page });
  if (audit) await assertAccessible(page, 'the first console screen');
}

export async function assertSignInRefused(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await assertAccessible(page, 'the sign-in page with its refusal');
}
