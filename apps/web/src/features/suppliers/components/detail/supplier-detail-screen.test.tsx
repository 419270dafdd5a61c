import { CATALYST_MENU_DELAY_MS, NO_FLAGS_ON, SUPPLIER_MESSAGES, type OrbisContext, type OwnEntityRequest } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../../test/fake-api.ts';
import { APP_ID, aDetail, DEMO_APP, aSupplier, selectApplication } from '../../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../../test/render-suppliers.tsx';
import SupplierDetailScreen from './supplier-detail-screen.tsx';

const SUPPLIER = `/api/apps/${APP_ID}/supplier/S-100`;

const CONTEXT = `/api/apps/${APP_ID}/orbis/context`;

const ENHANCED = aSupplier({
  bvdId: 'GB01234567',
  state: 'linked',
  orbisEnhancement: [
    { label: 'Legal name', answer: 'ACME WIDGETS LTD' },
    { label: 'City', answer: 'Leeds' },
  ],
});

const context: OrbisContext = {
  context: 'ctx-1',
  expiresIn: 3600,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  reportUrl: 'https://orbis.test/Companies/report/{bvdId}?context=ctx-1',
  origin: 'https://orbis.test',
};

const aRequest = (overrides: Partial<OwnEntityRequest> = {}): OwnEntityRequest => ({
  requestId: 'req-1',
  supplierId: 'S-100',
  kind: 'Supply',
  state: 'created',
  companyName: 'Acme Widgets',
  city: 'Leeds',
  country: 'GB',
  bvdId: 'GB*OE0123456789',
  note: 'linkedMeanwhile',
  requestedBy: 'someone',
  requestedAt: '2026-11-01T09:30:00.000Z',
  checkedAt: null,
  finishedAt: '2026-11-01T09:31:00.000Z',
  ...overrides,
});

function renderDetail({ path = '/admin/supplier?id=S-100', supplier = ok(aDetail(ENHANCED)), requests = ok([]), permissions }: {
  path?: string;
  supplier?: FakeHandler;
  requests?: FakeHandler;
  permissions?: string[];
} = {}) {
  const api = fakeApi({ [`GET ${SUPPLIER}`]: supplier, [`GET ${SUPPLIER}/ownEntity`]: requests, [`GET ${CONTEXT}`]: ok(context) });
  return { api, ...renderSuppliers(path, { fetch: api.fetch, screens: { supplier: <SupplierDetailScreen /> }, permissions }) };
}

