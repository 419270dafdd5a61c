import type { AppListEntry, Supplier } from '@connector/contracts';
import { DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { connectedOf, newSuperAdmin, supplierOf, syncedApplication, waitingWithPlace } from './data.ts';
import {
  assertCriteria,
  chooseCountry,
  chooseMatchPercentage,
  clickAddAssigned,
  clickSearchAndLink,
  confirmLink,
  criteriaField,
  criteriaForm,
  goToLinkBvd,
  goToLinkFlow,
  resultRows,
  searchBy,
  useApplication,
} from './steps.ts';

/**
 * The link flow from the Link BvD list, and its branch for a BvD ID another supplier already
 * holds (SUP-15). One application of its own, synced through the API; serial, as the
 * last test links a supplier.
 */
test.describe.configure({ mode: 'serial' });

let app: AppListEntry;
let admin: Credentials;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  app = await syncedApplication(adminApi, 'Link');
  admin = await newSuperAdmin(adminApi);
});

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

test('Search and Link opens the criteria search filled from that supplier, already searched', async ({ page, adminApi }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
  const table = await goToLinkBvd(page);
  // The newest supplier waiting for a person with a city and a country, so its criteria are complete.
  const shown = (await table.getByRole('row').filter({ has: page.getByRole('link', { name: /^Search and Link / }) }).all()).slice(0, 5);
  let chosen: Supplier | undefined;
  for (const row of shown) {
    const supplier = await supplierOf(adminApi, app.value, (await row.getByRole('cell').first().innerText()).trim());
    if (supplier.supplierCityName && supplier.supplierCountryName) {
      chosen = supplier;
      break;
    }
  }
  if (!chosen) throw new Error('No supplier on the first page of Link BvD has a city and a country');

  const searched = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/suppliers/match'));
  await clickSearchAndLink(table, chosen.supplierName);
  await expect(page).toHaveURL(new RegExp(`/admin/supplier-search\\?supplierId=${chosen.supplierId}$`));
  // The screen's code is fetched on its first visit.
  await expect(page.getByText(`Linking ${chosen.supplierName} (${chosen.supplierId})`), 'the criteria search of the supplier').toBeVisible({
    timeout: DEADLINE.page,
  });
  await assertCriteria(page, {
    companyName: chosen.supplierName,
    nationalId: chosen.supplierNationalId ?? '',
    city: chosen.supplierCityName ?? '',
    postCode: chosen.supplierPostalCode ?? '',
    country: countryNames.of(chosen.supplierCountryName ?? '') ?? '',
  });
  await expect(criteriaForm(page).getByRole('combobox', { name: 'Match Percentage' })).toHaveText('85%');
  // Complete criteria are searched at once, with the supplier's own fields.
  expect((await searched).postDataJSON()).toMatchObject({
    CompanyName: chosen.supplierName,
    City: chosen.supplierCityName,
    Country: chosen.supplierCountryName?.toUpperCase(),
    MatchPercent: 85,
  });
  // It was no sure match: wider, every company found offers 'Add BvdId' for this supplier.
  await chooseMatchPercentage(page, 1);
  const { results } = await searchBy(page, () => criteriaForm(page).getByRole('button', { name: 'Search' }).click());
  await expect(resultRows(results).first()).toBeVisible();
  await expect(resultRows(results).filter({ hasNot: page.getByRole('button', { name: /^Add BvdId / }) })).toHaveCount(0);
});

test('a BvD ID another supplier holds is warned about: Cancel links nothing, Continue leads to the link dialog', async ({ page, adminApi }) => {
  const [target] = await waitingWithPlace(adminApi, app.value, 1);
  if (!target) throw new Error('No waiting supplier');
  // A supplier linked automatically, found again by its own fields.
  let holder: Supplier | undefined;
  for (const connected of (await connectedOf(adminApi, app.value)).slice(0, 20)) {
    const supplier = await supplierOf(adminApi, app.value, connected.supplierId);
    if (supplier.supplierCityName && supplier.supplierCountryName) {
      holder = supplier;
      break;
    }
  }
  if (!holder?.bvdId) throw new Error('No linked supplier has a city and a country');
  const heldBvdId = holder.bvdId;
  const links: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/supplier/')) links.push(r.url());
  });

  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToLinkFlow(page, target.supplierId, target.supplierName);
  await expect(page.getByRole('status').filter({ hasText: /compan(y|ies) found/ })).toBeVisible();
  await criteriaField(page, 'Company Name').fill(holder.supplierName);
  await criteriaField(page, 'National Id').fill(holder.supplierNationalId ?? '');
  await criteriaField(page, 'City').fill(holder.supplierCityName ?? '');
  await criteriaField(page, 'Postal Code').fill(holder.supplierPostalCode ?? '');
  await chooseCountry(page, countryNames.of(holder.supplierCountryName ?? '') ?? '');
  await chooseMatchPercentage(page, 1);
  const { results } = await searchBy(page, () => criteriaForm(page).getByRole('button', { name: 'Search' }).click());
  const held = resultRows(results).filter({ hasText: heldBvdId });
  await expect(held).toContainText(`Assigned to ${holder.supplierId}`);

  const warning = await clickAddAssigned(page, held, heldBvdId, holder.supplierId);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  // Nothing was sent and nothing changed: the supplier still waits, the holder keeps its BvD ID.
  expect(links).toEqual([]);
  expect(await supplierOf(adminApi, app.value, target.supplierId)).toMatchObject({ bvdId: null, state: 'unmatched' });
  expect(await supplierOf(adminApi, app.value, holder.supplierId)).toMatchObject({ bvdId: heldBvdId, state: 'linked' });
  await expect(page.getByText('Choose the company below and press Add BvdId.')).toBeVisible();

  // Asked again, the flow starts again from the warning; Continue opens the link dialog.
  const again = await clickAddAssigned(page, held, heldBvdId, holder.supplierId);
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again).toBeHidden();
  const dialog = page.getByRole('dialog', { name: `Do you want to add BVD ${heldBvdId}?` });
  await expect(dialog.getByRole('region', { name: 'Supplier' })).toContainText(target.supplierId);
  await expect(dialog.getByRole('region', { name: 'Supplier' })).toContainText(target.supplierName);
  await expect(dialog.getByRole('region', { name: 'Result' })).toContainText(heldBvdId);
  await confirmLink(page, heldBvdId);
  expect(links).toHaveLength(1);
  await expect(page.getByText(`It is linked to ${heldBvdId} now`)).toBeVisible();
  expect(await supplierOf(adminApi, app.value, target.supplierId)).toMatchObject({ bvdId: heldBvdId, state: 'linked', link: { source: 'manual' } });
  // Continuing shares the BvD ID: the supplier that held it keeps it.
  expect((await connectedOf(adminApi, app.value, { bvdId: heldBvdId })).map((s) => s.supplierId).toSorted()).toEqual(
    [holder.supplierId, target.supplierId].toSorted(),
  );
});
