import { MAPPING_MESSAGES, type MappingLists, type MappingSet, type MappingVersion } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/fake-api.ts';
import { spreadsheet } from '../../../../test/fixtures/imports.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import MappingScreen from './mapping-screen.tsx';

const SET = `/api/apps/${APP_ID}/mappings/catalystMapping`;
const KI = { id: 'ki', name: 'KI questions', origin: 'provider' as const, items: [{ value: 'KI_1', label: 'Company status' }, { value: 'KI_9', label: 'Old question' }] };
const LISTS: MappingLists = { options: [{ value: 'CF_RA_Status', label: 'Catalyst Status', custom: false }], lists: [KI], sources: {}, unavailable: [] };
const VERSION: MappingVersion = {
  version: 0,
  savedAt: '2026-03-02T12:00:00.000Z',
  savedBy: null,
  content: { rows: [{ field: 'CF_RA_Status', label: 'Catalyst Status', values: ['KI_1', 'KI_9'], custom: false }], list: KI },
};
const SAVED: MappingSet = { mappingType: 'catalystMapping', active: 0, revision: 2, enabled: true, versions: [VERSION] };
/** A header, two values with labels, one repeated, and a blank row. */
const FILE_ROWS = [['Question ID', 'Question'], ['KI_1', 'Company status'], ['KI_2', 'Risk score'], [], ['KI_1', 'Repeated']];

function render(edit: string) {
  const api = fakeApi({ [`GET ${SET}`]: ok(SAVED), [`GET ${SET}/lists`]: ok(LISTS), [`PUT ${SET}/versions/0`]: ok(SAVED, MAPPING_MESSAGES.saved) });
  const view = renderSuppliers(`/admin/mapping/catalystMapping?edit=${edit}`, { fetch: api.fetch, screens: { 'mapping/:mappingType': <MappingScreen /> } });
  // Files of any kind reach the screen, as a picker set to show every file would bring them.
  return { api, ...view, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const listPicker = () => screen.findByRole('combobox', { name: /^Compliance Catalyst List View/ });

async function upload(user: ReturnType<typeof userEvent.setup>, file: File) {
  expect(await screen.findByRole('button', { name: 'Upload XLS or XLSX' })).toHaveAccessibleDescription(/First column: the value/);
  await user.upload(fileInput(), file);
}

describe('a list from a spreadsheet (MAP-10)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('refuses a file that is not an XLS or XLSX', async () => {
    const { user } = render('new');
    await upload(user, new File(['KI_1,Company status\n'], 'values.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Please Upload XLS or XLSX File')).toBeVisible();
    expect(await listPicker()).not.toHaveTextContent('values.csv');
  });

  it("takes an XLSX (the extension in any case) as the list: values from the first column, labels from the second", async () => {
    const { user } = render('new');
    await upload(user, spreadsheet('Questions.XLSX', FILE_ROWS));
    expect(await screen.findByText('2 values read from Questions.XLSX')).toBeVisible();
    expect(await listPicker()).toHaveTextContent('Questions.XLSX (uploaded)');
    await user.click(screen.getByRole('combobox', { name: /^Options/ }));
    await user.click(await screen.findByRole('option', { name: 'Catalyst Status' }));
    await user.click(await screen.findByRole('combobox', { name: 'Values of Catalyst Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Company status', 'Risk score']);
  });

  it('asks before a file replaces a list with mapped values, then names what it removed and saves the file as the list', async () => {
    const { api, user } = render('0');
    await upload(user, spreadsheet('questions.xls', FILE_ROWS, 'biff8'));
    const dialog = await screen.findByRole('dialog', { name: 'This will remove the mapped values that are not in this file' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const report = await screen.findByRole('dialog', { name: 'Removed:' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Catalyst Status: Old question']);
    await user.click(within(report).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('PUT', `${SET}/versions/0`)[0]?.body).toEqual({
        revision: 2,
        content: {
          rows: [{ field: 'CF_RA_Status', label: 'Catalyst Status', values: ['KI_1'], custom: false }],
          list: { id: 'upload:questions.xls', name: 'questions.xls', origin: 'upload', items: [{ value: 'KI_1', label: 'Company status' }, { value: 'KI_2', label: 'Risk score' }] },
        },
      }),
    );
  });

  it('says so when the file holds no value', async () => {
    const { user } = render('new');
    await upload(user, spreadsheet('empty.xlsx', [['Value', 'Label']]));
    expect(await screen.findByText(MAPPING_MESSAGES.uploadEmpty)).toBeVisible();
  });

  it('refuses a file whose content is not a spreadsheet, whatever its name says', async () => {
    const { user } = render('new');
    await upload(user, new File(['KI_1,Company status\n'], 'values.xlsx'));
    expect(await screen.findByText(/The file could not be read/)).toBeVisible();
  });
});
