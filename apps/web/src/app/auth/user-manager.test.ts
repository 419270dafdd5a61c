import { describe, expect, it } from 'vitest';
import { createUserManager } from './user-manager.ts';

const local = { region: 'local', userPoolId: 'acme', appClientId: 'connector-console', authDomain: 'http://acme.localhost:3000/oidc' };
const cognito = { region: 'eu-west-1', userPoolId: 'eu-west-1_Abc123', appClientId: 'client123', authDomain: 'https://acme.auth.eu-west-1.amazoncognito.com/' };

describe('the OpenID client of a tenant', () => {
  it('discovers the embedded provider at its authority, with the refresh scope', () => {
    const { settings } = createUserManager(local, window);
    expect(settings.authority).toBe(local.authDomain);
    expect(settings.metadata).toBeUndefined();
    expect(settings.scope.split(' ')).toContain('offline_access');
  });

  it('signs in through a Cognito pool’s hosted UI, with the pool as issuer and OpenID’s own scopes', () => {
    const { settings } = createUserManager(cognito, window);
    const issuer = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Abc123';
    expect(settings.authority).toBe(issuer);
    expect(settings.metadata).toMatchObject({
      issuer,
      authorization_endpoint: 'https://acme.auth.eu-west-1.amazoncognito.com/oauth2/authorize',
      token_endpoint: 'https://acme.auth.eu-west-1.amazoncognito.com/oauth2/token',
      jwks_uri: `${issuer}/.well-known/jwks.json`,
    });
    const logout = new URL(settings.metadata?.end_session_endpoint ?? '');
    expect(logout.origin + logout.pathname).toBe('https://acme.auth.eu-west-1.amazoncognito.com/logout');
    expect(logout.searchParams.get('client_id')).toBe('client123');
    expect(logout.searchParams.get('logout_uri')).toBe(`${window.location.origin}/auth/login-page`);
    expect(settings.scope.split(' ')).not.toContain('offline_access');
    expect(settings.client_id).toBe('client123');
  });
});