describe('supplier detail', { timeout: SCREEN_TEST_MS }, () => {
  afterEach(() => localStorage.clear());

  it('shows the supplier’s id and name, its Orbis Enhancement, and the way to Ariba', async () => {
    selectApplication();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' })).toBeVisible();
    expect(screen.getByText('Supplier Id').nextSibling).toHaveTextContent('S-100');
    expect(screen.getByText('BvD ID').nextSibling).toHaveTextContent('GB01234567');
    expect(screen.getByText('Registration in Ariba').nextSibling).toHaveTextContent('Registered');
    const table = screen.getByRole('table', { name: 'Orbis Enhancement' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Question', 'Answer']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Legal nameACME WIDGETS LTD', 'CityLeeds']);
    expect(screen.queryByText('Orbis Enhancement hasn\'t run for this supplier')).toBeNull();
    const ariba = screen.getByRole('link', { name: 'OPEN IN ARIBA (opens a new tab)' });
    expect(ariba).toHaveAttribute('href', 'https://s1.ariba.com/Supplier360/us/acme-T/S-100');
    expect(ariba).toHaveAttribute('target', '_blank');
    // No own-entity request: no section for it.
    expect(screen.queryByRole('region', { name: 'Own entity request' })).toBeNull();
  });

  it('shows a registration status it has no words for as Ariba sent it, and follows the application’s Supplier 360 template', async () => {
    selectApplication();
    const supplier = aDetail(aSupplier({ registrationStatus: 'InQualificationReview' }));
    renderDetail({ supplier: ok({ ...supplier, supplier360Template: 'https://buyer.example/360?vendor={smVendorId}&realm={realm}' }) });
    expect((await screen.findByText('Registration in Ariba')).nextSibling).toHaveTextContent('InQualificationReview');
    expect(screen.getByRole('link', { name: 'OPEN IN ARIBA (opens a new tab)' })).toHaveAttribute('href', 'https://buyer.example/360?vendor=S-100&realm=acme-T');
  });

  it('opens the company report in a full-screen dialog with OPEN IN ORBIS, with a context asked for then', async () => {
    selectApplication();
    const { api, user } = renderDetail();
    const open = await screen.findByRole('button', { name: 'OPEN IN ORBIS' });
    expect(api.sent('GET', CONTEXT)).toEqual([]);
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Orbis report of Acme Widgets (GB01234567)' });
    expect(await within(dialog).findByTitle('Orbis company report of GB01234567')).toHaveAttribute(
      'src',
      'https://orbis.test/Companies/report/GB01234567?context=ctx-1',
    );
    expect(api.sent('GET', CONTEXT)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the enhancement has not run, and offers no report, for a supplier without a BvD ID', async () => {
    selectApplication();
    renderDetail({ supplier: ok(aDetail()) });
    expect(await screen.findByText('Orbis Enhancement hasn\'t run for this supplier')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Orbis Enhancement' })).toBeNull();
    expect(screen.getByText('BvD ID').nextSibling).toHaveTextContent('Not linked');
    expect(screen.queryByRole('button', { name: 'OPEN IN ORBIS' })).toBeNull();
  });

  it('offers OPEN IN ORBIS only to those who may see the report, and Catalyst only as the application’s flags allow', async () => {
    selectApplication();
    renderDetail({ permissions: ['Connector.OrbisAssesments', 'Connector.CatalystAssesments'] });
    await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' });
    expect(screen.queryByRole('button', { name: 'OPEN IN ORBIS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Catalyst' })).toBeNull();
  });

  it('lists the Catalyst items the application offers, leading to the assessments of the supplier', async () => {
    selectApplication({ ...DEMO_APP, flags: { ...NO_FLAGS_ON, catalystMapping: true, supplyChainMapping: true } });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Catalyst' }));
    // The menu opens CATALYST_MENU_DELAY_MS after it is asked for (ASM-9).
    const items = await screen.findAllByRole('menuitem', {}, { timeout: CATALYST_MENU_DELAY_MS * 3 });
    expect(items.map((item) => item.textContent)).toEqual(['Open in Compliance Catalyst', 'Open in Supply Chain']);
    expect(items[0]).toHaveAttribute('href', '/admin/catalystAssesments?supplierId=S-100');
    expect(items[1]).toHaveAttribute('href', '/admin/supplyChainAssessments?supplierId=S-100');
  });

  it('says Supplier Not Found for any 404, without telling why', async () => {
    selectApplication();
    renderDetail({ supplier: failure(404, 'Application was not found') });
    expect(await screen.findByText(SUPPLIER_MESSAGES.notFound)).toBeVisible();
    expect(screen.queryByText('Application was not found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OPEN IN ORBIS' })).toBeNull();
  });

  it('says Supplier Not Found without an id, and asks nothing', async () => {
    selectApplication();
    const { api } = renderDetail({ path: '/admin/supplier' });
    expect(await screen.findByText('Supplier Not Found')).toBeVisible();
    expect(api.sent('GET', SUPPLIER)).toEqual([]);
  });

  it('shows the supplier’s latest own-entity request and how it stands', async () => {
    selectApplication();
    renderDetail({ requests: ok([aRequest(), aRequest({ requestId: 'req-0', state: 'failed', note: 'expired' })]) });
    const section = await screen.findByRole('region', { name: 'Own entity request' });
    expect(within(section).getByRole('status', { name: 'Request status' })).toHaveTextContent(/^Created/);
    expect(section).toHaveTextContent('GB*OE0123456789');
    expect(section).not.toHaveTextContent('within 30 days');
  });

  it('leaves the own-entity section out when the supplier has no request to show', async () => {
    selectApplication();
    renderDetail({ requests: failure(404, 'Supplier Not Found') });
    await screen.findByRole('table', { name: 'Orbis Enhancement' });
    expect(screen.queryByRole('region', { name: 'Own entity request' })).toBeNull();
  });
});
