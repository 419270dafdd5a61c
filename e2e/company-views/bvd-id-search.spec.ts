import type { AppListEntry } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { unique } from '../support/api.ts';
import { assertAccessible } from '../support/accessibility.ts';
import { seedApplication } from '../support/applications.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, simulatedCompanies } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { assertReportOf, bvdIdForm, frameHeight, goToBvdIdSearch, reportFrame, searchBvdId } from './steps.ts';

/**
 * Search Suppliers by BvD ID (CMP-1, CMP-4; decision 019): Orbis is asked whether it knows the
 * company, then its report is framed 800 px high; an unknown or malformed BvD ID gets a message,
 * never an empty frame. An application of its own wired to the simulators; nothing to sync.
 */
// A sign-in, a screen fetched on its first visit and the provider's report in a frame per test:
// more than a minute on a machine three times slower, and while another worker syncs.
let app: AppListEntry;
let admin: Credentials;
let company: SimCompany;

test.beforeAll(async ({ adminApi }) => {
  app = await seedApplication(adminApi, `Bvd_${unique()}`);
  admin = await newSuperAdmin(adminApi);
  const [first] = await simulatedCompanies(1);
  if (!first) throw new Error('The simulated Orbis has no company');
  company = first;
});

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
});

test('a known BvD ID shows the company’s name and its Orbis report in a frame 800 px high', async ({ page }) => {
  await goToBvdIdSearch(page);
  const search = bvdIdForm(page).getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await bvdIdForm(page).getByRole('textbox', { name: 'Find a supplier' }).fill('   ');
  await expect(search).toBeDisabled();

  // Case does not matter; Enter searches as Search does.
  expect(await searchBvdId(page, company.bvdId.toLowerCase(), 'Enter')).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: company.name, exact: true })).toBeVisible();
  const frame = await assertReportOf(page, company);
  expect(await frameHeight(frame)).toBe(800);
  await assertAccessible(page, 'the company report of the BvD ID search');
});

test('an unknown BvD ID gets a clear message and a malformed one the field’s, with no frame', async ({ page }) => {
  await goToBvdIdSearch(page);
  const unknown = `ZZ${unique().toUpperCase()}`;
  expect(await searchBvdId(page, unknown)).toBe(404);
  await expect(page.getByRole('status').filter({ hasText: `No company in Orbis has the BvD ID ${unknown}.` })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await assertAccessible(page, 'the BvD ID search for an unknown company');

  const field = bvdIdForm(page).getByRole('textbox', { name: 'Find a supplier' });
  expect(await searchBvdId(page, '1234')).toBe(400);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('A BvD ID is two letters followed by letters and digits');
  await expect(page.locator('iframe')).toHaveCount(0);
  await assertAccessible(page, 'the BvD ID search for a malformed BvD ID');

  // The known one again: the message gives way to the report.
  expect(await searchBvdId(page, company.bvdId)).toBe(200);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await assertReportOf(page, company);
  await expect(reportFrame(page, company.bvdId)).toHaveCount(1);
});
