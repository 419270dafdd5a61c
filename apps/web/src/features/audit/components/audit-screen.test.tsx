import { SUPER_ADMIN_ROLE, type AuditEvent, type AuditExportFile, type AuditLogPage, type Tenant } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../lib/session/index.ts';
import { fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { FAKE_USER, fakeSession } from '../../../../test/fake-session.ts';
import { renderWithProviders } from '../../../../test/render-console.tsx';
import { renderScreens } from '../../../../test/render-screens.tsx';
import { ACME } from '../../../../test/fixtures/tenants.ts';
import AuditScreen from './audit-screen.tsx';

const VIEW = ['Connector.Audit.View'];

const anEvent = (n: number, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenantId: 'default',
  actorId: 'u-ana',
  actorEmail: 'ana@default.local',
  source: 'person',
  action: 'update',
  entity: 'user',
  entityId: `user-${n}`,
  before: { city: 'Madrid' },
  after: { city: 'Porto' },
  at: new Date(Date.UTC(2025, 2, 1, 10, 0) - n * 60_000).toISOString(),
  ...fields,
});
const aPage = (rows: AuditEvent[], fields: Partial<AuditLogPage> = {}): AuditLogPage => ({ rows, total: rows.length, moreThanTotal: false, nextCursor: null, ...fields });

function renderLog(routes: Record<string, FakeHandler>, { language = 'en' } = {}) {
  const api = fakeApi(routes);
  const view = renderScreens([{ path: 'audit', element: <AuditScreen /> }], { path: '/admin/audit', permissions: VIEW, fetch: api.fetch, language });
  return { ...view, api };
}

/** The screen for a super administrator, who chooses the tenant. */
function renderForSuperAdmin(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  const router = createMemoryRouter([{ path: '/admin/audit', element: <AuditScreen /> }], { initialEntries: ['/admin/audit'] });
  const session = fakeSession({ permissions: ['Connector.*'], user: { ...FAKE_USER, roles: [SUPER_ADMIN_ROLE] } });
  renderWithProviders(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
    { fetch: api.fetch },
  );
  return { api, user: userEvent.setup() };
}

/** The events table once its page has arrived. */
async function table(name = 'Audit events') {
  const events = await screen.findByRole('table', { name });
  await waitFor(() => expect(events).toHaveAttribute('aria-busy', 'false'));
  return events;
}
const aTenant = (tenantId: string): Tenant => ({ ...ACME, tenantId, name: tenantId, email: `it@${tenantId}.example`, webSiteUrl: `https://${tenantId}.example` });
const lastQuery = (api: ReturnType<typeof fakeApi>, path = '/api/audit') => Object.fromEntries(api.last(path)?.query ?? []);

afterEach(() => vi.restoreAllMocks());

