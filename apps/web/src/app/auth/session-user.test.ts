import { describe, expect, it } from 'vitest';
import { safeReturnPath, sessionUserOf } from './session-user.ts';

describe('sessionUserOf', () => {
  it('reads names, tenant, roles and language from the claims', () => {
    const user = sessionUserOf({
      sub: 'u-1',
      email: 'ana@example.com',
      given_name: 'Ana',
      family_name: 'Ruiz',
      locale: 'es-ES',
      'custom:tenantId': 'acme',
      'custom:roles': '[tenantAdmin, userBvd]',
    });
    expect(user).toEqual({
      sub: 'u-1',
      email: 'ana@example.com',
      givenName: 'Ana',
      familyName: 'Ruiz',
      tenantId: 'acme',
      roles: ['tenantAdmin', 'userBvd'],
      language: 'es',
    });
  });

  it('accepts a list of roles and tolerates missing claims', () => {
    const user = sessionUserOf({ sub: 'u-2', 'custom:roles': ['superAdmin'] });
    expect(user.roles).toEqual(['superAdmin']);
    expect(user.email).toBe('');
    expect(user.language).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps console paths and refuses other sites', () => {
    expect(safeReturnPath('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeReturnPath('//evil.example/admin')).toBe('/admin');
    expect(safeReturnPath('https://evil.example')).toBe('/admin');
    expect(safeReturnPath(undefined)).toBe('/admin');
  });
});
