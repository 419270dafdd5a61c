import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderScreens, saveAndExpectReturn } from '../../../../test/render-screens.tsx';
import EditTenantScreen from './edit-tenant-screen.tsx';
import MyAccountScreen from './my-account-screen.tsx';
import { ACME, TENANT_EDITOR } from '../../../../test/fixtures/tenants.ts';
import TenantsScreen from './tenants-screen.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });
const secret = () => screen.getByLabelText('Client secret');

function renderEdit(routes: Parameters<typeof fakeApi>[0] = {}, permissions = TENANT_EDITOR) {
  const api = fakeApi({ 'GET /api/tenants': ok([ACME]), 'GET /api/tenants/acme': ok(ACME), ...routes });
  const view = renderScreens(
    [
      { path: 'tenants', element: <TenantsScreen /> },
      { path: 'tenants/edit/:id', element: <EditTenantScreen /> },
    ],
    { path: '/admin/tenants/edit/acme', permissions, fetch: api.fetch },
  );
  return { ...view, api };
}

describe('tenant form (edit)', { timeout: 30_000 }, () => {
  it('keeps unique name and name fixed and offers the client credentials', async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('1 Market Street')).toBeVisible();
    expect(field('Unique name')).toBeDisabled();
    expect(field('Unique name')).toHaveValue('acme');
    expect(field('Name')).toBeDisabled();
    expect(field('Client id')).toHaveValue('acme-client');
    expect(secret()).toHaveAttribute('type', 'password');
    expect(secret()).toHaveValue('');
  });

  it('fetches the stored secret only when asked, and hides it again', async () => {
    const { user, api } = renderEdit({ 'GET /api/tenants/acme/appClientSecret': ok({ appClientSecret: 's3cr3t' }) });
    await screen.findByDisplayValue('1 Market Street');
    expect(api.sent('GET', '/api/tenants/acme/appClientSecret')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show client secret' }));
    await waitFor(() => expect(secret()).toHaveValue('s3cr3t'));
    expect(secret()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide client secret' }));
    expect(secret()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show client secret' }));
    expect(api.sent('GET', '/api/tenants/acme/appClientSecret')).toHaveLength(1);
  });

  it('saves without the fixed fields, says so in green and returns to the list', async () => {
    const { user, api, router } = renderEdit({
      'PUT /api/tenants/acme': ok({ ...ACME, city: 'Sevilla' }, 'Tenant Updated Successfully'),
    });
    await screen.findByDisplayValue('Madrid');
    await user.clear(field('City'));
    await user.type(field('City'), 'Sevilla');
    await saveAndExpectReturn({ user, router }, 'Tenant Updated Successfully', '/admin/tenants');
    const body = api.sent('PUT', '/api/tenants/acme')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ city: 'Sevilla', appClientId: 'acme-client', appClientSecret: '' });
    expect(body).not.toHaveProperty('tenantId');
    expect(body).not.toHaveProperty('name');
  });

  it('answers 404 with a way back to the list', async () => {
    renderEdit({ 'GET /api/tenants/acme': failure(404, 'Tenant was not found') });
    expect(await screen.findByText('This tenant was not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to tenants' })).toHaveAttribute('href', '/admin/tenants');
  });
});

describe('my account', { timeout: 30_000 }, () => {
  function renderMyAccount(permissions: string[], routes: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi({ 'GET /api/tenant/configuration': ok(ACME), ...routes });
    const view = renderScreens([{ path: 'tenant/configuration', element: <MyAccountScreen /> }], {
      path: '/admin/tenant/configuration',
      permissions,
      fetch: api.fetch,
    });
    return { ...view, api };
  }

  it('lets a tenant administrator save their own tenant and stay on it', async () => {
    const { user, api } = renderMyAccount(
      ['Connector.Configurations.TenantConfiguration.List', 'Connector.Configurations.TenantConfiguration.Edit'],
      { 'PUT /api/tenant/configuration': ok({ ...ACME, address: '3 Low Road' }, 'Tenant Updated Successfully') },
    );
    await screen.findByDisplayValue('1 Market Street');
    await user.clear(field('Address'));
    await user.type(field('Address'), '3 Low Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant Updated Successfully')).toBeVisible();
    expect(api.sent('PUT', '/api/tenant/configuration')[0]?.body).toMatchObject({ address: '3 Low Road' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a reader the tenant without a save button or the secret toggle', async () => {
    renderMyAccount(['Connector.Configurations.TenantConfiguration.List']);
    expect(await screen.findByDisplayValue('1 Market Street')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show client secret' })).not.toBeInTheDocument();
  });
});
