import { getApp, type App } from '@connector/contracts';
import { spreadsheetFile, unlinkedSuppliers } from '../imports/data.ts';
import { assertAccessible } from '../support/accessibility.ts';
import { unique, userWith } from '../support/api.ts';
import { assertToast, clickApplication, clickNext, goToApplications } from '../support/applications.ts';
import {
  addMappedRow,
  assertListQuestion,
  assertNoChangesReport,
  assertRemovedReport,
  chooseIn,
  chooseValues,
  clickContinue,
  clickSaveMapping,
  mappedRow,
  previewRows,
  rowValues,
  trySupplier,
  uploadList,
} from '../support/mapping-editor.ts';
import {
  assertActive,
  clickAddNewMapping,
  clickGear,
  gearOf,
  goToMapping,
  mappingSetOf,
  mappingTest as test,
  orbisRecord,
  seedMappingApplication,
  showApplication,
} from '../support/mappings.ts';
import { roleWith } from '../support/roles.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect } from '../support/test.ts';
import { connectedOf, syncThroughApi } from '../suppliers/data.ts';

/**
 * The editor's tools on applications of their own: a list replaced by another or by an uploaded
 * spreadsheet (and what that removes), the preview on one supplier, the Catalyst's models, and
 * the gear that only the type's permission shows.
 */
test.describe.configure({ mode: 'parallel' });

const NOT_LINKED = 'The supplier is not linked to a BvD ID yet: link it first to preview what would be written';

