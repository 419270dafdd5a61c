import { SUPER_ADMIN_ROLE, TENANT_RETENTION_MESSAGES, type Tenant } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../../lib/session/index.ts';
import { fakeApi, ok } from '../../../../test/fake-api.ts';
import { FAKE_USER, fakeSession } from '../../../../test/fake-session.ts';
import { ACME } from '../../../../test/fixtures/tenants.ts';
import { renderWithProviders } from '../../../../test/render-console.tsx';
import EditTenantScreen from './edit-tenant-screen.tsx';
import MyAccountScreen from './my-account-screen.tsx';

const KEPT: Tenant = { ...ACME, auditRetentionDays: 400 };
const retention = () => screen.getByRole('spinbutton', { name: 'Keep audit events (days)' });

/** A tenant screen at `path` for a user holding `roles`, with every permission of the tenant forms. */
function renderAs(roles: string[], path: string, element: ReactNode, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/admin/tenants/edit/:id', element },
      { path: '/admin/tenant/configuration', element },
      { path: '/admin/tenants', element: <p>Tenants</p> },
    ],
    { initialEntries: [path] },
  );
  const permissions = ['Connector.Tenants.List', 'Connector.Tenants.Edit', 'Connector.Configurations.TenantConfiguration.Edit'];
  renderWithProviders(
    <SessionContext value={fakeSession({ permissions, user: { ...FAKE_USER, roles } })}>
      <RouterProvider router={router} />
    </SessionContext>,
    { fetch: api.fetch },
  );
  return { api, user: userEvent.setup() };
}

describe('audit retention on the tenant form', { timeout: 30_000 }, () => {
  it('lets a super administrator change how many days the tenant’s audit events are kept', async () => {
    const { api, user } = renderAs([SUPER_ADMIN_ROLE], '/admin/tenants/edit/acme', <EditTenantScreen />, {
      'GET /api/tenants/acme': ok(KEPT),
      'PUT /api/tenants/acme': ok({ ...KEPT, auditRetentionDays: 90 }, 'Tenant Updated Successfully'),
    });
    await waitFor(() => expect(retention()).toHaveValue(400));
    expect(retention()).toBeEnabled();
    await user.clear(retention());
    await user.type(retention(), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TENANT_RETENTION_MESSAGES.days)).toBeVisible();
    expect(api.sent('PUT', '/api/tenants/acme')).toEqual([]);

    await user.clear(retention());
    await user.type(retention(), '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', '/api/tenants/acme')).toHaveLength(1));
    expect(api.sent('PUT', '/api/tenants/acme')[0]?.body).toMatchObject({ auditRetentionDays: 90 });
  });

  it('shows a tenant’s own administrator the retention without letting them change it', async () => {
    const { api, user } = renderAs(['tenantAdmin'], '/admin/tenant/configuration', <MyAccountScreen />, {
      'GET /api/tenant/configuration': ok({ ...KEPT, auditRetentionDays: 730 }),
      'PUT /api/tenant/configuration': ok({ ...KEPT, auditRetentionDays: 730 }, 'Tenant Updated Successfully'),
    });
    await waitFor(() => expect(retention()).toHaveValue(730));
    expect(retention()).toBeDisabled();
    expect(screen.getByText('Events older than this are removed every night. Only a super administrator can change it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', '/api/tenant/configuration')).toHaveLength(1));
    expect(api.sent('PUT', '/api/tenant/configuration')[0]?.body).toMatchObject({ auditRetentionDays: 730 });
  });
});
