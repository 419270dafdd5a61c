import { TENANT_MESSAGES } from '@connector/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderScreens, saveAndExpectReturn } from '../../../../test/render-screens.tsx';
import CreateTenantScreen from './create-tenant-screen.tsx';
import { ACME, TENANT_EDITOR } from '../../../../test/fixtures/tenants.ts';
import TenantsScreen from './tenants-screen.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });

function renderCreate(routes: Parameters<typeof fakeApi>[0] = {}, language = 'en') {
  const api = fakeApi({ 'GET /api/tenants': ok([ACME]), ...routes });
  const view = renderScreens(
    [
      { path: 'tenants', element: <TenantsScreen /> },
      { path: 'tenants/create', element: <CreateTenantScreen /> },
    ],
    { path: '/admin/tenants/create', permissions: TENANT_EDITOR, fetch: api.fetch, language },
  );
  return { ...view, api };
}

type User = ReturnType<typeof renderCreate>['user'];

/** Replaces a field's text in one input event, as pasting does. */
async function enter(user: User, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

async function fillValidTenant(user: User, tenantId = 'globex') {
  await enter(user, 'Unique name', tenantId);
  await enter(user, 'Name', tenantId);
  await enter(user, 'Address', '2 High Street');
  await enter(user, 'City', 'Leeds');
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'English' }));
  await enter(user, 'Email', 'it@globex.example');
  await enter(user, 'Web Site Url', 'https://globex.example');
}

describe('tenant form (create)', { timeout: 30_000 }, () => {
  it('names every missing field with its message and sends nothing', async () => {
    const { user, api } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The hint and the embedding list's rules (an empty list is valid) are not missing-field messages.
    const notRequired: string[] = [TENANT_MESSAGES.nameHint, TENANT_MESSAGES.frameAncestor, TENANT_MESSAGES.frameAncestorsMax];
    for (const message of Object.values(TENANT_MESSAGES).filter((m) => !notRequired.includes(m))) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.sent('POST', '/api/tenants')).toEqual([]);
  });

  it.each([
    ['Unique name', 'a'.repeat(17), TENANT_MESSAGES.tenantId],
    ['Name', 'b'.repeat(17), TENANT_MESSAGES.name],
    ['Address', 'c'.repeat(51), TENANT_MESSAGES.address],
    ['City', 'd'.repeat(17), TENANT_MESSAGES.city],
    ['Email', 'not-an-email', TENANT_MESSAGES.email],
    ['Web Site Url', 'not a url', TENANT_MESSAGES.webSiteUrl],
  ])('refuses %s = %s with "%s"', async (label, value, message) => {
    const { user } = renderCreate();
    await fillValidTenant(user);
    await enter(user, label, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('normalises unique name and name as they are typed, with the hint', async () => {
    const { user } = renderCreate();
    await user.type(field('Unique name'), 'Acme Ltd. Ñ-2');
    await user.type(field('Name'), 'ACME Ltd');
    expect(field('Unique name')).toHaveValue('acmeltdn2');
    expect(field('Name')).toHaveValue('acmeltd');
    expect(screen.getAllByText(TENANT_MESSAGES.nameHint)).toHaveLength(2);
  });

  it('opens the SSO fields only while SSO is enabled, and offers no client credentials', async () => {
    const { user } = renderCreate();
    expect(field('SSO metadata URL')).toBeDisabled();
    expect(field('SSO mapping (Email)')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'SSO Enabled' }));
    expect(field('SSO metadata URL')).toBeEnabled();
    expect(field('SSO mapping (Email)')).toBeEnabled();
    expect(screen.queryByLabelText('Client id')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Client secret')).not.toBeInTheDocument();
  });

  it('saves, shows the server message and returns to the refreshed list', async () => {
    const { user, api, router } = renderCreate({
      'POST /api/tenants': { status: 201, body: { success: true, message: 'Tenant Created Successfully', data: ACME } },
    });
    await fillValidTenant(user);
    await saveAndExpectReturn({ user, router }, 'Tenant Created Successfully', '/admin/tenants');
    expect(api.sent('POST', '/api/tenants')[0]?.body).toEqual({
      tenantId: 'globex',
      name: 'globex',
      address: '2 High Street',
      city: 'Leeds',
      language: 'en',
      email: 'it@globex.example',
      webSiteUrl: 'https://globex.example',
      enabled: true,
      ssoEnabled: false,
      ssoMetadataUrl: '',
      ssoMapping: { Email: '' },
      frameAncestors: [],
      auditRetentionDays: 400,
      idleTimeoutMinutes: 30,
    });
  });

  it('reads Saving... while busy, then Error! with the server message and the field named', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const { user } = renderCreate({ 'POST /api/tenants': () => new Promise((resolve) => (answer = resolve)) });
    await fillValidTenant(user, 'acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const message = 'A tenant with the unique name acme already exists';
    answer(failure(409, message, [{ field: 'body.tenantId', message }]));
    expect(await screen.findByRole('button', { name: 'Error!' })).toBeEnabled();
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(field('Unique name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the client message when the server gives none', async () => {
    const { user } = renderCreate({ 'POST /api/tenants': { status: 502, body: '<html>Bad gateway</html>' } });
    await fillValidTenant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong, try again')).toBeVisible();
  });

  it('speaks Spanish to a Spanish user', async () => {
    const { user } = renderCreate({}, 'es');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Añada el nombre único del inquilino*')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nombre único' })).toBeInTheDocument();
  });
});
