import { getSupplier, listMissingSuppliers, type AppListEntry, type MissingPage, type SupplierDetail } from '@connector/contracts';
import { PASSWORD, unique, userWith } from '../support/api.ts';
import { seedApplication } from '../support/applications.ts';
import { TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import {
  addBvdId,
  assertSyncDone,
  chooseMatchPercentage,
  clickSearch,
  clickSyncNow,
  confirmLink,
  filterConnectedByBvdId,
  goToActivity,
  goToConnected,
  goToLinkBvd,
  goToLinkFlow,
  stateCount,
  unlink,
  useApplication,
} from './steps.ts';

/**
 * One application of its own, synced from the simulated Ariba through the console, then linked
 * and unlinked by hand as SUP-15 to SUP-17 and SUP-23 tell it. Serial: the later tests work on the synced suppliers.
 */
// The first test syncs through the console: its run may wait for the other worker's.
test.describe.configure({ mode: 'serial', timeout: TEST_TIMEOUT.withSync });

let app: AppListEntry;
/** A super administrator of the default tenant with a complete record, so the chosen application is remembered. */
let admin: { email: string; password: string };

test('Sync now pulls the suppliers and matches them, the screen following the run until it is done', async ({ page, adminApi }) => {
  app = await seedApplication(adminApi, `Sup_${unique()}`);
  const user = userWith(['superAdmin']);
  await adminApi.createUser(user);
  admin = { email: user.email, password: PASSWORD };
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToActivity(page);
  await clickSyncNow(page);
  await expect(page.getByRole('button', { name: 'Sync running' })).toBeVisible();
  await assertSyncDone(page);
  expect(await stateCount(page, 'Linked')).toBeGreaterThan(0);
  expect(await stateCount(page, 'Waiting for a person')).toBeGreaterThan(0);
  expect(await stateCount(page, 'Waiting for matching')).toBe(0);
});

test('a kept candidate is linked with Accept and its confirmation, and leaves the list', async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
  const table = await goToLinkBvd(page);
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Accept/ }) }).first();
  const supplierId = (await row.getByRole('cell').first().innerText()).trim();
  const accept = row.getByRole('button', { name: /^Accept/ });
  const bvdId = /^Accept (\S+) for/.exec((await accept.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await accept.click();
  await confirmLink(page, bvdId);
  // The list is read again 1.5 s later, without the supplier now linked.
  await expect(table.getByRole('cell', { name: supplierId, exact: true })).toHaveCount(0);
});

test('the link flow finds the company by criteria, links it, and Unlink offers to match it again', async ({ page, adminApi }) => {
  // A supplier waiting for a person, with a city and a country for the criteria.
  const missing = await adminApi.call(listMissingSuppliers, { params: { appId: app.value } });
  const rows = (missing.body.data as MissingPage).rows;
  let chosen: SupplierDetail['data'] | undefined;
  for (const row of rows) {
    const detail = await adminApi.call(getSupplier, { params: { appId: app.value, supplierId: row.supplierId } });
    const supplier = (detail.body.data as SupplierDetail).data;
    if (supplier.supplierCityName && supplier.supplierCountryName) {
      chosen = supplier;
      break;
    }
  }
  if (!chosen) throw new Error('No waiting supplier has a city and a country');

  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToLinkFlow(page, chosen.supplierId, chosen.supplierName);
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue(chosen.supplierName);
  // It was not a sure match: look wider than the default 85 %.
  await chooseMatchPercentage(page, 1);
  const results = await clickSearch(page);
  const free = results.getByRole('row').filter({ has: page.getByRole('button', { name: /^Add BvdId/ }) }).filter({ hasNotText: 'Assigned to' });
  const bvdId = await addBvdId(page, free.first());
  await expect(page.getByText(`It is linked to ${bvdId} now`)).toBeVisible();

  await goToConnected(page);
  const connected = await filterConnectedByBvdId(page, bvdId);
  await expect(connected).toContainText(chosen.supplierId);
  const again = await unlink(page, connected.getByRole('row').nth(1), chosen.supplierName);
  await again.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/supplier-search\\?supplierId=${chosen.supplierId}$`));
  await expect(page.getByText(`Linking ${chosen.supplierName} (${chosen.supplierId})`)).toBeVisible();
  await expect(page.getByText('Choose the company below and press Add BvdId.')).toBeVisible();
});