describe('audit log screen', { timeout: 30_000 }, () => {
  it('shows when, who, source, record, action and each changed field, a secret only as changed', async () => {
    renderLog({
      'GET /api/audit': ok(
        aPage([
          anEvent(1),
          anEvent(2, { actorId: null, actorEmail: null, source: 'schedule', entity: 'tenant', entityId: 'acme', before: { appClientSecret: null }, after: { appClientSecret: '[secret]' } }),
          anEvent(3, { action: 'create', entity: 'role', entityId: 'auditor', before: null, after: { name: 'auditor' } }),
        ]),
      ),
    });
    const events = await table();
    expect(within(events).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Source', 'Record', 'Action', 'Changes']);
    const [first, second, third] = within(events).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(first).slice(1)).toEqual(['ana@default.local', 'Person', 'User user-1', 'Updated', 'city: Madrid → Porto']);
    expect(cells(second).slice(1)).toEqual(['The connector', 'Schedule', 'Tenant acme', 'Updated', 'appClientSecret: (empty) → changed (hidden)']);
    expect(cells(third).slice(3)).toEqual(['Role auditor', 'Created', 'name: auditor']);
    expect(within(first as HTMLElement).getByRole('list', { name: 'Changed fields of this event' })).toBeVisible();
    expect(screen.getByText('1–3 of 3')).toBeVisible();
  });

  it('asks the server for the filter, with the days as the user’s own, To counting its whole day', async () => {
    const { api, user } = renderLog({ 'GET /api/audit': ok(aPage([anEvent(1)])) });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Who (e-mail or id)' }), 'ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Role');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'create');
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), 'auditor');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-03-02');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(lastQuery(api).actor).toBe('ana'));
    expect(lastQuery(api)).toEqual({
      actor: 'ana',
      entity: 'role',
      action: 'create',
      entityId: 'auditor',
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 2, 3).toISOString(),
      pageSize: '25',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageSize: '25' }));
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const { api, user } = renderLog({ 'GET /api/audit': ok(aPage([])) });
    expect(await screen.findByText('No events yet.')).toBeVisible();
    const asked = api.sent('GET', '/api/audit').length;
    await user.type(screen.getByLabelText('From'), '2025-03-05');
    await user.type(screen.getByLabelText('To'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The end of the period must come after its start')).toBeVisible();
    expect(api.sent('GET', '/api/audit')).toHaveLength(asked);
  });

  it('pages older and back by the server’s cursor, and says when there are more than it counted', async () => {
    const first = aPage(Array.from({ length: 25 }, (_, i) => anEvent(i)), { total: 10_000, moreThanTotal: true, nextCursor: 'older-1' });
    const second = aPage([anEvent(25)], { total: 10_000, moreThanTotal: true, nextCursor: null });
    const { api, user } = renderLog({ 'GET /api/audit': (request) => ok(request.query.get('cursor') === 'older-1' ? second : first) });
    await table();
    expect(screen.getByText('1–25 of more than 10,000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Newer events' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older events' }));
    expect(await screen.findByText('26–26 of more than 10,000')).toBeVisible();
    expect(lastQuery(api).cursor).toBe('older-1');
    expect(screen.getByRole('button', { name: 'Older events' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Newer events' }));
    expect(await screen.findByText('1–25 of more than 10,000')).toBeVisible();
    expect(lastQuery(api).cursor).toBeUndefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageSize: '100' }));
  });

  it('exports the filtered log as the server writes it and saves the file', async () => {
    const csv: AuditExportFile = { fileName: 'audit-default-20250301-1000.csv', mediaType: 'text/csv; charset=utf-8', content: btoa('at,actor\r\n'), rows: 3, truncated: false };
    const { api, user } = renderLog({ 'GET /api/audit': ok(aPage([anEvent(1)])), 'GET /api/audit/export': ok(csv) });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:audit'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Who (e-mail or id)' }), 'ana');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(lastQuery(api).actor).toBe('ana'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('3 events exported')).toBeVisible();
    expect(lastQuery(api, '/api/audit/export')).toEqual({ actor: 'ana', format: 'csv' });
    expect(names).toEqual(['audit-default-20250301-1000.csv']);
    expect(await (saved[0] as Blob).text()).toBe('at,actor\r\n');
    expect(saved[0]?.type).toBe('text/csv; charset=utf-8');
  });

  it('says when an export was cut at its limit', async () => {
    const xlsx: AuditExportFile = { fileName: 'audit.xlsx', mediaType: 'application/octet-stream', content: btoa('x'), rows: 100_000, truncated: true };
    const { api, user } = renderLog({ 'GET /api/audit': ok(aPage([anEvent(1)])), 'GET /api/audit/export': ok(xlsx) });
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(await screen.findByText('Only the newest 100,000 events were exported: narrow the filter to export older ones.')).toBeVisible();
    expect(lastQuery(api, '/api/audit/export')).toEqual({ format: 'xlsx' });
  });

  it('lets a super administrator read another tenant’s log', async () => {
    const { api, user } = renderForSuperAdmin({ 'GET /api/audit': ok(aPage([anEvent(1)])), 'GET /api/tenants': ok([aTenant('default'), aTenant('beta')]) });
    await table();
    const tenant = screen.getByRole('combobox', { name: 'Tenant' });
    expect(await within(tenant).findByRole('option', { name: 'beta' })).toBeInTheDocument();
    expect(tenant).toHaveDisplayValue('default');
    await user.selectOptions(tenant, 'beta');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ tenantId: 'beta', pageSize: '25' }));
  });

  it('offers no tenant choice to a tenant’s own administrator', async () => {
    const { api } = renderLog({ 'GET /api/audit': ok(aPage([anEvent(1)])) });
    await table();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/tenants')).toEqual([]);
  });

  it('speaks Spanish', async () => {
    renderLog({ 'GET /api/audit': ok(aPage([anEvent(1, { source: 'import', action: 'link', entity: 'supplier', entityId: 'demo:S-1' })])) }, { language: 'es' });
    const events = await table('Eventos de auditoría');
    expect(within(events).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Cuándo', 'Quién', 'Origen', 'Registro', 'Acción', 'Cambios']);
    expect(within(events).getAllByRole('cell').map((cell) => cell.textContent).slice(2, 5)).toEqual(['Importación', 'Proveedor demo:S-1', 'Vinculado']);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Filtrar el registro de auditoría' })).toBeVisible();
  });
});
