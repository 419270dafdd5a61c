import { TENANT_MESSAGES } from '@connector/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderScreens, saveAndExpectReturn } from '../../../../test/render-screens.tsx';
import { ACME, TENANT_EDITOR } from '../../../../test/fixtures/tenants.ts';
import EditTenantScreen from './edit-tenant-screen.tsx';
import TenantsScreen from './tenants-screen.tsx';

const LABEL = 'Sites allowed to embed the console';
const list = () => screen.getByRole('textbox', { name: LABEL });

function renderEdit(tenant = ACME, routes: Parameters<typeof fakeApi>[0] = {}, language = 'en') {
  const api = fakeApi({ 'GET /api/tenants': ok([tenant]), 'GET /api/tenants/acme': ok(tenant), ...routes });
  const view = renderScreens(
    [
      { path: 'tenants', element: <TenantsScreen /> },
      { path: 'tenants/edit/:id', element: <EditTenantScreen /> },
    ],
    { path: '/admin/tenants/edit/acme', permissions: TENANT_EDITOR, fetch: api.fetch, language },
  );
  return { ...view, api };
}

type User = ReturnType<typeof renderEdit>['user'];

async function enterList(user: User, text: string) {
  await user.clear(list());
  await user.click(list());
  await user.paste(text);
}

describe('sites allowed to embed the console', { timeout: 30_000 }, () => {
  it('shows the stored list one origin per line', async () => {
    renderEdit({ ...ACME, frameAncestors: ['https://portal.example.com', 'https://*.ariba.example'] });
    expect(await screen.findByDisplayValue('1 Market Street')).toBeVisible();
    expect(list()).toHaveValue('https://portal.example.com\nhttps://*.ariba.example');
  });

  it('saves the lines as the list, without the blank ones', async () => {
    const { user, api, router } = renderEdit(ACME, { 'PUT /api/tenants/acme': ok(ACME, 'Tenant Updated Successfully') });
    await screen.findByDisplayValue('1 Market Street');
    await enterList(user, 'https://portal.example.com\n\n  https://Other.example/  \n');
    await saveAndExpectReturn({ user, router }, 'Tenant Updated Successfully', '/admin/tenants');
    expect(api.sent('PUT', '/api/tenants/acme')[0]?.body).toMatchObject({
      frameAncestors: ['https://portal.example.com', 'https://other.example'],
    });
  });

  it('refuses a line that is not an https origin under the field, and sends nothing', async () => {
    const { user, api } = renderEdit();
    await screen.findByDisplayValue('1 Market Street');
    await enterList(user, 'https://portal.example.com\nhttp://plain.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TENANT_MESSAGES.frameAncestor)).toBeVisible();
    expect(list()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT', '/api/tenants/acme')).toEqual([]);
  });

  it('puts the server’s refusal of an entry under the field', async () => {
    const { user } = renderEdit(ACME, {
      'PUT /api/tenants/acme': failure(400, TENANT_MESSAGES.frameAncestor, [{ field: 'body.frameAncestors.0', message: TENANT_MESSAGES.frameAncestor }]),
    });
    await screen.findByDisplayValue('1 Market Street');
    await enterList(user, 'https://portal.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Error!' })).toBeEnabled();
    expect(list()).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Spanish to a Spanish user', async () => {
    const { user } = renderEdit(ACME, {}, 'es');
    const field = await screen.findByRole('textbox', { name: 'Sitios que pueden insertar la consola' });
    await user.click(field);
    await user.paste('ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cada sitio debe ser un origen https, como https://example.com')).toBeVisible();
  });
});
