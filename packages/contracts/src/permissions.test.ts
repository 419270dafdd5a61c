import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasPermission, permissionMatches } from './permissions.ts';

/** A segment as permissions write them: letters only, never the wildcard. */
const segment = fc.stringMatching(/^[A-Za-z]{1,12}$/);
const permission = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('.'));

describe('permissionMatches', () => {
  it('matches identical permissions', () => {
    expect(permissionMatches('Connector.Users.List', 'Connector.Users.List')).toBe(true);
  });

  it('lets a wildcard stand for exactly one inner segment', () => {
    expect(permissionMatches('Connector.*.List', 'Connector.Users.List')).toBe(true);
    expect(permissionMatches('Connector.*.List', 'Connector.Users.Edit')).toBe(false);
    expect(permissionMatches('*.Users.List', 'Connector.Users.List')).toBe(true);
    expect(permissionMatches('Connector.*.Edit', 'Connector.Configurations.TenantConfiguration.Edit')).toBe(false);
  });

  it('lets a trailing wildcard cover everything below it', () => {
    expect(permissionMatches('Connector.*', 'Connector.AssignBvd')).toBe(true);
    expect(permissionMatches('Connector.*', 'Connector.Configurations.TenantConfiguration.Edit')).toBe(true);
    expect(permissionMatches('Connector.Configurations.*', 'Connector.Configurations.Menu')).toBe(true);
    expect(permissionMatches('Connector.Configurations.*', 'Connector.Users.List')).toBe(false);
  });

  it('needs at least one segment under a trailing wildcard', () => {
    expect(permissionMatches('Connector.*', 'Connector')).toBe(false);
  });

  it('never matches part of a segment', () => {
    expect(permissionMatches('Connector.User', 'Connector.Users')).toBe(false);
    expect(permissionMatches('Connector.Users', 'Connector.User')).toBe(false);
    expect(permissionMatches('Connector.Us*', 'Connector.Users.List')).toBe(false);
    expect(permissionMatches('Connector.Users*', 'Connector.Users.List')).toBe(false);
  });

  it('does not let a shorter grant cover a longer requirement, nor the reverse', () => {
    expect(permissionMatches('Connector.Users', 'Connector.Users.List')).toBe(false);
    expect(permissionMatches('Connector.Users.List', 'Connector.Users')).toBe(false);
  });

  it('is case sensitive', () => {
    expect(permissionMatches('connector.users.list', 'Connector.Users.List')).toBe(false);
  });

  it('matches every catalogue permission with itself and with Connector.*', () => {
    for (const p of PERMISSIONS) {
      expect(permissionMatches(p, p), p).toBe(true);
      expect(permissionMatches('Connector.*', p), p).toBe(true);
    }
  });

  it('matches no catalogue permission with a different one', () => {
    for (const granted of PERMISSIONS) {
      const covered = PERMISSIONS.filter((required) => permissionMatches(granted, required));
      expect(covered).toEqual([granted]);
    }
  });

  it('property: any permission matches itself', () => {
    fc.assert(fc.property(permission, (p) => permissionMatches(p, p)));
  });

  it('property: two different wildcard-free permissions never match', () => {
    fc.assert(
      fc.property(permission, permission, (a, b) => {
        fc.pre(a !== b);
        return !permissionMatches(a, b);
      }),
    );
  });

  it('property: replacing any one segment by * still matches', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.nat(), (segments, n) => {
        const i = n % segments.length;
        const granted = segments.map((s, j) => (j === i ? '*' : s)).join('.');
        return permissionMatches(granted, segments.join('.'));
      }),
    );
  });

  it('property: a prefix followed by * covers every longer permission under it', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        (prefix, rest) => permissionMatches([...prefix, '*'].join('.'), [...prefix, ...rest].join('.')),
      ),
    );
  });

  it('property: a prefix followed by * covers nothing outside it', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        permission,
        (prefix, required) => {
          const inside = required.split('.').slice(0, prefix.length).join('.') === prefix.join('.');
          fc.pre(!inside);
          return !permissionMatches([...prefix, '*'].join('.'), required);
        },
      ),
    );
  });

  it('property: a segment extended by extra characters never matches', () => {
    fc.assert(
      fc.property(permission, segment, (p, extra) => {
        const longer = `${p}${extra}`;
        return !permissionMatches(p, longer) && !permissionMatches(longer, p);
      }),
    );
  });
});

describe('hasPermission', () => {
  it('opens a route without a permission to everyone', () => {
    expect(hasPermission(['Connector.AssignBvd'], ['Connector.OrbisAssesments', 'Connector.AssignBvd'])).toBe(true);
    expect(hasPermission(['Connector.Search.*'], ['Connector.OrbisAssesments', 'Connector.Search.ByBvD'])).toBe(true);
    expect(hasPermission(['Connector.Users.List'], ['Connector.OrbisAssesments', 'Connector.AssignBvd'])).toBe(false);
    expect(hasPermission(['Connector.AssignBvd'], [])).toBe(false);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], undefined)).toBe(true);
  });

  it('refuses when nothing is granted', () => {
    expect(hasPermission([], 'Connector.Users.List')).toBe(false);
  });

  it('grants when any one of the permissions covers the requirement', () => {
    const granted = ['Connector.AssignBvd', 'Connector.Search.*'];
    expect(hasPermission(granted, 'Connector.Search.ByBvD')).toBe(true);
    expect(hasPermission(granted, 'Connector.AssignBvd')).toBe(true);
    expect(hasPermission(granted, 'Connector.Users.List')).toBe(false);
  });

  it('lets Connector.* cover the whole catalogue', () => {
    for (const p of PERMISSIONS) expect(hasPermission(['Connector.*'], p), p).toBe(true);
  });

  it('property: the answer is whether some single grant matches', () => {
    fc.assert(
      fc.property(fc.array(permission, { maxLength: 6 }), fc.constantFrom(...PERMISSIONS), (granted, required) => {
        const withCatalogue = [...granted, required];
        return (
          hasPermission(withCatalogue, required) &&
          hasPermission(granted, required) === granted.some((g) => permissionMatches(g, required))
        );
      }),
    );
  });
});
