import { MAPPING_MESSAGES, type MappingSet, type MappingVersion } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import MappingScreen from './mapping-screen.tsx';

const SET = `/api/apps/${APP_ID}/mappings/orbisSearchMapping`;

const aVersion = (version: number, values: string[] = ['Q1']): MappingVersion => ({
  version,
  savedAt: '2026-03-02T12:00:00.000Z',
  savedBy: 'ana.ruiz@example.com',
  content: {
    rows: [{ field: 'name', label: 'Name', values, custom: false }],
    list: { id: 'form-1', name: 'Supplier form', origin: 'provider', items: [{ value: 'Q1', label: 'Legal name' }, { value: 'Q2', label: 'Trading name' }] },
  },
});
const aSet = (overrides: Partial<MappingSet> = {}): MappingSet => ({
  mappingType: 'orbisSearchMapping',
  active: 1,
  revision: 4,
  enabled: true,
  versions: [aVersion(0), aVersion(1)],
  ...overrides,
});

function render(routes: Record<string, FakeHandler>, { path = '/admin/mapping/orbisSearchMapping', permissions }: { path?: string; permissions?: string[] } = {}) {
  const api = fakeApi(routes);
  const view = renderSuppliers(path, { fetch: api.fetch, screens: { 'mapping/:mappingType': <MappingScreen /> }, permissions });
  return { api, ...view };
}

const table = () => screen.findByRole('table', { name: 'Mapping versions' });
const rowOf = async (version: number) => {
  const rows = within(await table()).getAllByRole('row').slice(1);
  const row = rows.find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === String(version));
  if (!row) throw new Error(`no row of version ${version}`);
  return row;
};

describe('mapping versions (MAP-4, MAP-5)', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => localStorage.clear());

  it('lists the versions newest first, the active one ticked and the others with ACTIVATE', async () => {
    render({ [`GET ${SET}`]: ok(aSet()) });
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DateVersionEditActiveCompare');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['1', '0']);
    const active = await rowOf(1);
    expect(within(active).getByRole('img', { name: 'Active' })).toBeVisible();
    expect(within(active).queryByRole('button', { name: /Activate/ })).toBeNull();
    const other = await rowOf(0);
    expect(within(other).getByRole('button', { name: 'Activate version 0' })).toHaveTextContent('ACTIVATE');
    expect(within(other).queryByRole('img', { name: 'Active' })).toBeNull();
    expect(within(other).getByRole('time')).toHaveAttribute('dateTime', '2026-03-02T12:00:00.000Z');
  });

  it('activates a version naming the revision shown, then ticks it', async () => {
    const { api, user } = render({
      [`GET ${SET}`]: ok(aSet()),
      [`PUT ${SET}/active`]: ok(aSet({ active: 0, revision: 5 }), MAPPING_MESSAGES.activated),
    });
    await user.click(within(await rowOf(0)).getByRole('button', { name: 'Activate version 0' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(api.sent('PUT', `${SET}/active`)[0]?.body).toEqual({ revision: 4, version: 0 });
    await waitFor(async () => expect(within(await rowOf(0)).getByRole('img', { name: 'Active' })).toBeVisible());
    expect(within(await rowOf(1)).getByRole('button', { name: 'Activate version 1' })).toBeEnabled();
  });

  it('reads the versions again when an activation meets a newer save', async () => {
    let answer = aSet();
    const { api, user } = render({
      [`GET ${SET}`]: () => ok(answer),
      [`PUT ${SET}/active`]: () => ((answer = aSet({ revision: 6, versions: [aVersion(0), aVersion(1), aVersion(2)] })), failure(409, MAPPING_MESSAGES.versionChanged)),
    });
    await user.click(within(await rowOf(0)).getByRole('button', { name: 'Activate version 0' }));
    expect(await screen.findByText(MAPPING_MESSAGES.versionChanged)).toBeVisible();
    expect(await rowOf(2)).toBeVisible();
    expect(api.sent('GET', SET)).toHaveLength(2);
  });

  it('opens a new version and an existing one in the editor, and says which', async () => {
    const { user, router } = render({ [`GET ${SET}`]: ok(aSet()), [`GET ${SET}/lists`]: ok({ options: [], lists: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Add New Mapping' }));
    // The focus moves to the new view's heading, where reading starts.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'New version' })).toHaveFocus());
    expect(router.state.location.search).toBe('?edit=new');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Edit version 1' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Version: 1' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Name' })).toBeVisible();
  });

  it('says so when there is no version yet', async () => {
    render({ [`GET ${SET}`]: ok(aSet({ active: null, versions: [] })) });
    expect(within(await table()).getByText('No mapping saved yet. Add one to start.')).toBeVisible();
  });

  it('compares two versions side by side, marking the rows that changed', async () => {
    const { user } = render({ [`GET ${SET}`]: ok(aSet({ versions: [aVersion(0), aVersion(1, ['Q1', 'Q2'])] })) });
    await user.click(within(await rowOf(0)).getByRole('checkbox', { name: 'Compare version 0' }));
    expect(screen.queryByRole('table', { name: 'Version 0 and version 1' })).toBeNull();
    await user.click(within(await rowOf(1)).getByRole('checkbox', { name: 'Compare version 1' }));
    const compared = screen.getByRole('table', { name: 'Version 0 and version 1' });
    const rows = within(compared).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldVersion 0Version 1',
      'ListSupplier formSupplier form',
      'NameChangedLegal nameLegal name, Trading name',
    ]);
  });

  it('leads back to the applications', async () => {
    const { user } = render({ [`GET ${SET}`]: ok(aSet()) });
    await user.click(await screen.findByRole('link', { name: 'Back to applications' }));
    expect(await screen.findByText('elsewhere /admin/configurations')).toBeVisible();
  });
});

describe('what the screen needs (MAP-1, MAP-15)', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('names an unknown type no Mapping Prop', async () => {
    selectApplication();
    render({}, { path: '/admin/mapping/otherMapping' });
    expect(await screen.findByText('no Mapping Prop')).toBeVisible();
  });

  it('says no service before an application is chosen', async () => {
    render({});
    expect(await screen.findByText('no service')).toBeVisible();
  });

  it('refuses a type without its permission', async () => {
    selectApplication();
    render({}, { permissions: ['Connector.Mappings.Catalyst'] });
    expect(await screen.findByText('You do not have permission to open this page.')).toBeVisible();
  });

  it('opens a type with its own permission', async () => {
    selectApplication();
    const SUPPLY = `/api/apps/${APP_ID}/mappings/supplyChainMapping`;
    render({ [`GET ${SUPPLY}`]: ok(aSet({ mappingType: 'supplyChainMapping' })) }, { path: '/admin/mapping/supplyChainMapping', permissions: ['Connector.Mappings.Catalyst'] });
    expect(await table()).toBeVisible();
  });

  it('says mapping prop was not sent when the version to edit is not named, and when it does not exist', async () => {
    selectApplication();
    const { user } = render({ [`GET ${SET}`]: ok(aSet()), [`GET ${SET}/lists`]: ok({ options: [], lists: [] }) }, { path: '/admin/mapping/orbisSearchMapping?edit=' });
    expect(await screen.findByText('mapping prop was not sent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the versions' }));
    expect(await table()).toBeVisible();
  });

  it('says a version that does not exist does not', async () => {
    selectApplication();
    render({ [`GET ${SET}`]: ok(aSet()) }, { path: '/admin/mapping/orbisSearchMapping?edit=9' });
    expect(await screen.findByText(MAPPING_MESSAGES.versionNotFound)).toBeVisible();
  });
});
