import type { AppListEntry, Supplier } from '@connector/contracts';
import type { Locator, Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, supplierOf, syncedApplication, waitingWithPlace } from '../suppliers/data.ts';
import { assertCriteriaError, goToLinkFlow, useApplication } from '../suppliers/steps.ts';

/**
 * The own-entity request (OWN-1 to OWN-6; issue 12 item 4) from the link flow of a
 * supplier missing a BvD ID: Orbis searched once more, the form's rules, the request sent, and the
 * supplier linked once the simulated Orbis has added the company (after SIM_OWN_ENTITY_DELAY_MS,
 * 5 s in the browser tests) and the connector's next check has found it. One application of its
 * own, synced through the API.
 */
test.describe.configure({ mode: 'serial' });

let app: AppListEntry;
let admin: Credentials;
let supplier: Supplier;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  app = await syncedApplication(adminApi, 'Own');
  admin = await newSuperAdmin(adminApi);
  const [waiting] = await waitingWithPlace(adminApi, app.value, 1);
  if (!waiting) throw new Error('No supplier waits for a person');
  supplier = waiting;
});

/** 'Request own entity' under the search; resolves with the dialog on its first step, Orbis searched again. */
async function openOwnEntityRequest(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Request own entity' }).click();
  const dialog = page.getByRole('dialog', { name: /^Own entity request/ });
  await expect(dialog).toContainText(`For ${supplier.supplierName} (${supplier.supplierId})`);
  await expect(dialog.getByRole('search', { name: 'Search criteria' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: /compan(y|ies) found/ })).toBeVisible();
  await assertAccessible(page, 'the own entity dialog, its company search');
  return dialog;
}

/** Past the search to the request form. */
async function clickRequestIt(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: 'Not in Orbis: request it' }).click();
  const form = dialog.getByRole('form', { name: 'Own entity request details' });
  await expect(form).toBeVisible();
  return form;
}

const textField = (form: Locator, label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
const countryOf = (form: Locator) => form.getByRole('combobox', { name: /^Country/ });

async function chooseIn(form: Locator, field: Locator, option: string): Promise<void> {
  await field.click();
  await form.page().getByRole('option', { name: option, exact: true }).click();
}

test('an own entity request: its rules first, then sent, and the supplier linked once Orbis has added the company', async ({ page, adminApi }) => {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/ownEntity')) sent.push(r.postDataJSON());
  });
  const country = (supplier.supplierCountryName ?? '').toUpperCase();
  const countryName = countryNames.of(country) ?? country;

  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToLinkFlow(page, supplier.supplierId, supplier.supplierName);
  const dialog = await openOwnEntityRequest(page);
  const form = await clickRequestIt(dialog);

  // Prefilled from the supplier; address line 1, country and product option are asked for before anything is sent.
  await expect(textField(form, 'Company Name')).toHaveValue(supplier.supplierName);
  await expect(textField(form, 'City')).toHaveValue(supplier.supplierCityName ?? '');
  await expect(textField(form, 'Postal Code')).toHaveValue(supplier.supplierPostalCode ?? '');
  await expect(countryOf(form)).toHaveValue(countryName);
  await countryOf(form).click();
  await form.getByRole('button', { name: 'Clear' }).click();
  await form.getByRole('button', { name: 'Send request' }).click();
  await assertCriteriaError(textField(form, 'Street Address 1'), 'Street Address 1 is Required');
  await assertCriteriaError(countryOf(form), 'Country is Required');
  await expect(form.getByText('Product Option is Required')).toBeVisible();
  await expect(textField(form, 'Street Address 2')).not.toHaveAttribute('aria-invalid', 'true');
  await assertAccessible(page, 'the own entity request with its errors');
  expect(sent).toEqual([]);

  await textField(form, 'Street Address 1').fill('Unit 4, Harbour Road');
  await countryOf(form).fill(countryName);
  await page.getByRole('option', { name: countryName, exact: true }).click();
  await chooseIn(form, form.getByRole('combobox', { name: /^Product Option/ }), 'Supply and Compliance');
  await textField(form, 'Telephone Number').fill('+34 910 000 000');
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/ownEntity'));
  await form.getByRole('button', { name: 'Send request' }).click();
  expect((await answered).status()).toBe(201);
  // Empty optional fields are left out.
  expect(sent).toEqual([
    {
      CompanyName: supplier.supplierName,
      StreetAdress1: 'Unit 4, Harbour Road',
      ...(supplier.supplierPostalCode ? { PostCode: supplier.supplierPostalCode } : {}),
      City: supplier.supplierCityName,
      Country: country,
      TelephoneNumber: '+34 910 000 000',
      ProductOption: 'SupplyCompliance',
    },
  ]);
  await expect(dialog.getByText('Own entity request sent')).toBeVisible();
  const status = dialog.getByRole('status', { name: 'Request status' });
  await expect(status).toContainText('Pending');
  await assertAccessible(page, 'the own entity request sent');

  // The simulated Orbis adds the company; the connector's check links the supplier to it, and the
  // dialog, which reads the request again while it is pending, shows it.
  await expect(status, 'the own-entity check to find the company added in Orbis and link the supplier (Request status: Linked)').toContainText(
    'Linked',
    { timeout: DEADLINE.job },
  );
  // The check writes the link and the request's state in one transaction: the supplier is linked,
  // by the request, as soon as the request says so. Nothing else links this application's suppliers.
  const linked = await supplierOf(adminApi, app.value, supplier.supplierId);
  expect(linked, 'the supplier once its request shows Linked').toMatchObject({
    state: 'linked',
    bvdId: expect.stringMatching(new RegExp(`^${country}\\*OE`)),
    link: { source: 'request' },
  });
  await expect(status).toContainText(`the supplier is linked to ${linked.bvdId}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`It is linked to ${linked.bvdId} now`)).toBeVisible();
});
