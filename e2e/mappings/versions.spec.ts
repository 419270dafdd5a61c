import { listApps, type AppListEntry, type MappingRow, type MappingType } from '@connector/contracts';
import { assertAccessible } from '../support/accessibility.ts';
import type { ConsoleApi } from '../support/api.ts';
import { addMappedRow, chooseIn, clickSaveMapping } from '../support/mapping-editor.ts';
import {
  activate,
  assertActive,
  clickAddNewMapping,
  comparedRow,
  compareVersions,
  goToMapping,
  listedVersions,
  mappingSetOf,
  mappingTest as test,
  versionRow,
} from '../support/mappings.ts';
import { expect } from '../support/test.ts';

/**
 * The five integration mappings of the demo application, seeded with an active version 0 each:
 * a new version is made from a list and the type's Options, saved, activated, and version 0 made
 * the active one again. Each type is a test of its own; they touch different types, so they run
 * side by side. The gear of the wizard that opens a type is followed in mappings-editor.spec.ts.
 */
test.describe.configure({ mode: 'parallel' });

interface RowInput {
  option: string;
  values: string[];
  source?: string;
}

interface TypeCase {
  /** The label of the type's list drop-down, and the list chosen in it. */
  listLabel: string;
  list: { id: string; name: string };
  rows: RowInput[];
  /** The rows as the server stores them. */
  saved: Partial<MappingRow>[];
}

const CASES: Record<MappingType, TypeCase> = {
  orbisSearchMapping: {
    listLabel: 'Custom List',
    list: { id: 'CF-REGISTRATION', name: 'Supplier Registration Questionnaire' },
    rows: [
      { option: 'name', values: ['Legal name of the company'] },
      { option: 'city', values: ['City', 'Postal code'] },
    ],
    saved: [
      { field: 'name', values: ['SUPPLIER_NAME'] },
      { field: 'city', values: ['CITY', 'POSTAL_CODE'] },
    ],
  },
  questionnaireMapping: {
    listLabel: 'Custom List',
    list: { id: 'TPL-ORBIS', name: 'Orbis Company Data' },
    rows: [
      { option: 'Name (NAME)', values: ['Legal name'] },
      { option: 'Postcode (POSTCODE)', values: ['Postcode'] },
    ],
    saved: [
      { field: 'NAME', label: 'Name (NAME)', values: ['ORBIS_LEGAL_NAME'] },
      { field: 'POSTCODE', values: ['ORBIS_POSTCODE'] },
    ],
  },
  catalystMapping: {
    listLabel: 'Compliance Catalyst List View',
    list: { id: 'TPL-CC', name: 'Compliance Catalyst Assessment' },
    rows: [
      { option: 'Score (CF_RA_Score)', values: ['Score'] },
      { option: 'Connector URL', values: ['Connector URL'] },
    ],
    saved: [
      { field: 'CF_RA_Score', values: ['CC_SCORE'], custom: false },
      { field: 'connectorUrl', values: ['CC_CONNECTOR_URL'], custom: true },
    ],
  },
  riskMapping: {
    listLabel: 'Custom List',
    list: { id: 'orbis-data', name: 'Orbis company data' },
    rows: [
      { option: 'Overall risk (FIELD_01)', values: ['Score (CF_RA_Score)'] },
      { option: 'FIELD_02', source: 'Orbis', values: ['Name (NAME)'] },
    ],
    saved: [
      { field: 'FIELD_01', values: ['CF_RA_Score'], optionRisk: 'catalyst' },
      { field: 'FIELD_02', values: ['NAME'], optionRisk: 'orbis' },
    ],
  },
  supplyChainMapping: {
    listLabel: 'Supply Chain List View',
    list: { id: 'TPL-SCC', name: 'Supply Chain Catalyst Assessment' },
    rows: [
      { option: 'Score (Score)', values: ['Score'] },
      { option: 'Connector Status', values: ['Connector Status'] },
    ],
    saved: [
      { field: 'Score', values: ['SCC_SCORE'] },
      { field: 'bvdStatus', values: ['SCC_CONNECTOR_STATUS'], custom: true },
    ],
  },
};

async function demoApp(api: ConsoleApi): Promise<AppListEntry> {
  const { status, body } = await api.call(listApps);
  expect(status, JSON.stringify(body)).toBe(200);
  const demo = (body.data as AppListEntry[]).find((app) => app.label === 'Demo');
  if (!demo) throw new Error('The stack has no demo application (SEED_DEMO)');
  return demo;
}

for (const [mappingType, { listLabel, list, rows, saved }] of Object.entries(CASES) as [MappingType, TypeCase][]) {
  test(`${mappingType}: a new version is saved from a list and the Options, activated, and version 0 active again`, async ({ mapperPage: page, adminApi }) => {
    const demo = await demoApp(adminApi);
    const before = await mappingSetOf(adminApi, demo.value, mappingType);
    expect(before.active, 'the demo application starts with version 0 active').toBe(0);
    const next = Math.max(...before.versions.map((version) => version.version)) + 1;

    await goToMapping(page, mappingType, 'Demo');
    await assertActive(page, 0);

    await clickAddNewMapping(page);
    await chooseIn(page, listLabel, list.name);
    for (const row of rows) await addMappedRow(page, row.option, row.values, row.source);
    await assertAccessible(page, `the editor of ${mappingType} with its rows`);
    await clickSaveMapping(page);

    expect((await listedVersions(page))[0], 'the new version at the top of the list').toBe(next);
    await expect(versionRow(page, next).getByRole('button', { name: `Activate version ${next}` })).toBeVisible();
    await assertActive(page, 0);
    const stored = (await mappingSetOf(adminApi, demo.value, mappingType)).versions.find((version) => version.version === next);
    expect(stored?.content.list?.id).toBe(list.id);
    expect(stored?.content.rows).toMatchObject(saved);

    // Version 0 has no list: the comparison marks the list changed.
    const compared = await compareVersions(page, 0, next);
    const listRow = comparedRow(compared, /^List/);
    await expect(listRow.getByRole('cell')).toHaveText(['No list', list.name]);
    await expect(listRow.getByText('Changed')).toBeVisible();
    await assertAccessible(page, `two versions of ${mappingType} compared`);

    // The Orbis Integration is activated from the keyboard, the others with the mouse.
    await activate(page, next, mappingType === 'questionnaireMapping' ? 'keyboard' : 'click');
    await activate(page, 0);
    expect((await mappingSetOf(adminApi, demo.value, mappingType)).active).toBe(0);
  });
}
