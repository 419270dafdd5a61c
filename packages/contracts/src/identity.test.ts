import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRolesClaim } from './identity.ts';

describe('parseRolesClaim', () => {
  it('splits the bracketed list form', () => {
    expect(parseRolesClaim('[tenantAdmin, userBvd]')).toEqual(['tenantAdmin', 'userBvd']);
  });

  it('splits a bracketed list with odd spacing', () => {
    expect(parseRolesClaim('  [ tenantAdmin ,userBvd ,  superAdmin ]  ')).toEqual([
      'tenantAdmin',
      'userBvd',
      'superAdmin',
    ]);
  });

  it('reads a single role, bracketed or not', () => {
    expect(parseRolesClaim('[superAdmin]')).toEqual(['superAdmin']);
    expect(parseRolesClaim('superAdmin')).toEqual(['superAdmin']);
  });

  it('splits a plain comma-separated string', () => {
    expect(parseRolesClaim('tenantAdmin,userBvd')).toEqual(['tenantAdmin', 'userBvd']);
  });

  it('takes an array as it is, trimmed and without empty entries', () => {
    expect(parseRolesClaim(['tenantAdmin', ' userBvd ', ''])).toEqual(['tenantAdmin', 'userBvd']);
  });

  it('gives no roles for empty lists', () => {
    expect(parseRolesClaim('[]')).toEqual([]);
    expect(parseRolesClaim('')).toEqual([]);
    expect(parseRolesClaim('[ , ,]')).toEqual([]);
    expect(parseRolesClaim([])).toEqual([]);
  });

  it('gives no roles for junk', () => {
    expect(parseRolesClaim(undefined)).toEqual([]);
    expect(parseRolesClaim(null)).toEqual([]);
    expect(parseRolesClaim(42)).toEqual([]);
    expect(parseRolesClaim({ roles: ['superAdmin'] })).toEqual([]);
    expect(parseRolesClaim(true)).toEqual([]);
  });

  it('drops entries of a list that are not strings, even ones that cannot be printed', () => {
    expect(parseRolesClaim(['userBvd', 7, Object.create(null), { role: 'superAdmin' }])).toEqual(['userBvd']);
  });

  it('property: the bracketed form and the array form agree', () => {
    const role = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(role, { maxLength: 6 }), (roles) => {
        const bracketed = `[${roles.join(', ')}]`;
        expect(parseRolesClaim(bracketed)).toEqual(roles);
        expect(parseRolesClaim(roles)).toEqual(roles);
      }),
    );
  });

  it('property: never throws and always returns non-empty trimmed strings', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const roles = parseRolesClaim(value);
        return Array.isArray(roles) && roles.every((r) => typeof r === 'string' && r.length > 0 && r === r.trim());
      }),
    );
  });
});
