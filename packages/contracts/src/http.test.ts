import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath } from './http.ts';

describe('buildPath', () => {
  it('fills every placeholder', () => {
    expect(buildPath('/api/users/{userId}/{tenantId}', { userId: 'u-1', tenantId: 'acme' })).toBe(
      '/api/users/u-1/acme',
    );
  });

  it('leaves a path without placeholders unchanged', () => {
    expect(buildPath('/api/roles', undefined)).toBe('/api/roles');
  });

  it('writes numbers as text', () => {
    expect(buildPath('/api/roles/{roleId}', { roleId: 7 })).toBe('/api/roles/7');
  });

  it('encodes values so they stay one segment', () => {
    expect(buildPath('/api/tenants/{id}', { id: 'a/b c?d#e' })).toBe('/api/tenants/a%2Fb%20c%3Fd%23e');
  });

  it('throws when a placeholder has no value', () => {
    expect(() => buildPath('/api/tenants/{id}', {})).toThrow('Missing path parameter id');
    expect(() => buildPath('/api/tenants/{id}', undefined)).toThrow('Missing path parameter id');
  });

  it('property: the filled segment decodes back to the value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const path = buildPath('/api/things/{id}/rest', { id: value });
        const parts = path.split('/');
        expect(parts).toHaveLength(5);
        expect(decodeURIComponent(parts[3] as string)).toBe(value);
      }),
    );
  });
});
