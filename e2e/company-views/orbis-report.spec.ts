import type { AppListEntry } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { unique } from '../support/api.ts';
import { assertAccessible } from '../support/accessibility.ts';
import { seedApplication } from '../support/applications.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { simulatorUrl } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, simulatedCompanies } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { assertReportOf, frameHeight, goToOrbisReport } from './steps.ts';

/**
 * `/admin/orbis?bvdId=` (CMP-5, CMP-6): the company report across the screen, loaded
 * with a fresh context of the selected application's Orbis; without a BvD ID, a clear message.
 */
// A sign-in, a screen fetched on its first visit and the provider's report in a frame per test:
// more than a minute on a machine three times slower, and while another worker syncs.
let app: AppListEntry;
let admin: Credentials;
let company: SimCompany;

test.beforeAll(async ({ adminApi }) => {
  app = await seedApplication(adminApi, `Orbis_${unique()}`);
  admin = await newSuperAdmin(adminApi);
  const companies = await simulatedCompanies(3);
  company = companies[2] ?? (companies[0] as SimCompany);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
});

test('renders the report of the BvD ID in the address, across the screen’s width', async ({ page }) => {
  const context = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/orbis/context'));
  await goToOrbisReport(page, company.bvdId);
  expect((await context).status()).toBe(200);
  const frame = await assertReportOf(page, company);
  expect(await frameHeight(frame)).toBe(800);
  const main = await page.getByRole('main').boundingBox();
  const box = await frame.boundingBox();
  // The content area's width less its padding.
  expect(box?.width ?? 0).toBeGreaterThan((main?.width ?? 0) - 80);
  await assertAccessible(page, 'the Orbis company report');

  // The page may frame the report hosts of its tenant's enabled applications (all on the simulators here), and nothing else.
  const policy = await page.evaluate(async () => (await fetch(window.location.href)).headers.get('content-security-policy') ?? '');
  const frameSrc = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('frame-src '));
  expect(frameSrc).toBe(`frame-src ${new URL(simulatorUrl()).origin}`);
});

test('without a BvD ID in the address it says there is no company to show', async ({ page }) => {
  await goToOrbisReport(page);
  await expect(page.getByText('No company to show')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await assertAccessible(page, 'the Orbis company report without a company');
});
