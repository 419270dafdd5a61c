import {
  APP_FLAGS,
  createApp,
  getCatalystSupplierAssessments,
  getSupplyChainSupplierAssessments,
  listEntryOf,
  updateApp,
  type App,
  type AppFlag,
  type AppListEntry,
  type AssessmentProduct,
  type ConnectedSupplier,
  type SupplierAssessments,
  type UpdateAppBody,
} from '@connector/contracts';
import { SIMULATOR_DEFAULTS as SIM, SIMULATOR_PREFIXES as PREFIX } from '@connector/contracts/providers/defaults';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { assertAccessible, checkAtEnd } from './accessibility.ts';
import { PASSWORD, unique, userWith, type ConsoleApi } from './api.ts';
import { DEADLINE } from './deadlines.ts';
import { signIn } from './sign-in.ts';
import { simulatorUrl } from './stack.ts';
import { test } from './test.ts';
import { connectedOf, syncThroughApi } from '../suppliers/data.ts';
import { filterConnectedByBvdId, goToConnected, useApplication } from '../suppliers/steps.ts';

/** The risk assessments as a user sees them: the connected list's menus and alerts, the two assessment screens. */

export const SCREEN_TITLE: Record<AssessmentProduct, string> = {
  catalyst: 'Compliance Catalyst Assessments',
  supplyChain: 'Supply Chain Catalyst Assessments',
};
export const NEW_ITEM: Record<AssessmentProduct, string> = {
  catalyst: 'New Compliance assessment',
  supplyChain: 'New Supply Chain assessment',
};
export const MODEL: Record<AssessmentProduct, string> = { catalyst: 'Standard Compliance', supplyChain: 'Supply Chain Resilience' };

/**
 * `test` with `riskPage`, a tab of a super administrator of the worker's own (so the application
 * it last chose is not another worker's), and `riskApp`, an application of the worker's own wired
 * to the simulators with both Catalysts on, its few dozen suppliers synced once.
 */
