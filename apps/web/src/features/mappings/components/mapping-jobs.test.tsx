import { MAPPING_MESSAGES, type App, type MappingSet } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler, type FakeReply } from '../../../../test/fake-api.ts';
import { DEMO_APP, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import MappingScreen from './mapping-screen.tsx';

/** An application whose configuration answers (its id is a uuid, as the contract asks). */
const APP_ID = '3f0a6c1e-2b4d-4e8f-9a1b-2c3d4e5f6a7b';
const off = { enabled: false };
const APP: App = {
  appId: APP_ID,
  appName: 'Demo',
  tenantId: 'default',
  service: 'ariba',
  type: 'Test',
  enabled: true,
  params: {},
  secretsSet: {},
  catalystMapping: { enabled: true },
  orbisSearchMapping: off,
  supplyChainMapping: off,
  riskMapping: off,
  questionnaireMapping: { enabled: true },
  catalystModel: { id: 'm1', Name: 'Standard' },
  supplyChainModel: null,
  orbisJobEmails: ['ana.ruiz@example.com'],
};
const CATALYST = `/api/apps/${APP_ID}/mappings/catalystMapping`;
const ORBIS = `/api/apps/${APP_ID}/mappings/questionnaireMapping`;
const setOf = (mappingType: MappingSet['mappingType']): MappingSet => ({ mappingType, active: null, revision: 0, enabled: true, versions: [] });

function render(path: string, routes: Record<string, FakeHandler>) {
  selectApplication({ ...DEMO_APP, value: APP_ID });
  const api = fakeApi({ [`GET /api/apps/${APP_ID}`]: ok(APP), ...routes });
  const view = renderSuppliers(path, { fetch: api.fetch, screens: { 'mapping/:mappingType': <MappingScreen /> } });
  return { api, ...view };
}

const modelPicker = () => screen.findByRole('combobox', { name: /^Model/ });

describe("the Catalyst's model (MAP-13)", { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('shows the saved model, reads the models afresh with Refresh Models, and saves the one chosen', async () => {
    const { api, user } = render('/admin/mapping/catalystMapping', {
      [`GET ${CATALYST}`]: ok(setOf('catalystMapping')),
      [`GET ${CATALYST}/models`]: ok([
        { id: 'm1', Name: 'Standard' },
        { id: 'm2', Name: 'Extended' },
      ]),
      [`PUT ${CATALYST}/job`]: ok({ model: { id: 'm2', Name: 'Extended' } }, MAPPING_MESSAGES.jobSaved),
    });
    await waitFor(async () => expect(await modelPicker()).toHaveTextContent('Standard'));
    expect(api.sent('GET', `${CATALYST}/models`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refresh Models' }));
    await waitFor(() => expect(api.sent('GET', `${CATALYST}/models`)).toHaveLength(1));
    await user.click(await modelPicker());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['None', 'Standard', 'Extended']);
    await user.click(screen.getByRole('option', { name: 'Extended' }));
    await user.click(screen.getByRole('button', { name: 'Save the model' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(api.sent('PUT', `${CATALYST}/job`)[0]?.body).toEqual({ model: { id: 'm2', Name: 'Extended' } });
  });

  it('leaves only None when the product has no model, and tells a failed read', async () => {
    let answer: FakeReply = ok([]);
    const { user } = render('/admin/mapping/catalystMapping', { [`GET ${CATALYST}`]: ok(setOf('catalystMapping')), [`GET ${CATALYST}/models`]: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Refresh Models' }));
    await waitFor(async () => expect(await modelPicker()).not.toHaveTextContent('Standard'));
    await user.click(await modelPicker());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['None']);
    await user.keyboard('{Escape}');
    answer = failure(404, MAPPING_MESSAGES.modelNotOffered);
    await user.click(screen.getByRole('button', { name: 'Refresh Models' }));
    expect(await screen.findByText(MAPPING_MESSAGES.modelNotOffered)).toBeVisible();
  });

  it('offers Refresh Models in the editor too', async () => {
    render('/admin/mapping/catalystMapping?edit=new', {
      [`GET ${CATALYST}`]: ok(setOf('catalystMapping')),
      [`GET ${CATALYST}/lists`]: ok({ options: [], lists: [] }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'New version' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Models' })).toBeVisible();
  });
});

describe('the Orbis write-back (MAP-19)', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('chooses who hears when a write-back ends among the users, saves them, and writes back now', async () => {
    const { api, user } = render('/admin/mapping/questionnaireMapping', {
      [`GET ${ORBIS}`]: ok(setOf('questionnaireMapping')),
      [`GET ${ORBIS}/emails`]: ok([{ email: 'ana.ruiz@example.com' }, { email: 'luis.gil@example.com' }]),
      [`PUT ${ORBIS}/job`]: ok({ emails: ['ana.ruiz@example.com', 'luis.gil@example.com'] }, MAPPING_MESSAGES.jobSaved),
      [`POST ${ORBIS}/run`]: ok({ queued: 12 }, MAPPING_MESSAGES.writeBackQueued),
    });
    const recipients = await screen.findByRole('combobox', { name: 'Users told when a write-back ends' });
    const panel = recipients.closest<HTMLElement>('.MuiAccordion-root') as HTMLElement;
    await waitFor(() => expect(within(panel).getByText('ana.ruiz@example.com')).toBeVisible());
    await user.click(recipients);
    await user.click(await screen.findByRole('option', { name: 'luis.gil@example.com' }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Save the e-mail recipients' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(api.sent('PUT', `${ORBIS}/job`)[0]?.body).toEqual({ emails: ['ana.ruiz@example.com', 'luis.gil@example.com'] });
    await user.click(within(panel).getByRole('button', { name: 'Write back now' }));
    expect(await screen.findByText('Orbis Enhancement queued')).toBeVisible();
    expect(api.sent('POST', `${ORBIS}/run`)[0]?.body).toEqual({});
  });
});
