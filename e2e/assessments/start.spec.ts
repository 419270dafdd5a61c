import { mkdirSync } from 'node:fs';
import type { AssessmentProduct, ConnectedSupplier } from '@connector/contracts';
import type { Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import {
  assessmentTest as test,
  assessmentsOf,
  cardsList,
  connectedRow,
  fact,
  freshSupplier,
  MODEL,
  newCard,
  openStartDialog,
  recordNotScored,
  startAssessment,
} from '../support/assessments.ts';
import { DEADLINE } from '../support/deadlines.ts';
import { simulatorUrl } from '../support/stack.ts';
import { expect } from '../support/test.ts';
import { connectedOf } from '../suppliers/data.ts';

/**
 * Starting assessments from a connected supplier's Risk Assessments menu (ASM-7): the product's
 * screen opens on the new one, `...` while the simulator scores it, then its coloured label; the
 * connected list then shows the supplier's alerts and filters by that label (SUP-21, ASM-12).
 */
test.describe.configure({ mode: 'parallel' });

/** ASSESSMENT_SHOTS=dir keeps 1280×800 screenshots of the screens for a visual check. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.ASSESSMENT_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

async function startFromConnected(page: Page, app: Parameters<typeof connectedRow>[1], supplier: ConnectedSupplier, product: AssessmentProduct) {
  const notScoredSeen = await recordNotScored(page);
  const row = await connectedRow(page, app, supplier);
  const dialog = await openStartDialog(page, row, supplier, product);
  await shot(page, `start-dialog-${product}`);
  await startAssessment(page, dialog, product);
  const card = newCard(page);
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(MODEL[product]);
  expect(await notScoredSeen(), 'the new card said it was not scored yet while the simulator scored it').toBe(true);
  const label = fact(card, 'Score label');
  await expect(label, 'the simulator to score the assessment (the screen reads it again every few seconds)').toHaveText(/^(Low|Medium|High)$/, {
    timeout: DEADLINE.job,
  });
  return { card, label: (await label.innerText()).trim() };
}

test('compliance: New assessment from the connected list opens the screen on it, scored in seconds; the list then shows its alerts and filters by its label', async ({
  riskPage: page,
  riskApp: app,
  adminApi,
}) => {
  const supplier = await freshSupplier(adminApi, app.value, 'catalyst', (count) => count === 0);
  const { card, label } = await startFromConnected(page, app, supplier, 'catalyst');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/admin/catalystAssesments');
  expect(url.searchParams.get('supplierId')).toBe(supplier.supplierId);
  const view = await assessmentsOf(adminApi, app.value, supplier.supplierId, 'catalyst');
  expect(url.searchParams.get('newId')).toBe(view.main?.id);
  await expect(fact(card, 'Score')).toHaveText(String(view.main?.score));
  await expect(fact(card, 'Score label').locator(`[data-level="${label.toLowerCase()}"]`)).toBeVisible();
  await expect(fact(card, 'Started by')).not.toHaveText('None');
  // A single card takes the whole width (ASM-4).
  await expect(cardsList(page, supplier).getByRole('listitem')).toHaveCount(1);
  await expect(cardsList(page, supplier).getByRole('listitem')).toHaveAttribute('data-width', 'full');
  await assertAccessible(page, 'the assessments screen with one card');
  await shot(page, 'assessments-one-card');

  // The product's own page in a frame, from the simulator (ASM-11). A page loaded before the
  // application was chosen reloads once to frame its products: load it as a person coming back would.
  await page.reload();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Open in Compliance Catalyst' }).click();
  const frameDialog = page.getByRole('dialog', { name: `Compliance Catalyst: ${MODEL.catalyst} (${view.main?.id})` });
  const frame = frameDialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${simulatorUrl().replace(/[.]/g, '\\.')}/`));
  await expect(frameDialog.getByRole('progressbar')).toHaveCount(0);
  await expect(frame.contentFrame().locator('body')).not.toBeEmpty();
  await assertAccessible(page, 'the frame dialog');
  await shot(page, 'frame-dialog');
  await frameDialog.getByRole('button', { name: 'Close' }).click();
  await expect(frameDialog).toBeHidden();

  // The run closed writes the supplier's counter; the list shows it with the label.
  await expect
    .poll(async () => (await connectedOf(adminApi, app.value, { bvdId: supplier.bvdId }))[0]?.scoreLabel, {
      message: 'the connector to write the supplier’s compliance alerts',
      timeout: DEADLINE.job,
    })
    .toBe(label);
  const [listed] = await connectedOf(adminApi, app.value, { bvdId: supplier.bvdId });
  const row = await connectedRow(page, app, supplier);
  const headers = await page.getByRole('table', { name: 'Connected suppliers' }).getByRole('columnheader').allInnerTexts();
  const alerts = row.getByRole('cell').nth(headers.findIndex((header) => header.trim().startsWith('Compliance alerts')));
  await expect(alerts).toContainText(String(listed?.counter));
  await expect(alerts.locator(`[data-level="${label.toLowerCase()}"]`)).toHaveText(label);
  await assertAccessible(page, 'the connected list with alerts');
  await shot(page, 'connected-with-alerts');

  const scoreFilter = page.getByRole('combobox', { name: 'Compliance score' });
  await scoreFilter.selectOption(label);
  await expect(page).toHaveURL(new RegExp(`scoreLabel=${label}`));
  await expect(row).toContainText(supplier.supplierName);
  const other = ['Low', 'Medium', 'High'].find((candidate) => candidate !== label) as string;
  await scoreFilter.selectOption(other);
  await expect(page.getByRole('table', { name: 'Connected suppliers' }).getByText('No connected supplier matches this filter.', { exact: false })).toBeVisible();
});

test('supply chain: New assessment opens the screen with its portfolio, scored in seconds', async ({ riskPage: page, riskApp: app, adminApi }) => {
  const supplier = await freshSupplier(adminApi, app.value, 'supplyChain', (count) => count === 0);
  const { card } = await startFromConnected(page, app, supplier, 'supplyChain');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/admin/supplyChainAssessments');
  expect(url.searchParams.get('supplierId')).toBe(supplier.supplierId);
  expect(url.searchParams.get('portfolioId')).toBeTruthy();
  const view = await assessmentsOf(adminApi, app.value, supplier.supplierId, 'supplyChain');
  expect(url.searchParams.get('newId')).toBe(view.main?.id);
  await expect(fact(card, 'Status')).toHaveText(view.main?.status ?? '');
  await expect(card.getByRole('button', { name: 'Open in Supply Chain' })).toBeVisible();
});

test('several cards take half the width each', async ({ riskPage: page, riskApp: app, adminApi }) => {
  const supplier = await freshSupplier(adminApi, app.value, 'catalyst', (count) => count >= 1);
  await startFromConnected(page, app, supplier, 'catalyst');
  const items = cardsList(page, supplier).getByRole('listitem');
  await expect(items).toHaveCount((await assessmentsOf(adminApi, app.value, supplier.supplierId, 'catalyst')).list.length + 1);
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-width', 'half');
  const [first, second] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
  expect(second?.y).toBe(first?.y);
  await assertAccessible(page, 'the assessments screen with several cards');
  await shot(page, 'assessments-several-cards');
});
