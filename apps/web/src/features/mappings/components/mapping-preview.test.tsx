import { MAPPING_MESSAGES, type MappingLists, type MappingPreview, type MappingSet } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import MappingScreen from './mapping-screen.tsx';

const SET = `/api/apps/${APP_ID}/mappings/riskMapping`;
const LISTS: MappingLists = {
  options: [
    { value: 'FIELD_01', label: 'Risk level', custom: false },
    { value: 'FIELD_02', label: 'Sanctions', custom: false },
  ],
  lists: [],
  sources: {
    catalyst: [{ value: 'CF_RA_Score', label: 'Score' }],
    orbis: [
      { value: 'chapter', label: 'Chapter' },
      { value: 'name', label: 'Company name' },
    ],
  },
  unavailable: [],
};
const EMPTY: MappingSet = { mappingType: 'riskMapping', active: null, revision: 0, enabled: true, versions: [] };
const PREVIEW: MappingPreview = {
  supplierId: 'S-100',
  bvdId: 'GB01234567',
  target: 'riskExposure',
  writes: [{ field: 'FIELD_01', label: 'Risk level', to: ['FIELD_01'], value: 'Low risk' }],
};

type User = ReturnType<typeof userEvent.setup>;

function render(routes: Record<string, FakeHandler>) {
  const api = fakeApi({ [`GET ${SET}`]: ok(EMPTY), [`GET ${SET}/lists`]: ok(LISTS), ...routes });
  const view = renderSuppliers('/admin/mapping/riskMapping?edit=new', { fetch: api.fetch, screens: { 'mapping/:mappingType': <MappingScreen /> } });
  return { api, ...view };
}

async function choose(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Adds the Risk level row mapped to Orbis' chapter 3.2. */
async function mapChapter(user: User) {
  await choose(user, await screen.findByRole('combobox', { name: /^Options/ }), 'Risk level');
  const row = await screen.findByRole('group', { name: 'Risk level' });
  const source = within(row).getByRole('combobox', { name: /^Source/ });
  expect(source).toHaveTextContent('Compliance Catalyst');
  await user.click(within(row).getByRole('combobox', { name: 'Values of Risk level' }));
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Score']);
  await user.keyboard('{Escape}');
  await choose(user, source, 'Orbis');
  await choose(user, within(row).getByRole('combobox', { name: 'Values of Risk level' }), 'Chapter');
  await user.keyboard('{Escape}');
  const chapter = within(row).getByRole('textbox', { name: 'Orbis chapter of Risk level' });
  expect(chapter).toHaveAttribute('placeholder', 'Write orbis chapter');
  await user.type(chapter, '3.2');
  return row;
}

const CHAPTER_CONTENT = { rows: [{ field: 'FIELD_01', label: 'Risk level', values: ['chapter'], optionRisk: 'orbis', chapter: '3.2', custom: false }], list: null };

describe('risk rows (MAP-9)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it("map values of the row's source system, and the Orbis chapter when they map chapter", async () => {
    const { api, user } = render({ [`POST ${SET}/versions`]: ok({ ...EMPTY, revision: 1, active: 0 }, MAPPING_MESSAGES.saved) });
    const row = await mapChapter(user);
    await choose(user, within(row).getByRole('combobox', { name: 'Values of Risk level' }), 'Company name');
    await user.keyboard('{Escape}');
    expect(within(row).getByRole('textbox', { name: 'Orbis chapter of Risk level' })).toHaveValue('3.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST', `${SET}/versions`)[0]?.body).toEqual({
        revision: 0,
        content: { rows: [{ ...CHAPTER_CONTENT.rows[0], values: ['chapter', 'name'] }], list: null },
      }),
    );
  });

  it('forgets the values and the chapter when the source changes', async () => {
    const { user } = render({});
    const row = await mapChapter(user);
    await choose(user, within(row).getByRole('combobox', { name: /^Source/ }), 'Supply Chain');
    expect(within(row).queryByRole('textbox', { name: 'Orbis chapter of Risk level' })).toBeNull();
    expect(within(row).queryByText('Chapter')).toBeNull();
  });
});

describe('Try on one supplier', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('shows what the content being edited would write, field by field', async () => {
    const { api, user } = render({ [`POST ${SET}/preview`]: ok(PREVIEW) });
    await mapChapter(user);
    const section = screen.getByRole('region', { name: 'Try on one supplier' });
    await user.type(within(section).getByRole('textbox', { name: 'Supplier ID' }), 'S-100');
    await user.click(within(section).getByRole('button', { name: 'Try' }));
    const table = await within(section).findByRole('table', { name: 'What would be written for S-100' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldWritten toValue', 'Risk levelFIELD_01Low risk']);
    expect(section).toHaveTextContent('Written to riskExposure, from BvD ID GB01234567');
    expect(api.sent('POST', `${SET}/preview`)[0]?.body).toEqual({ supplierId: 'S-100', content: CHAPTER_CONTENT });
    // Nothing was saved.
    expect(api.sent('POST', `${SET}/versions`)).toHaveLength(0);
  });

  it("shows the server's message when the supplier cannot be previewed", async () => {
    const { user } = render({ [`POST ${SET}/preview`]: failure(409, MAPPING_MESSAGES.supplierNotLinked) });
    const section = await screen.findByRole('region', { name: 'Try on one supplier' });
    await user.type(within(section).getByRole('textbox', { name: 'Supplier ID' }), 'S-404');
    await user.click(within(section).getByRole('button', { name: 'Try' }));
    expect(await within(section).findByText(MAPPING_MESSAGES.supplierNotLinked)).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
