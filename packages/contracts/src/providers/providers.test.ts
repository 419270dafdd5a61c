import { describe, expect, it } from 'vitest';
import { ARIBA_MESSAGES, VendorDataQuery, VendorDataRequestBody } from './ariba.ts';
import { OrbisMatchRequest } from './orbis.ts';
import { FaultsUpdate, SimTouchSuppliersBody } from './simulator.ts';

describe('provider wire types', () => {
  it('writes the Ariba error texts exactly', () => {
    expect(ARIBA_MESSAGES.apiKeyMissing).toBe('The apiKey is missing in the header.');
    expect(ARIBA_MESSAGES.realmMismatch('acme-T')).toBe('Realm acme-T in the request does not match with realms in the token.');
  });

  it('caps an Ariba page at 1000 and reads $skip as the numeric token', () => {
    expect(VendorDataQuery.parse({ realm: 'r', $skip: '1000' })).toMatchObject({ $skip: 1000, $top: 1000, $count: false });
    expect(VendorDataQuery.safeParse({ realm: 'r', $top: '1001' }).success).toBe(false);
  });

  it('takes an Ariba lower bound on the last update only as a date-time with its zone', () => {
    for (const value of ['2025-03-01T10:00:00Z', '2025-03-01T10:00:00.123+02:00']) {
      expect(VendorDataRequestBody.parse({ lastUpdatedFrom: value }).lastUpdatedFrom).toBe(value);
    }
    for (const value of ['2025-03-01', '2025-03-01T10:00:00', 'yesterday']) {
      expect(VendorDataRequestBody.safeParse({ lastUpdatedFrom: value }).success).toBe(false);
    }
  });

  it('touches either a count of suppliers or the ones named, the city by default', () => {
    expect(SimTouchSuppliersBody.parse({ realm: 'r', count: 3 }).fields).toEqual(['city']);
    expect(SimTouchSuppliersBody.safeParse({ realm: 'r', smVendorIds: ['S1'], fields: ['name'] }).success).toBe(true);
    expect(SimTouchSuppliersBody.safeParse({ realm: 'r', count: 3, smVendorIds: ['S1'] }).success).toBe(false);
    expect(SimTouchSuppliersBody.safeParse({ realm: 'r' }).success).toBe(false);
    expect(SimTouchSuppliersBody.safeParse({ realm: 'r', count: 1001 }).success).toBe(false);
  });

  it('defaults the Orbis match options and upper-cases the country', () => {
    const parsed = OrbisMatchRequest.parse({ MATCH: { Criteria: { Name: 'Acme', Country: 'de' } } });
    expect(parsed.MATCH).toEqual({ Criteria: { Name: 'Acme', Country: 'DE' }, Options: { ScoreLimit: 0, ExclusionFlags: [] } });
    expect(OrbisMatchRequest.safeParse({ MATCH: { Criteria: { City: 'Berlin' } } }).success).toBe(false);
    expect(OrbisMatchRequest.safeParse({ MATCH: { Criteria: { Name: 'A' }, Options: { ExclusionFlags: ['ExcludeMartians'] } } }).success).toBe(false);
  });

  it('accepts fault changes only for known providers and sane values', () => {
    expect(FaultsUpdate.safeParse({ orbis: { errorRate: 0.3 } }).success).toBe(true);
    expect(FaultsUpdate.safeParse({}).success).toBe(false);
    expect(FaultsUpdate.safeParse({ orbis: { errorRate: 1.2 } }).success).toBe(false);
    expect(FaultsUpdate.safeParse({ orbis: { colour: 'red' } }).success).toBe(false);
  });
});
