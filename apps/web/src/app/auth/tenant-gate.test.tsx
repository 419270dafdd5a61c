import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-console.tsx';
import { TenantGate } from './tenant-gate.tsx';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('TenantGate', () => {
  it('shows the tenant-not-found page when the tenant is unknown', async () => {
    const fetch = vi.fn(() => json(404, { success: false, message: 'Tenant not found' }));
    renderWithProviders(<TenantGate tenantId="nosuch">{() => <p>console</p>}</TenantGate>, { fetch });
    expect(await screen.findByText('Oops! Tenant was not found.')).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.queryByText('console')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/tenants/auth/nosuch', expect.objectContaining({ method: 'GET' }));
  });

  it('says so in Spanish too', async () => {
    renderWithProviders(<TenantGate tenantId="nosuch">{() => null}</TenantGate>, {
      language: 'es',
      fetch: () => json(404, { success: false, message: 'Tenant not found' }),
    });
    expect(await screen.findByText('¡Vaya! No se encontró el inquilino.')).toBeVisible();
  });

  it('hands the sign-in settings on', async () => {
    const settings = {
      region: 'local',
      userPoolId: 'acme',
      appClientId: 'console',
      authDomain: 'http://acme.localhost:3000/oidc',
      status: 'Enabled',
      idleTimeoutMinutes: 30,
    };
    renderWithProviders(<TenantGate tenantId="acme">{(found) => <p>{found.authDomain}</p>}</TenantGate>, {
      fetch: () => json(200, { success: true, data: settings }),
    });
    expect(await screen.findByText('http://acme.localhost:3000/oidc')).toBeVisible();
  });
});

describe('TenantGate waiting for something else', () => {
  it('holds its page back until the wait is over', async () => {
    const fetch = vi.fn(() => json(404, { success: false, message: 'Tenant not found' }));
    let release = () => undefined as void;
    function Held() {
      const [waiting, setWaiting] = useState(true);
      release = () => setWaiting(false);
      return (
        <TenantGate tenantId="nosuch" waiting={waiting}>
          {() => <p>console</p>}
        </TenantGate>
      );
    }
    renderWithProviders(<Held />, { fetch });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Oops! Tenant was not found.')).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Oops! Tenant was not found.')).toBeVisible();
  });
});

describe('TenantGate with a stray answer', () => {
  it('treats an answer that is not the settings as an unknown tenant', async () => {
    renderWithProviders(<TenantGate tenantId="acme">{() => <p>console</p>}</TenantGate>, {
      fetch: () => Promise.resolve(new Response('<!doctype html><html></html>', { status: 200 })),
    });
    expect(await screen.findByText('Oops! Tenant was not found.')).toBeVisible();
  });
});
