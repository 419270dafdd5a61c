import type { AppListEntry, ConnectedSupplier, Supplier } from '@connector/contracts';
import { assertAccessible } from '../support/accessibility.ts';
import { DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { connectedOf, newSuperAdmin, syncedApplication, waitingWithPlace } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { assertReportOf, awaitEnhancement, clickOpenInOrbis, enhancementTable, goToSupplierDetail } from './steps.ts';

/**
 * The supplier detail (CMP-7 to CMP-11; decision 019): a linked supplier with its Orbis Enhancement,
 * filled by the job that runs after a link, and its report; a supplier without a BvD ID; an
 * unknown one. One application of its own, synced through the API, which links suppliers.
 */
test.describe.configure({ mode: 'serial' });

let app: AppListEntry;
let admin: Credentials;
let linked: ConnectedSupplier;
let waiting: Supplier;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  app = await syncedApplication(adminApi, 'Detail');
  admin = await newSuperAdmin(adminApi);
  const connected = await connectedOf(adminApi, app.value);
  if (!connected[0]) throw new Error('The sync linked no supplier');
  linked = connected[0];
  [waiting] = (await waitingWithPlace(adminApi, app.value, 1)) as [Supplier];
});

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
});

test('a linked supplier: its id and name, its Orbis Enhancement once the job has run, OPEN IN ORBIS and OPEN IN ARIBA', async ({ page }) => {
  await goToSupplierDetail(page, linked.supplierId);
  await expect(page.getByRole('heading', { level: 2, name: linked.supplierName, exact: true }), 'the supplier, read once the screen is up').toBeVisible({
    timeout: DEADLINE.page,
  });
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: linked.supplierId })).toHaveCount(1);
  await expect(facts.filter({ hasText: linked.bvdId })).toHaveCount(1);

  const enhancement = await awaitEnhancement(page);
  await expect(enhancementTable(page).getByRole('columnheader')).toHaveText(['Question', 'Answer']);
  expect(enhancement).toMatchObject({ 'Legal name': expect.any(String), Country: expect.stringMatching(/^[A-Z]{2}$/) });
  await expect(page.getByText('Orbis Enhancement hasn\'t run for this supplier')).toHaveCount(0);

  const ariba = page.getByRole('link', { name: 'OPEN IN ARIBA (opens a new tab)' });
  await expect(ariba).toHaveAttribute('href', new RegExp(`/${linked.supplierId}$`));
  await expect(ariba).toHaveAttribute('target', '_blank');

  const dialog = await clickOpenInOrbis(page, linked.supplierName, linked.bvdId);
  await assertReportOf(dialog, { bvdId: linked.bvdId, name: enhancement['Legal name'] as string });
  await assertAccessible(page, 'the OPEN IN ORBIS dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a supplier without a BvD ID: the enhancement has not run, and no report is offered', async ({ page }) => {
  await goToSupplierDetail(page, waiting.supplierId);
  await expect(page.getByRole('heading', { level: 2, name: waiting.supplierName, exact: true }), 'the supplier, read once the screen is up').toBeVisible({
    timeout: DEADLINE.page,
  });
  await expect(page.getByText('Orbis Enhancement hasn\'t run for this supplier')).toBeVisible();
  await expect(enhancementTable(page)).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: 'Not linked' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'OPEN IN ORBIS' })).toHaveCount(0);
  await assertAccessible(page, 'the supplier detail without enhancement');
});

test('an unknown supplier id, and none at all, show Supplier Not Found', async ({ page }) => {
  await goToSupplierDetail(page, `NOPE-${linked.supplierId}`);
  await expect(page.getByText('Supplier Not Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'OPEN IN ORBIS' })).toHaveCount(0);
  await assertAccessible(page, 'the supplier detail of an unknown supplier');

  await goToSupplierDetail(page);
  await expect(page.getByText('Supplier Not Found')).toBeVisible();
});
