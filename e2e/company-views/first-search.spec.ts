import type { AppListEntry, ConnectedSupplier } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import type { Page } from '@playwright/test';
import { unique } from '../support/api.ts';
import { chooseApplication, seedApplication } from '../support/applications.ts';
import { DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { sideMenu } from '../support/shell.ts';
import { clickSignIn, fillCredentials, signIn, type Credentials } from '../support/sign-in.ts';
import { consoleUrl } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';
import { connectedOf, newSuperAdmin, simulatedCompanies, syncedApplication } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { assertReportOf, bvdIdForm, clickOpenInOrbis, searchBvdId } from './steps.ts';

/**
 * The first report of a session (issue 27; decision 015): a person on a fresh browser context signs
 * in and sees the report after one Search, with no reload of the page and nothing typed lost; a
 * change of application with a report on screen keeps the search. Each test's `page` is a browser
 * context of its own, with no cookie or storage of an earlier one. Everything after sign-in happens
 * inside the page, as a person works, so a page written for another selection would have to reload.
 */
test.describe.configure({ mode: 'serial' });

let first: AppListEntry;
let second: AppListEntry;
let detailApp: AppListEntry;
let linked: ConnectedSupplier;
let company: SimCompany;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  first = await seedApplication(adminApi, `First_${unique()}`);
  second = await seedApplication(adminApi, `Second_${unique()}`);
  const [known] = await simulatedCompanies(1);
  if (!known) throw new Error('The simulated Orbis has no company');
  company = known;
  detailApp = await syncedApplication(adminApi, 'FirstDetail');
  const connected = await connectedOf(adminApi, detailApp.value);
  if (!connected[0]) throw new Error('The sync linked no supplier');
  linked = connected[0];
});

/** Counts the page's own loads from now on: a reload of the console is one. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** A fresh user's first sign-in, from the console's front door or from the address it opens at. */
async function signInFresh(page: Page, user: Credentials, path?: string): Promise<void> {
  if (path === undefined) return signIn(page, user);
  await page.goto(consoleUrl(path));
  await fillCredentials(page, user, { audit: false });
  await clickSignIn(page);
  // Back at the address it opened, whatever that screen shows before an application is chosen.
  await expect(page, 'the console after sign-in').toHaveURL(consoleUrl(path), { timeout: DEADLINE.page });
  await expect(sideMenu(page), 'the console shell').toBeVisible({ timeout: DEADLINE.page });
}

/** Search Suppliers by BvD ID, reached through the side menu: no page load. */
async function openBvdIdSearch(page: Page): Promise<void> {
  const entry = sideMenu(page).getByRole('link', { name: 'Search Suppliers by BvD ID', exact: true });
  if (!(await entry.isVisible())) await sideMenu(page).getByRole('button', { name: 'Search', exact: true }).click();
  await entry.click();
  await expect(bvdIdForm(page)).toBeVisible({ timeout: DEADLINE.page });
}

test('the first BvD ID search of a fresh browser shows the report after one Search, with no reload', async ({ page, adminApi }) => {
  // A super administrator of their own: no last application, no earlier session.
  const user = await newSuperAdmin(adminApi);
  await signInFresh(page, user);
  await useApplication(page, first.label);
  const loads = countPageLoads(page);
  await openBvdIdSearch(page);

  expect(await searchBvdId(page, company.bvdId)).toBe(200);
  await assertReportOf(page, company);
  await expect(bvdIdForm(page).getByRole('textbox', { name: 'Find a supplier' })).toHaveValue(company.bvdId);
  expect(loads(), 'page loads after sign-in').toBe(0);
});

test('the first OPEN IN ORBIS of a fresh browser on the supplier detail shows the report, with no reload', async ({ page, adminApi }) => {
  // A super administrator of their own: no last application, no earlier session.
  const user = await newSuperAdmin(adminApi);
  await signInFresh(page, user, `/admin/supplier?${new URLSearchParams({ id: linked.supplierId })}`);
  const loads = countPageLoads(page);
  await useApplication(page, detailApp.label);
  await expect(page.getByRole('heading', { level: 2, name: linked.supplierName, exact: true })).toBeVisible({ timeout: DEADLINE.page });

  const dialog = await clickOpenInOrbis(page, linked.supplierName, linked.bvdId);
  const frame = dialog.getByTitle(`Orbis company report of ${linked.bvdId}`, { exact: true });
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().getByRole('row').filter({ has: frame.contentFrame().getByRole('rowheader', { name: 'BvD ID' }) })).toContainText(
    linked.bvdId,
  );
  expect(loads(), 'page loads after sign-in').toBe(0);
});

test('a fresh browser opening /admin/orbis with a BvD ID shows the report once an application is chosen, with no reload', async ({ page, adminApi }) => {
  // A super administrator of their own: no last application, no earlier session.
  const user = await newSuperAdmin(adminApi);
  await signInFresh(page, user, `/admin/orbis?${new URLSearchParams({ bvdId: company.bvdId })}`);
  await expect(page).toHaveURL(new RegExp(`/admin/orbis\\?bvdId=${company.bvdId}$`));
  const loads = countPageLoads(page);
  await useApplication(page, first.label);

  await assertReportOf(page, company);
  expect(loads(), 'page loads after sign-in').toBe(0);
});

test('changing the application with a report on screen keeps the search and shows the new application’s report', async ({ page, adminApi }) => {
  // A super administrator of their own: no last application, no earlier session.
  const user = await newSuperAdmin(adminApi);
  await signInFresh(page, user);
  await useApplication(page, first.label);
  const loads = countPageLoads(page);
  await openBvdIdSearch(page);
  expect(await searchBvdId(page, company.bvdId)).toBe(200);
  await assertReportOf(page, company);

  // The new application is asked about the same company, and its report framed.
  const checked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(`/api/apps/${second.value}/orbis/company/`));
  await chooseApplication(page, second.label);
  expect((await checked).status()).toBe(200);
  await expect(bvdIdForm(page).getByRole('textbox', { name: 'Find a supplier' })).toHaveValue(company.bvdId);
  await expect(page.getByRole('heading', { level: 2, name: company.name, exact: true })).toBeVisible();
  await assertReportOf(page, company);
  expect(loads(), 'page loads after sign-in').toBe(0);
});

