import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderScreens } from '../../../../test/render-screens.tsx';
import { ACME, TENANT_EDITOR } from '../../../../test/fixtures/tenants.ts';
import TenantsScreen from './tenants-screen.tsx';

function renderList(reply: ReturnType<typeof ok>, permissions = TENANT_EDITOR) {
  const api = fakeApi({ 'GET /api/tenants': reply });
  return renderScreens([{ path: 'tenants', element: <TenantsScreen /> }], { path: '/admin/tenants', permissions, fetch: api.fetch });
}

describe('tenants list', () => {
  it('shows Id, Name, City, Email and Status with an edit action per row', async () => {
    renderList(ok([ACME, { ...ACME, tenantId: 'globex', name: 'globex', enabled: false }]));
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'Name', 'City', 'Email', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['Enabled', 'Disabled']);
    expect(screen.getByRole('link', { name: 'Edit tenant globex' })).toHaveAttribute('href', '/admin/tenants/edit/globex');
    expect(screen.getByRole('link', { name: 'Add Tenant' })).toHaveAttribute('href', '/admin/tenants/create');
  });

  it('offers neither Add Tenant nor edit to a reader', async () => {
    renderList(ok([ACME]), ['Connector.Tenants.List']);
    await screen.findByRole('table', { name: 'Tenants' });
    expect(screen.queryByRole('link', { name: 'Add Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit tenant acme' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderList(failure(403, 'You do not have permission to do this'));
    expect(await screen.findByText('You do not have permission to do this')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
