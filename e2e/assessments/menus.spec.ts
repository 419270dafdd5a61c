import { unique } from '../support/api.ts';
import {
  assessmentTest as test,
  catalystMenuButton,
  connectedRow,
  NEW_ITEM,
  riskMenuButton,
  seedRiskApplication,
} from '../support/assessments.ts';
import { expect } from '../support/test.ts';
import { connectedOf, syncThroughApi } from '../suppliers/data.ts';

/**
 * The connected list's Open Catalyst and Risk Assessments menus (SUP-20, ASM-8, ASM-9): the
 * Catalyst menu opens a second after it is asked for, and both follow the application's flags.
 */
test.describe.configure({ mode: 'parallel' });

test('Open Catalyst opens after about a second, its trigger busy meanwhile; Risk Assessments at once, with New assessment', async ({
  riskPage: page,
  riskApp: app,
  adminApi,
}) => {
  const [supplier] = await connectedOf(adminApi, app.value);
  if (!supplier) throw new Error('The sync linked no supplier');
  const row = await connectedRow(page, app, supplier);
  const catalyst = catalystMenuButton(row, supplier);
  const asked = Date.now();
  await catalyst.click();
  // Not open at once: the trigger says it is opening, and the menu comes a second after the click
  // (on a busy machine the second may pass before a check that the menu is still closed could run).
  await expect(catalyst).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await expect(page.getByRole('menuitem', { name: 'Open in Compliance Catalyst' })).toBeVisible();
  expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole('menuitem', { name: 'Open in Supply Chain' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await riskMenuButton(row, supplier).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Alerts of Compliance', 'Alerts of Supply Chain', NEW_ITEM.catalyst, NEW_ITEM.supplyChain], {
    timeout: 500,
  });
  await page.getByRole('menuitem', { name: 'Alerts of Compliance' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/catalystAssesments\\?supplierId=${supplier.supplierId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance Catalyst Assessments' })).toBeVisible();
});

test('with the Catalyst flags off neither menu nor alert column shows', async ({ riskPage: page, adminApi }) => {
  const app = await seedRiskApplication(adminApi, `RiskOff_${unique()}`, ['catalystMapping', 'supplyChainMapping']);
  await syncThroughApi(adminApi, app.value);
  const [supplier] = await connectedOf(adminApi, app.value);
  if (!supplier) throw new Error('The sync linked no supplier');
  const row = await connectedRow(page, app, supplier);
  await expect(row.getByRole('button', { name: `Unlink Supplier ${supplier.supplierName}` })).toBeVisible();
  await expect(catalystMenuButton(row, supplier)).toHaveCount(0);
  await expect(riskMenuButton(row, supplier)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /alerts/ })).toHaveCount(0);
});
