import {
  APP_FLAGS,
  createApp,
  getMappingSet,
  listEntryOf,
  updateApp,
  type App,
  type AppListEntry,
  type MappingSet,
  type MappingType,
  type UpdateAppBody,
} from '@connector/contracts';
import { SIMULATOR_DEFAULTS as SIM, SIMULATOR_PREFIXES as PREFIX } from '@connector/contracts/providers/defaults';
import { expect, request, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { assertAccessible, checkAtEnd } from './accessibility.ts';
import { PASSWORD, userWith, type ConsoleApi } from './api.ts';
import { assertSelectedApplication, assertToast, chooseApplication } from './applications.ts';
import { signIn } from './sign-in.ts';
import { consoleUrl, simulatorUrl } from './stack.ts';
import { test } from './test.ts';
import { OrbisDataResponse, toOrbisDataRecord } from '@connector/contracts/providers/orbis';

/** The integration mapping screens as a user sees them: a type's versions, and the data behind them (the editor: mapping-editor.ts). */

/**
 * `test` with `mapperPage`: a new tab of a browser where a super administrator of the worker's
 * own signed in once; the tab signs in again through the provider's session, without the form.
 * A user of its own, so the application it last chose is not another worker's.
 */
export const mappingTest = test.extend<{ mapperPage: Page }, { mapperContext: BrowserContext }>({
  mapperContext: [
    async ({ browser, adminApi }, use) => {
      const user = userWith(['superAdmin']);
      await adminApi.createUser(user);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, { email: user.email, password: PASSWORD });
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  mapperPage: async ({ mapperContext }, use, testInfo) => {
    const page = await mapperContext.newPage();
    await use(page);
    await checkAtEnd(page, testInfo);
    await page.close();
  },
});

export const MAPPING_TITLE: Record<MappingType, string> = {
  orbisSearchMapping: 'Ariba Custom Form Integration Mapping',
  questionnaireMapping: 'Orbis Integration Mapping',
  catalystMapping: 'Compliance Catalyst Assesment Integration Mapping',
  riskMapping: 'Risk Integration Mapping',
  supplyChainMapping: 'Supply Chain Catalyst Mapping',
};

/** The switch of each type in the wizard's Validations step, whose gear opens the mapping. */
export const INTEGRATION_NAME: Record<MappingType, string> = {
  orbisSearchMapping: 'Ariba Custom Form Integration',
  questionnaireMapping: 'Orbis Integration',
  catalystMapping: 'Compliance Catalyst Assesment Integration',
  riskMapping: 'Risk Integration',
  supplyChainMapping: 'Supply Chain Catalyst Integration',
};

/**
 * An application of its own wired to the simulators with every integration on but the risk one
 * (its push needs a callback of its own). It syncs only the realm's suppliers pending a
 * resubmission, a few dozen, so a sync takes seconds and still links most of them.
 */
export async function seedMappingApplication(api: ConsoleApi, name: string): Promise<AppListEntry> {
  const created = await api.call(createApp, { body: { appName: name, enabled: true, type: 'Test' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { appId } = created.body.data as App;
  const updated = await api.call(updateApp, { params: { appId }, body: mappingApp() });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return listEntryOf(updated.body.data as App);
}

function mappingApp(): UpdateAppBody {
  const base = (prefix: string) => `${simulatorUrl()}${prefix}/`;
  const aribaApi = { apiKey: SIM.ariba.apiKey, clientId: SIM.ariba.clientId, clientSecret: SIM.ariba.clientSecret };
  const flags = Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: flag !== 'riskMapping' }])) as Pick<UpdateAppBody, (typeof APP_FLAGS)[number]>;
  return {
    enabled: true,
    type: 'Test',
    ...flags,
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
      supplierDataWithPagination: { ...aribaApi, registrationStatuses: ['PendingResubmit'], fullSync: true, pageSize: 100 },
      organizationImport: { ...aribaApi, sources: [] },
      emailsJobConfiguration: { sendEmails: false },
    },
    catalystModel: null,
    supplyChainModel: null,
    orbisJobEmails: [],
  };
}

