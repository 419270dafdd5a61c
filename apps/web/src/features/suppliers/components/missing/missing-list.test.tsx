import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../../../test/fake-api.ts';
import { APP_ID, aMissing, aSupplier, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import AssignBvdScreen from './assign-bvd-screen.tsx';

const MISSING = `/api/apps/${APP_ID}/suppliers/missing`;
const CANDIDATE = {
  bvdId: 'GB000000777',
  name: 'Acme Widgets Ltd',
  city: 'Leeds',
  country: 'GB',
  score: 72,
  why: [{ criterion: 'name' as const, weight: 0.6, agreement: 0.8 }],
  risk: { scoreLabel: 'Low', scoreLabelSCC: 'Medium' },
};
const ACME = aMissing({ candidate: CANDIDATE });
const OMEGA = aMissing({ supplierId: 'S-300', supplierName: 'Omega Foods', state: 'failed', processingDate: '2026-11-02T08:00:00.000Z' });

function renderMissing(language = 'en') {
  const api = fakeApi({
    [`GET ${MISSING}`]: ok({ rows: [OMEGA, ACME], total: 2 }),
    [`PUT /api/apps/${APP_ID}/supplier/S-100`]: ok(aSupplier({ bvdId: CANDIDATE.bvdId, state: 'linked' })),
  });
  return { api, ...renderSuppliers('/admin/assignBvD', { fetch: api.fetch, screens: { assignBvD: <AssignBvdScreen /> }, language }) };
}

describe('link BvD', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('lists suppliers missing a BvD ID, most recently processed first, dates in the reader’s locale', async () => {
    const { api } = renderMissing();
    const table = await screen.findByRole('table', { name: 'Suppliers missing a BvD ID' });
    const omega = (await within(table).findByText('Omega Foods')).closest('tr') as HTMLElement;
    expect(Object.fromEntries(api.last(MISSING)?.query ?? [])).toEqual({ page: '0', pageSize: '5', sort: 'processingDate', order: 'desc' });
    expect(within(omega).getByText('Matching failed')).toBeVisible();
    expect(within(omega).getByText('No candidate kept')).toBeVisible();
    expect(omega).toHaveTextContent(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(OMEGA.processingDate ?? '')));
    expect(within(omega).getByRole('link', { name: 'Search and Link Omega Foods' })).toHaveAttribute('href', '/admin/supplier-search?supplierId=S-300');
    // The kept candidate's company is assessed through another supplier: both products' labels, each named.
    const acme = (await within(table).findByText('Acme Widgets')).closest('tr') as HTMLElement;
    expect(within(acme).getByText('Compliance').nextElementSibling).toHaveTextContent('Low');
    expect(within(acme).getByText('Supply chain').nextElementSibling).toHaveTextContent('Medium');
  });

  it('shows why a kept candidate matched, and links it with one Accept and the confirmation', async () => {
    const { api } = renderMissing();
    const acme = (await screen.findByText('Acme Widgets')).closest('tr') as HTMLElement;
    expect(acme).toHaveTextContent('Acme Widgets Ltd');
    expect(acme).toHaveTextContent('GB000000777 · score 72%');
    fireEvent.click(within(acme).getByRole('button', { name: 'Why this match' }));
    const why = await screen.findByRole('table', { name: 'Why Acme Widgets Ltd matches' });
    expect(within(why).getByRole('progressbar', { name: 'Agreement of Name' })).toHaveAttribute('aria-valuenow', '80');

    fireEvent.click(within(acme).getByRole('button', { name: 'Accept GB000000777 for Acme Widgets' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you want to add BVD GB000000777?' });
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.sent('PUT', `/api/apps/${APP_ID}/supplier/S-100`).map((r) => r.body)).toEqual([
      { supplierId: 'S-100', bvdId: 'GB000000777', score: 72 },
    ]);
    expect(screen.getByText('GB000000777 Added Successfully')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(api.sent('GET', MISSING)).toHaveLength(2);
  });

  it('speaks Spanish, dates included', async () => {
    renderMissing('es');
    const table = await screen.findByRole('table', { name: 'Proveedores sin BvD ID' });
    const omega = (await within(table).findByText('Omega Foods')).closest('tr') as HTMLElement;
    expect(omega).toHaveTextContent(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(OMEGA.processingDate ?? '')));
    await waitFor(() => expect(within(omega).getByRole('link', { name: 'Buscar y vincular Omega Foods' })).toBeVisible());
  });
});
