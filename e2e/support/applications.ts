import { createApp, listEntryOf, saveLastApplication, updateApp, type App, type AppListEntry, type UpdateAppBody } from '@connector/contracts';
import { SIMULATOR_DEFAULTS as SIM, SIMULATOR_PREFIXES as PREFIX } from '@connector/contracts/providers/defaults';
import { expect, request, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import type { ConsoleApi } from './api.ts';
import { consoleUrl, simulatorUrl } from './stack.ts';

/** The Applications screen and the top bar's application selector (APP-4, APP-27). */

export async function goToApplications(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/configurations'));
  // The screen's code is fetched on the first visit.
  await expect(page.getByRole('heading', { name: 'Application List' })).toBeVisible();
  await assertAccessible(page, 'the Applications screen');
}

export function applicationList(page: Page): Locator {
  return page.getByRole('list', { name: 'Application List' });
}

/** Opens an application's wizard, whose heading is the application's name. */
export async function clickApplication(page: Page, name: string): Promise<void> {
  await applicationList(page).getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await assertAccessible(page, `the wizard of ${name}`);
}

export async function clickCreateNewApp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create new app' }).click();
  await expect(page.getByRole('textbox', { name: 'Application Name' })).toBeVisible();
  await assertAccessible(page, 'the new application form');
}

export async function fillApplicationName(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Application Name' }).fill('');
  await page.getByRole('textbox', { name: 'Application Name' }).pressSequentially(name);
}

export async function clickSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** Moves on a step, or shows why it cannot; either way the wizard is checked. */
export async function clickNext(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await assertAccessible(page, 'the wizard after Next');
}

export async function clickPrevious(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Previous' }).click();
  await assertAccessible(page, 'the wizard after Previous');
}

export async function assertToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('#notistack-snackbar').filter({ hasText: text }).first()).toBeVisible();
}

/** The top bar's selector shows this application. */
export async function assertSelectedApplication(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Application' })).toHaveText(name);
}

/** Chooses an application in the top bar and waits until it is stored as the user's last one. */
export async function chooseApplication(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Application' }).click();
  const option = page.getByRole('option', { name: new RegExp(`^${name}\\b`) });
  await expect(option).toBeVisible();
  await assertAccessible(page, 'the application selector, open');
  // Selected already (the user's last application, shown once their profile is read): nothing is stored.
  if ((await option.getAttribute('aria-selected')) === 'true') {
    await page.keyboard.press('Escape');
    await expect(option).toBeHidden();
    return;
  }
  const saved = page.waitForResponse((r) => r.request().method() === saveLastApplication.method && new URL(r.url()).pathname === saveLastApplication.path);
  await option.click();
  expect((await saved).status()).toBe(200);
}

export async function assertWizardStep(page: Page, step: 'Connectivity' | 'Validations'): Promise<void> {
  const other = step === 'Connectivity' ? 'Validations' : 'Connectivity';
  await expect(page.getByRole('button', { name: step === 'Connectivity' ? 'Next' : 'Save', exact: true })).toBeVisible();
  await expect(page.getByText(other, { exact: true })).toBeVisible();
}

/** A connectivity accordion; opened when it is closed. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const summary = page.getByRole('button', { name: title, exact: true });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  await assertAccessible(page, `the section ${title}`);
  return region;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as shown, with the asterisk of a required field or without. */
const labelled = (label: string) => new RegExp(`^${escape(label)}\\s*\\*?$`);

/** The input of a section's field (or of an array cell), by its label. */
export function fieldOf(section: Locator, label: string): Locator {
  return section.getByLabel(labelled(label));
}

/** The message shown under a field of a section. */
export async function assertFieldMessage(section: Locator, label: string, message: string): Promise<void> {
  const field = section.locator('.MuiFormControl-root').filter({ has: section.page().getByLabel(labelled(label)) });
  await expect(field.first()).toContainText(message);
}

export async function clickTestConnection(section: Locator): Promise<void> {
  await section.getByRole('button', { name: /Test connection|Connected|Connection Error/ }).click();
}

