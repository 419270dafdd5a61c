import type { AppListEntry, ConnectedSupplier } from '@connector/contracts';
import { TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { connectedOf, newSuperAdmin, supplierOf, syncedApplication } from './data.ts';
import {
  connectedFilter,
  connectedSupplierIds,
  filterConnectedByBvdId,
  filterConnectedByName,
  goToConnected,
  unlink,
  useApplication,
} from './steps.ts';

/**
 * Connected suppliers (SUP-19): the filter by Company Name or BvD Id, and Unlink answered
 * No (SUP-23). One application of its own, synced through the API; serial, as the last test
 * unlinks a supplier.
 */
test.describe.configure({ mode: 'serial' });

let app: AppListEntry;
let admin: Credentials;
let connected: ConnectedSupplier[];

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  app = await syncedApplication(adminApi, 'Conn');
  admin = await newSuperAdmin(adminApi);
  connected = await connectedOf(adminApi, app.value);
  expect(connected.length).toBeGreaterThan(10);
});

/** The first word of a connected supplier's name that starts the names of two to five of them. */
async function sharedPrefix(api: Parameters<typeof connectedOf>[0]): Promise<{ prefix: string; expected: ConnectedSupplier[] }> {
  const words = [...new Set(connected.map((supplier) => supplier.supplierName.split(' ')[0] ?? ''))].filter((word) => word.length >= 3);
  for (const prefix of words.slice(0, 40)) {
    const expected = await connectedOf(api, app.value, { supplierName: prefix });
    if (expected.length >= 2 && expected.length <= 5) return { prefix, expected };
  }
  throw new Error('No first word starts the names of two to five connected suppliers');
}

test('Filter waits for a Company Name or a BvD Id, then finds names by how they start and a BvD ID exactly', async ({ page, adminApi }) => {
  const { prefix, expected } = await sharedPrefix(adminApi);
  const startsSo = (name: string) => name.toLowerCase().startsWith(prefix.toLowerCase());
  expect(expected.every((supplier) => startsSo(supplier.supplierName))).toBe(true);
  const other = connected.find((supplier) => !startsSo(supplier.supplierName));
  if (!other) throw new Error('Every connected supplier starts the same way');

  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToConnected(page);
  const filter = connectedFilter(page);
  const button = filter.getByRole('button', { name: 'Filter' });
  const name = filter.getByRole('textbox', { name: 'Company Name' });
  const bvdId = filter.getByRole('textbox', { name: 'BvD Id' });
  await expect(button).toBeDisabled();
  await name.fill('   ');
  await bvdId.fill('  ');
  await expect(button).toBeDisabled();
  await name.fill(prefix);
  await expect(button).toBeEnabled();
  await name.fill('');
  await expect(button).toBeDisabled();
  await bvdId.fill(other.bvdId);
  await expect(button).toBeEnabled();
  await bvdId.fill('');
  await expect(button).toBeDisabled();

  // The name is matched by how it starts, whatever the case.
  const byName = await filterConnectedByName(page, prefix.toUpperCase());
  expect((await connectedSupplierIds(byName)).toSorted()).toEqual(expected.map((supplier) => supplier.supplierId).toSorted());
  expect(new URL(page.url()).searchParams.get('supplierName')).toBe(prefix.toUpperCase());

  await filter.getByRole('button', { name: 'Clear' }).click();
  await expect(name).toHaveValue('');
  // Every supplier again, five to a page.
  await expect(byName.getByRole('row').filter({ has: page.getByRole('button', { name: /^Unlink Supplier / }) })).toHaveCount(5);
  expect(new URL(page.url()).searchParams.has('supplierName')).toBe(false);

  const byBvdId = await filterConnectedByBvdId(page, other.bvdId);
  expect(await connectedSupplierIds(byBvdId)).toEqual([other.supplierId]);
  await expect(byBvdId).toContainText(other.supplierName);
});

test('Unlink answered No reloads the list, and the supplier has left it', async ({ page, adminApi }) => {
  const chosen = connected[connected.length - 1] as ConnectedSupplier;
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToConnected(page);
  const table = await filterConnectedByBvdId(page, chosen.bvdId);
  const again = await unlink(page, table.getByRole('row').nth(1), chosen.supplierName);
  // Unlinked already, but still listed behind the question: the list is read again on No.
  const listedBehind = page
    .getByRole('table', { name: 'Connected suppliers', includeHidden: true })
    .getByRole('cell', { name: chosen.supplierId, exact: true, includeHidden: true });
  await expect(listedBehind).toHaveCount(1);
  const reloaded = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith('/suppliers') && new URL(r.url()).searchParams.get('bvdId') === chosen.bvdId,
  );
  await again.getByRole('button', { name: 'No' }).click();
  expect((await reloaded).status()).toBe(200);
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/searchConnectedSuppliers\?/);
  await expect(table.getByText('No connected supplier matches this filter.', { exact: false })).toBeVisible();
  await expect(listedBehind).toHaveCount(0);
  expect(await supplierOf(adminApi, app.value, chosen.supplierId)).toMatchObject({ bvdId: null, state: 'unmatched' });
  expect(await connectedOf(adminApi, app.value, { bvdId: chosen.bvdId })).toEqual([]);
});