export const assessmentTest = test.extend<{ riskPage: Page }, { riskContext: BrowserContext; riskApp: AppListEntry }>({
  riskContext: [
    async ({ browser, adminApi }, use) => {
      const user = userWith(['superAdmin']);
      await adminApi.createUser(user);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, { email: user.email, password: PASSWORD });
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  riskApp: [
    async ({ adminApi }, use) => {
      const app = await seedRiskApplication(adminApi, `Risk_${unique()}`);
      await syncThroughApi(adminApi, app.value);
      await use(app);
    },
    { scope: 'worker', timeout: DEADLINE.sync + 60_000 },
  ],
  riskPage: async ({ riskContext }, use, testInfo) => {
    const page = await riskContext.newPage();
    await use(page);
    await checkAtEnd(page, testInfo);
    await page.close();
  },
});

/**
 * An application wired to the simulators with every integration on but the risk one and those
 * `off` names; it syncs only the realm's suppliers pending a resubmission, a few dozen.
 */
export async function seedRiskApplication(api: ConsoleApi, name: string, off: AppFlag[] = []): Promise<AppListEntry> {
  const created = await api.call(createApp, { body: { appName: name, enabled: true, type: 'Test' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { appId } = created.body.data as App;
  const updated = await api.call(updateApp, { params: { appId }, body: riskApp(off) });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return listEntryOf(updated.body.data as App);
}

function riskApp(off: AppFlag[]): UpdateAppBody {
  const base = (prefix: string) => `${simulatorUrl()}${prefix}/`;
  const aribaApi = { apiKey: SIM.ariba.apiKey, clientId: SIM.ariba.clientId, clientSecret: SIM.ariba.clientSecret };
  const on = (flag: AppFlag) => flag !== 'riskMapping' && !off.includes(flag);
  const flags = Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: on(flag) }])) as Pick<UpdateAppBody, AppFlag>;
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

const VIEW_OF = { catalyst: getCatalystSupplierAssessments, supplyChain: getSupplyChainSupplierAssessments } as const;

export async function assessmentsOf(api: ConsoleApi, appId: string, supplierId: string, product: AssessmentProduct): Promise<SupplierAssessments> {
  const { status, body } = await api.call(VIEW_OF[product], { params: { appId, supplierId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as SupplierAssessments;
}

/** Suppliers a test of this worker has taken already: each test assesses one no other has. */
const taken = new Set<string>();

/**
 * A connected supplier no test of the worker has used whose company the product has assessed
 * `earlier` times before (the simulator gives each company zero to two earlier assessments).
 */
export async function freshSupplier(
  api: ConsoleApi,
  appId: string,
  product: AssessmentProduct,
  earlier: (count: number) => boolean,
): Promise<ConnectedSupplier> {
  for (const supplier of await connectedOf(api, appId)) {
    if (taken.has(supplier.supplierId)) continue;
    const view = await assessmentsOf(api, appId, supplier.supplierId, product);
    if (!earlier((view.main ? 1 : 0) + view.list.length)) continue;
    taken.add(supplier.supplierId);
    return supplier;
  }
  throw new Error(`No connected supplier left with the ${product} history asked for`);
}

/** The connected list filtered to one supplier; resolves with its row. */
export async function connectedRow(page: Page, app: AppListEntry, supplier: ConnectedSupplier): Promise<Locator> {
  await goToConnected(page);
  await useApplication(page, app.label);
  const table = await filterConnectedByBvdId(page, supplier.bvdId);
  return table.getByRole('row').nth(1);
}

export function riskMenuButton(row: Locator, supplier: ConnectedSupplier): Locator {
  return row.getByRole('button', { name: `Risk Assessments: ${supplier.supplierName}` });
}

export function catalystMenuButton(row: Locator, supplier: ConnectedSupplier): Locator {
  return row.getByRole('button', { name: `Open Catalyst: ${supplier.supplierName}` });
}

/** Risk Assessments → New … assessment; resolves with the start dialog, checked with axe. */
export async function openStartDialog(page: Page, row: Locator, supplier: ConnectedSupplier, product: AssessmentProduct): Promise<Locator> {
  await riskMenuButton(row, supplier).click();
  await page.getByRole('menuitem', { name: NEW_ITEM[product] }).click();
  const dialog = page.getByRole('dialog', { name: `New ${product === 'catalyst' ? 'Compliance' : 'Supply Chain'} Catalyst assessment` });
  await expect(dialog.getByRole('combobox', { name: 'Model' })).toBeVisible();
  await assertAccessible(page, 'the start dialog');
  return dialog;
}

/** Chooses the model and presses Start Assesment; resolves once the product's screen shows. */
export async function startAssessment(page: Page, dialog: Locator, product: AssessmentProduct): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: MODEL[product] }).click();
  await dialog.getByRole('button', { name: 'Start Assesment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_TITLE[product] })).toBeVisible();
}

export function cardsList(page: Page, supplier: ConnectedSupplier): Locator {
  return page.getByRole('list', { name: `Assessments of ${supplier.supplierName}` });
}

/** The card marked New. */
export function newCard(page: Page): Locator {
  return page.locator('article[data-new="true"]');
}

/** The value of a card's fact, by its term ("Score", "Score label"). */
export function fact(card: Locator, term: string): Locator {
  return card.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Records, from the page's first script on, whether a card marked New ever said it was not scored
 * yet: the simulator scores an assessment in seconds, so a test looking later could miss it.
 */
export async function recordNotScored(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const flag = window as unknown as { notScoredSeen?: boolean };
    new MutationObserver(() => {
      const card = document.querySelector('article[data-new="true"]');
      if (card?.textContent?.includes('Not scored yet')) flag.notScoredSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => Boolean((window as unknown as { notScoredSeen?: boolean }).notScoredSeen));
}
