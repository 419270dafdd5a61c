import { MAPPING_MESSAGES, type MappingLists, type MappingSet, type MappingVersion } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import MappingScreen from './mapping-screen.tsx';

const SET = `/api/apps/${APP_ID}/mappings/orbisSearchMapping`;
const FORM = { id: 'form-1', name: 'Supplier form', origin: 'provider' as const, items: [{ value: 'Q1', label: 'Legal name' }, { value: 'Q2', label: 'Trading name' }, { value: 'Q1', label: 'Legal name again' }] };
const OTHER_FORM = { id: 'form-2', name: 'Short form', origin: 'provider' as const, items: [{ value: 'Q1', label: 'Legal name' }] };
const LISTS: MappingLists = {
  options: [
    { value: 'name', label: 'Name', custom: false },
    { value: 'city', label: 'City', custom: false },
  ],
  lists: [FORM, OTHER_FORM],
  sources: {},
  unavailable: [],
};
const VERSION: MappingVersion = {
  version: 1,
  savedAt: '2026-03-02T12:00:00.000Z',
  savedBy: null,
  content: { rows: [{ field: 'name', label: 'Name', values: ['Q1', 'Q2'], custom: false }], list: FORM },
};
const aSet = (overrides: Partial<MappingSet> = {}): MappingSet => ({ mappingType: 'orbisSearchMapping', active: 1, revision: 4, enabled: true, versions: [VERSION], ...overrides });