export async function mappingSetOf(api: ConsoleApi, appId: string, mappingType: MappingType): Promise<MappingSet> {
  const { status, body } = await api.call(getMappingSet, { params: { appId, mappingType } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as MappingSet;
}

/** What the simulated Orbis holds of a company: the oracle a preview is checked against. */
export async function orbisRecord(bvdId: string, fields: string[]): Promise<Record<string, string | null>> {
  const http = await request.newContext();
  const response = await http.post(`${simulatorUrl()}${PREFIX.orbis}/Companies/data`, {
    headers: { ApiToken: SIM.orbis.apiToken },
    data: { WHERE: [{ BvDID: [bvdId] }], SELECT: fields },
  });
  expect(response.status()).toBe(200);
  const { Data } = OrbisDataResponse.parse(await response.json());
  await http.dispose();
  const record = Data?.[0];
  if (!record) throw new Error(`The simulated Orbis has no company ${bvdId}`);
  // As the console reads it: lists joined, numbers as text.
  return toOrbisDataRecord(record);
}

/** Opens a type's screen by its address, then chooses `appLabel` in the top bar unless it is shown already. */
export async function goToMapping(page: Page, mappingType: MappingType, appLabel: string): Promise<void> {
  await page.goto(consoleUrl(`/admin/mapping/${mappingType}`));
  await expect(page.getByRole('heading', { level: 1, name: MAPPING_TITLE[mappingType] })).toBeVisible();
  await showApplication(page, appLabel);
  await assertVersionsShown(page, mappingType);
}

/** Chooses `appLabel` in the top bar unless it is shown already (the user's last application is shown at sign-in). */
export async function showApplication(page: Page, appLabel: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Application' });
  await expect(selector).not.toHaveText('');
  if ((await selector.innerText()).trim() !== appLabel) await chooseApplication(page, appLabel);
  await assertSelectedApplication(page, appLabel);
}

/** The screen of a type showing its versions. */
export async function assertVersionsShown(page: Page, mappingType: MappingType): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: MAPPING_TITLE[mappingType] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Versions' })).toBeVisible();
  await expect(versionsTable(page)).toBeVisible();
  await assertAccessible(page, `the versions of ${mappingType}`);
}

/** The gear beside an integration's switch in the wizard's Validations step. */
export function gearOf(page: Page, mappingType: MappingType): Locator {
  return page.getByRole('link', { name: `Configure ${INTEGRATION_NAME[mappingType]}` });
}

export async function clickGear(page: Page, mappingType: MappingType): Promise<void> {
  await gearOf(page, mappingType).click();
  await assertVersionsShown(page, mappingType);
}

export function versionsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Mapping versions' });
}

/** The row of a version, found by its Edit button. */
export function versionRow(page: Page, version: number): Locator {
  return versionsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit version ${version}`, exact: true }) });
}

/** The versions the list shows, top to bottom. */
export async function listedVersions(page: Page): Promise<number[]> {
  const cells = await versionsTable(page).getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  return cells.map(Number);
}

/** The tick is on `version` and on no other row; every other row offers ACTIVATE. */
export async function assertActive(page: Page, version: number): Promise<void> {
  await expect(versionRow(page, version).getByRole('img', { name: 'Active' })).toBeVisible();
  await expect(versionsTable(page).getByRole('img', { name: 'Active' })).toHaveCount(1);
  await expect(versionRow(page, version).getByRole('button', { name: /^Activate/ })).toHaveCount(0);
}

/** ACTIVATE on a version's row, with the mouse or from the keyboard; waits for the tick to move. */
export async function activate(page: Page, version: number, how: 'click' | 'keyboard' = 'click'): Promise<void> {
  const button = versionRow(page, version).getByRole('button', { name: `Activate version ${version}` });
  if (how === 'click') {
    await button.click();
  } else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await assertToast(page, 'Success');
  await assertActive(page, version);
}

export async function clickAddNewMapping(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add New Mapping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New version' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Options' })).toBeVisible();
}

/** Ticks Compare on two versions, `a` first; resolves with the table that sets them side by side. */
export async function compareVersions(page: Page, a: number, b: number): Promise<Locator> {
  await page.getByRole('checkbox', { name: `Compare version ${a}` }).check();
  await page.getByRole('checkbox', { name: `Compare version ${b}` }).check();
  const table = page.getByRole('table', { name: `Version ${a} and version ${b}` });
  await expect(table).toBeVisible();
  return table;
}

/** The cells of one row of the comparison (A, then B), found by its field's label. */
export function comparedRow(table: Locator, label: string | RegExp): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label }) });
}
