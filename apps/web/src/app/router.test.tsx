import { PERMISSIONS } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console.tsx';

const everything = { permissions: [...PERMISSIONS] };

describe('console routes', () => {
  it.each(['/', '/admin', '/admin/no-such-screen', '/elsewhere/deep'])('%s leads to Link BvD', async (path) => {
    const { router } = renderConsole({ path, session: everything });
    expect(await screen.findByRole('heading', { level: 1, name: "Link Suppliers to BvD ID's" })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/assignBvD');
  });

  it('loads a feature screen lazily under its title', async () => {
    renderConsole({ path: '/admin/supplyChainAssessments', session: everything });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supply Chain Catalyst Assessments' })).toBeVisible();
    expect(await screen.findByText('Choose an application')).toBeVisible();
  });

  it('refuses a screen without its permission', async () => {
    renderConsole({ path: '/admin/users', session: { permissions: ['Connector.AssignBvd'] } });
    expect(await screen.findByText('403')).toBeVisible();
    expect(screen.getByText('You do not have permission to open this page.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('checks the permission of routes with parameters', async () => {
    renderConsole({ path: '/admin/users/edit/u-1/acme', session: { permissions: ['Connector.Users.List'] } });
    expect(await screen.findByText('403')).toBeVisible();
  });

  it('names a mapping screen after its type', async () => {
    renderConsole({ path: '/admin/mapping/riskMapping', session: everything });
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk Integration Mapping' })).toBeVisible();
  });

  it('sends a signed-out visitor to sign in and back to the page asked for', async () => {
    const { session } = renderConsole({ path: '/admin/users?page=2', session: { status: 'idle', user: null } });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('/admin/users?page=2'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('the signed-out page waits for the user to sign in', async () => {
    const { session, user, router } = renderConsole({ path: '/auth/login-page', session: { status: 'idle', user: null } });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(session.signIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/login-page');
    await user.click(button);
    expect(session.signIn).toHaveBeenCalledWith('/admin');
  });

  it('sign-out goes through the logout page', async () => {
    const { session, user, router } = renderConsole({ path: '/admin/assignBvD', session: everything });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signing out')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/logout');
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  it('the callback returns to the path the sign-in remembered', async () => {
    const { router } = renderConsole({
      path: '/auth/callback?code=x&state=y',
      session: { ...everything, completeSignIn: () => Promise.resolve('/admin/tenants') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tenants'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  });

  it('shows the signed-in user in the top bar', async () => {
    renderConsole({ path: '/admin/assignBvD', session: everything });
    expect(await screen.findByText('Ana Ruiz')).toBeVisible();
    expect(screen.getByText('ana.ruiz@example.com')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Application' })).toHaveAttribute('aria-disabled', 'true');
  });
});