test('questionnaire: lists replaced, a spreadsheet uploaded, a csv refused, one supplier previewed, the first version saved active', async ({
  mapperPage: page,
  adminApi,
}) => {
  const app = await seedMappingApplication(adminApi, `Map_${unique()}`);
  await syncThroughApi(adminApi, app.value);
  const [linked] = await connectedOf(adminApi, app.value);
  const [unlinked] = await unlinkedSuppliers(adminApi, app.value, 1);
  if (!linked || !unlinked) throw new Error('The sync linked no supplier, or every one');

  await goToMapping(page, 'questionnaireMapping', app.label);
  await expect(page.getByText('No mapping saved yet. Add one to start.')).toBeVisible();
  await clickAddNewMapping(page);
  await chooseIn(page, 'Custom List', 'Compliance Catalyst Assessment');
  await addMappedRow(page, 'Name (NAME)', ['Catalyst Status']);
  await addMappedRow(page, 'City (CITY)', ['Score']);

  // Another list: asked first; Cancel keeps the list, Continue removes what the new one lacks.
  await chooseIn(page, 'Custom List', 'Orbis Company Data');
  await (await assertListQuestion(page, 'List')).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('combobox', { name: 'Custom List' })).toHaveText('Compliance Catalyst Assessment');
  await expect(rowValues(mappedRow(page, 'Name (NAME)'))).toHaveText(['Catalyst Status']);
  await chooseIn(page, 'Custom List', 'Orbis Company Data');
  await clickContinue(await assertListQuestion(page, 'List'));
  await assertRemovedReport(page, ['Name (NAME): Catalyst Status', 'City (CITY): Score']);
  await expect(rowValues(mappedRow(page, 'Name (NAME)'))).toHaveCount(0);
  await chooseValues(page, 'Name (NAME)', ['Legal name']);
  await chooseValues(page, 'City (CITY)', ['City']);

  // Only spreadsheets are read; one holding every mapped value removes nothing.
  await uploadList(page, { name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from('ORBIS_CITY,City\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please Upload XLS or XLSX File' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Custom List' })).toHaveText('Orbis Company Data');
  const rows = [
    ['Question ID', 'Label'],
    ['ORBIS_LEGAL_NAME', 'Legal name'],
    ['ORBIS_CITY', 'City'],
    ['ORBIS_STATUS', 'Company status'],
  ];
  await uploadList(page, spreadsheetFile('questions.xlsx', rows));
  await clickContinue(await assertListQuestion(page, 'file'));
  await assertNoChangesReport(page);
  await expect(page.getByRole('status').filter({ hasText: '3 values read from questions.xlsx' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Custom List' })).toHaveText('questions.xlsx (uploaded)');

  // The preview shows what Orbis holds of the linked supplier, as it would be written; nothing of an unlinked one.
  const orbis = await orbisRecord(linked.bvdId, ['NAME', 'CITY']);
  const preview = await trySupplier(page, linked.supplierId);
  expect(await previewRows(preview, linked.supplierId)).toEqual([
    ['Name (NAME)', 'Legal name', orbis.NAME],
    ['City (CITY)', 'City', orbis.CITY],
  ]);
  await expect(preview.getByText(`Written to ${linked.orbisQuestionnaireId}, from BvD ID ${linked.bvdId}`)).toBeVisible();
  await assertAccessible(page, 'the preview on one supplier');
  await trySupplier(page, unlinked);
  await expect(preview.getByRole('alert')).toHaveText(NOT_LINKED);

  await clickSaveMapping(page);
  await assertActive(page, 0);
  const [stored] = (await mappingSetOf(adminApi, app.value, 'questionnaireMapping')).versions;
  expect(stored?.content.list).toMatchObject({ name: 'questions.xlsx', origin: 'upload', items: rows.slice(1).map(([value, label]) => ({ value, label })) });
  expect(stored?.content.rows).toMatchObject([
    { field: 'NAME', values: ['ORBIS_LEGAL_NAME'] },
    { field: 'CITY', values: ['ORBIS_CITY'] },
  ]);
});

test("catalyst: Refresh Models fills the model's choices and SAVE keeps the one chosen", async ({ mapperPage: page, adminApi }) => {
  const app = await seedMappingApplication(adminApi, `Mod_${unique()}`);
  await goToMapping(page, 'catalystMapping', app.label);
  const panel = page.getByRole('region', { name: 'Assessment model' });
  const model = panel.getByRole('combobox', { name: 'Model' });
  await expect(model).toHaveText('None');
  await model.click();
  await expect(page.getByRole('option')).toHaveText(['None']);
  await page.keyboard.press('Escape');

  await panel.getByRole('button', { name: 'Refresh Models' }).click();
  await expect(panel.getByRole('button', { name: 'Refresh Models' })).toBeEnabled();
  await model.click();
  await expect(page.getByRole('option')).toHaveText(['None', 'Standard Compliance', 'Anti-Bribery and Corruption', 'Sanctions and Watchlists']);
  await assertAccessible(page, 'the models offered');
  await page.getByRole('option', { name: 'Sanctions and Watchlists' }).click();
  await panel.getByRole('button', { name: 'Save the model' }).click();
  await assertToast(page, 'Success');

  const { body } = await adminApi.call(getApp, { params: { appId: app.value } });
  expect((body.data as App).catalystModel).toEqual({ id: 'CC-SAN', Name: 'Sanctions and Watchlists' });
  await page.reload();
  await expect(model).toHaveText('Sanctions and Watchlists');
});

test("a role with the Orbis mapping permission sees that gear only, opens its mapping from it, and is refused another type's screen", async ({ page, adminApi }) => {
  const role = roleWith({ permissions: ['Connector.Configurations.Applications', 'Connector.Mappings.Orbis'] });
  await adminApi.createRole(role);
  const user = userWith([role.roleId]);
  await adminApi.createUser(user);
  await signIn(page, user);

  await goToApplications(page);
  await showApplication(page, 'Demo');
  await clickApplication(page, 'Demo');
  await clickNext(page);
  await expect(gearOf(page, 'questionnaireMapping')).toBeVisible();
  for (const other of ['orbisSearchMapping', 'catalystMapping', 'riskMapping', 'supplyChainMapping'] as const) {
    await expect(gearOf(page, other)).toHaveCount(0);
  }
  // The demo's versions may be changing in another test: the screen is only opened here.
  await clickGear(page, 'questionnaireMapping');

  await goToConsole(page, undefined, '/admin/mapping/riskMapping');
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
});