/** Seeds an application through the API; with `configured` it is wired to the simulators. */
export async function seedApplication(api: ConsoleApi, name: string, { configured = true } = {}): Promise<AppListEntry> {
  const created = await api.call(createApp, { body: { appName: name, enabled: true, type: 'Test' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const app = created.body.data as App;
  if (!configured) return listEntryOf(app);
  const updated = await api.call(updateApp, { params: { appId: app.appId }, body: simulatorApp() });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return listEntryOf(updated.body.data as App);
}

function simulatorApp(): UpdateAppBody {
  const base = (prefix: string) => `${simulatorUrl()}${prefix}/`;
  const aribaApi = { apiKey: SIM.ariba.apiKey, clientId: SIM.ariba.clientId, clientSecret: SIM.ariba.clientSecret };
  const off = { enabled: false };
  return {
    enabled: true,
    type: 'Test',
    catalystMapping: { enabled: true },
    orbisSearchMapping: off,
    supplyChainMapping: off,
    riskMapping: off,
    questionnaireMapping: off,
    params: {
      general: { realm: SIM.ariba.realms[0], region: SIM.ariba.region, aribaApiUrl: base(PREFIX.ariba), customOAuthUrl: false },
      moodys: {
        orbisUrl: base(PREFIX.orbis),
        orbisApiToken: SIM.orbis.apiToken,
        matchScoreLimit: 85,
        catalystUrl: base(PREFIX.catalyst),
        catalystApiKey: SIM.catalyst.apiKey,
        supplyChainUrl: base(PREFIX.supplychain),
        supplyChainApiKey: SIM.supplyChain.apiKey,
      },
      externalApprovalApi: { ...aribaApi, autoApprove: false },
      supplierDataWithPagination: { ...aribaApi, registrationStatuses: ['Registered'], fullSync: true, pageSize: 100 },
      organizationImport: { ...aribaApi, sources: [] },
      emailsJobConfiguration: { sendEmails: false },
    },
    catalystModel: null,
    supplyChainModel: null,
    orbisJobEmails: [],
  };
}

/** Makes every answer of one simulated provider fail until `clearFaults`. */
export async function injectFault(provider: 'ariba' | 'orbis' | 'catalyst' | 'supplychain'): Promise<void> {
  const http = await request.newContext();
  const response = await http.post(`${simulatorUrl()}/__sim/faults`, { data: { [provider]: { errorRate: 1 } } });
  expect(response.status()).toBe(200);
  await http.dispose();
}

export async function clearFaults(): Promise<void> {
  const http = await request.newContext();
  await http.delete(`${simulatorUrl()}/__sim/faults`);
  await http.dispose();
}

/** Asks the console's OAuth server for a token with app credentials (client_credentials grant). */
export async function tokenWith(clientId: string, clientSecret: string): Promise<{ status: number; accessToken?: string }> {
  const http = await request.newContext();
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  const response = await http.post(consoleUrl('/oidc/token'), {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: 'client_credentials' },
  });
  const body = (await response.json()) as { access_token?: string };
  await http.dispose();
  return { status: response.status(), accessToken: body.access_token };
}


export async function fillField(section: Locator, label: string, value: string): Promise<void> {
  await fieldOf(section, label).fill(value);
}

export async function clickSwitch(scope: Locator | Page, label: string): Promise<void> {
  await scope.getByRole('switch', { name: label }).click();
}

/** The message shown under a cell of an array field. */
export async function assertCellMessage(section: Locator, cell: string, message: string): Promise<void> {
  await expect(section.getByRole('cell').filter({ has: section.page().getByLabel(cell, { exact: true }) })).toContainText(message);
}

export async function clickChangeAppName(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Change App Name' }).click();
  await expect(page.getByRole('dialog', { name: 'Change App Name' })).toBeVisible();
  await assertAccessible(page, 'the Change App Name dialog');
}

/** Opens the details of a failed connection test. */
export async function openErrorDetails(section: Locator): Promise<Locator> {
  await section.getByRole('button', { name: 'Error details' }).click();
  const dialog = section.page().getByRole('dialog', { name: 'Error connection details' });
  await expect(dialog).toBeVisible();
  await assertAccessible(section.page(), 'the Error connection details dialog');
  return dialog;
}

/** Generates credentials again after the warning that the old secret stops working. */
export async function regenerateCredentials(section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Generate App Credentials' }).click();
  const dialog = section.page().getByRole('dialog', { name: 'Generate new credentials?' });
  await expect(dialog).toBeVisible();
  await assertAccessible(section.page(), 'the Generate new credentials dialog');
  await dialog.getByRole('button', { name: 'Generate App Credentials' }).click();
}

/** Fills the Change App Name dialog and saves it. */
export async function renameTo(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Change App Name' });
  await dialog.getByLabel('App Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}