function render(edit: string, routes: Record<string, FakeHandler>) {
  const api = fakeApi({ [`GET ${SET}/lists`]: ok(LISTS), ...routes });
  const view = renderSuppliers(`/admin/mapping/orbisSearchMapping?edit=${edit}`, { fetch: api.fetch, screens: { 'mapping/:mappingType': <MappingScreen /> } });
  return { api, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}
const optionsPicker = () => screen.findByRole('combobox', { name: /^Options/ });
const listPicker = () => screen.findByRole('combobox', { name: /^Custom List/ });
const row = (label: string) => screen.findByRole('group', { name: label });

describe('the version editor (MAP-7, MAP-8, MAP-11)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('builds a new version from the list and the Options, and saves it naming the revision', async () => {
    const saved = aSet({ revision: 5, versions: [VERSION, { ...VERSION, version: 2 }] });
    const { api, user, router } = render('new', { [`GET ${SET}`]: ok(aSet()), [`POST ${SET}/versions`]: ok(saved, MAPPING_MESSAGES.saved) });
    expect(await screen.findByText('Choose a field in Options to add its row.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await choose(user, await listPicker(), 'Supplier form');
    await choose(user, await optionsPicker(), 'Name');
    await choose(user, await optionsPicker(), 'City');
    // A field is mapped once: the Options no longer offer it.
    await user.click(await optionsPicker());
    expect(screen.queryByRole('option', { name: 'Name' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(await row('Name')).getByRole('combobox', { name: 'Values of Name' }));
    // The list's values, each once.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Legal name', 'Trading name']);
    await user.click(screen.getByRole('option', { name: 'Trading name' }));
    await user.keyboard('{Escape}');
    await user.click(within(await row('City')).getByRole('button', { name: 'Delete City' }));
    expect(screen.queryByRole('group', { name: 'City' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(api.sent('POST', `${SET}/versions`)[0]?.body).toEqual({
      revision: 4,
      content: { rows: [{ field: 'name', label: 'Name', values: ['Q2'], custom: false }], list: { ...FORM, items: FORM.items.slice(0, 2) } },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Mapping versions' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Edit version/ })).toHaveLength(2);
  });

  it("saves an existing version under its number, its list's values each once", async () => {
    const { api, user } = render('1', { [`GET ${SET}`]: ok(aSet()), [`PUT ${SET}/versions/1`]: ok(aSet({ revision: 5 }), MAPPING_MESSAGES.saved) });
    const name = await row('Name');
    expect(within(name).getByText('Legal name')).toBeVisible();
    expect(within(name).getByText('Trading name')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(api.sent('PUT', `${SET}/versions/1`)[0]?.body).toEqual({ revision: 4, content: { ...VERSION.content, list: { ...FORM, items: FORM.items.slice(0, 2) } } });
  });

  it('hides Save once the last row is deleted', async () => {
    const { user } = render('1', { [`GET ${SET}`]: ok(aSet()) });
    await user.click(within(await row('Name')).getByRole('button', { name: 'Delete Name' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows why a save was refused, and after a newer save offers to reload', async () => {
    let answer = aSet();
    const { api, user } = render('1', {
      [`GET ${SET}`]: () => ok(answer),
      [`PUT ${SET}/versions/1`]: () => ((answer = aSet({ revision: 9 })), failure(409, MAPPING_MESSAGES.versionChanged)),
    });
    await user.click(within(await row('Name')).getByRole('button', { name: 'Delete Name' }));
    await choose(user, await optionsPicker(), 'City');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MAPPING_MESSAGES.versionChanged);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    // The version as saved now, and the next save names the new revision.
    expect(await row('Name')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'City' })).toBeNull();
    expect(api.sent('GET', SET)).toHaveLength(2);
    answer = aSet({ revision: 10 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', `${SET}/versions/1`)[1]?.body).toMatchObject({ revision: 9 }));
  });

  it('shows the server message of any other failure', async () => {
    const { user } = render('1', { [`GET ${SET}`]: ok(aSet()), [`PUT ${SET}/versions/1`]: failure(400, MAPPING_MESSAGES.duplicateField) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MAPPING_MESSAGES.duplicateField)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Version: 1' })).toBeVisible();
  });

  it('says no fields when the type offers no Option, and keeps the lists shut while the integration is off', async () => {
    render('new', { [`GET ${SET}`]: ok(aSet({ enabled: false })), [`GET ${SET}/lists`]: ok({ ...LISTS, options: [], unavailable: ['Ariba forms'] }) });
    expect(await screen.findByText('no fields')).toBeVisible();
    expect(await listPicker()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/This integration is off for the application/)).toBeVisible();
    expect(screen.getByText('These lists could not be read: Ariba forms')).toBeVisible();
  });
});

describe('changing the list of a mapping (MAP-12)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('asks first, then removes the values the new list lacks and names them', async () => {
    const { api, user } = render('1', { [`GET ${SET}`]: ok(aSet()), [`PUT ${SET}/versions/1`]: ok(aSet(), MAPPING_MESSAGES.saved) });
    await choose(user, await listPicker(), 'Short form');
    const dialog = await screen.findByRole('dialog', { name: 'This will remove the mapped values that are not in this List' });
    expect(dialog).toHaveAccessibleDescription('Do you want to continue?');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const report = await screen.findByRole('dialog', { name: 'Removed:' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name: Trading name']);
    await user.click(within(report).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await row('Name')).queryByText('Trading name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('PUT', `${SET}/versions/1`)[0]?.body).toEqual({
        revision: 4,
        content: { rows: [{ field: 'name', label: 'Name', values: ['Q1'], custom: false }], list: OTHER_FORM },
      }),
    );
  });

  it('says No Changes Found when the new list holds every mapped value', async () => {
    const one = { ...VERSION, content: { ...VERSION.content, rows: [{ field: 'name', label: 'Name', values: ['Q1'], custom: false }] } };
    const { user } = render('1', { [`GET ${SET}`]: ok(aSet({ versions: [one] })) });
    await choose(user, await listPicker(), 'Short form');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'No Changes Found' })).toBeVisible();
  });

  it('keeps the list and the values when the question is cancelled', async () => {
    const { user } = render('1', { [`GET ${SET}`]: ok(aSet()) });
    await choose(user, await listPicker(), 'Short form');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await row('Name')).getByText('Trading name')).toBeVisible();
    expect(await listPicker()).toHaveTextContent('Supplier form');
  });

  it('changes the list without a question while no value is mapped', async () => {
    const { user } = render('new', { [`GET ${SET}`]: ok(aSet()) });
    await choose(user, await listPicker(), 'Supplier form');
    await choose(user, await listPicker(), 'Short form');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listPicker()).toHaveTextContent('Short form');
  });
});
