import { describe, expect, it } from 'vitest';
import {
  AribaAnswersBody,
  AribaActionBody,
  ARIBA_MESSAGES,
  AribaRiskCustomFieldsBody,
  AribaTokenResponse,
  aribaErrorText,
  aribaOAuthOriginFor,
  parseUpdatedDatesFilter,
  readQuotaHeaders,
  updatedDatesFilter,
  VendorDataQuery,
} from './ariba.ts';
import * as fixtures from './fixtures/ariba.ts';
import { OrbisMatchRequest } from './orbis.ts';
import { FaultsUpdate, SimTouchSuppliersBody } from './simulator.ts';

describe('provider wire types', () => {
  it('writes the Ariba error texts exactly', () => {
    expect(ARIBA_MESSAGES.apiKeyMissing).toBe('The apiKey is missing in the header.');
    expect(ARIBA_MESSAGES.realmMismatch('acme-T')).toBe('Realm acme-T in the request does not match with realms in the token.');
  });

  it('caps an Ariba page at 1000 and reads $skip as the numeric token', () => {
    expect(VendorDataQuery.parse({ realm: 'r', $skip: '1000' })).toMatchObject({ $skip: 1000, $top: 1000, $count: false });
    expect(VendorDataQuery.parse({ realm: 'r', $filter: "updatedDateFrom ge '2026-01-01T00:00:00Z'" }).$filter).toContain('updatedDateFrom');
    expect(VendorDataQuery.safeParse({ realm: 'r', $top: '1001' }).success).toBe(false);
  });

  it('writes and reads the update-date $filter of an incremental pull', () => {
    const from = new Date('2026-11-30T09:15:00.250Z');
    const to = new Date('2026-12-01T00:00:00Z');
    expect(updatedDatesFilter({ from })).toBe("updatedDateFrom ge '2026-11-30T09:15:00Z'");
    const both = updatedDatesFilter({ from, to }) ?? '';
    expect(both).toBe("updatedDateFrom ge '2026-11-30T09:15:00Z' and updatedDateTo le '2026-12-01T00:00:00Z'");
    expect(parseUpdatedDatesFilter(both)).toEqual({ from: new Date('2026-11-30T09:15:00Z'), to });
    expect(updatedDatesFilter({})).toBeUndefined();
    for (const bad of ["updatedDateFrom gt '2026-01-01T00:00:00Z'", "name eq 'x'", "updatedDateFrom ge 'yesterday'"]) expect(parseUpdatedDatesFilter(bad)).toBeNull();
  });

  it('takes the token answer as SAP prints it: scope null, refresh token kept, extra fields ignored', () => {
    expect(AribaTokenResponse.parse(fixtures.ARIBA_TOKEN_ANSWER)).toMatchObject({ scope: null, refresh_token: fixtures.ARIBA_TOKEN_ANSWER.refresh_token });
    expect(AribaTokenResponse.parse({ ...fixtures.ARIBA_REFRESHED_TOKEN_ANSWER, realms: ['x'] })).not.toHaveProperty('realms');
    expect(AribaTokenResponse.safeParse({ ...fixtures.ARIBA_TOKEN_ANSWER, token_type: 'mac' }).success).toBe(false);
  });

  it('takes the published bodies of the answers, action and risk calls, within their limits', () => {
    expect(AribaAnswersBody.safeParse(fixtures.ARIBA_ANSWERS_BODY).success).toBe(true);
    expect(AribaAnswersBody.safeParse({ answers: [{ externalSystemCorrelationId: 'Q', answer: 'a', multiValueAnswer: ['b'] }] }).success).toBe(false);
    expect(AribaActionBody.safeParse(fixtures.ARIBA_ACTION_BODY).success).toBe(true);
    expect(AribaRiskCustomFieldsBody.safeParse(fixtures.ARIBA_RISK_FIELDS_BODY).success).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => ({ smVendorId: `S${i}`, customFields: [{ fieldName: 'FIELD_01', value: 'x' }] }));
    expect(AribaRiskCustomFieldsBody.safeParse(many).success).toBe(false);
  });

  it('finds the text of an Ariba error wherever its body keeps it', () => {
    expect(aribaErrorText({ error: 'Bad Request', message: ARIBA_MESSAGES.apiKeyMissing })).toBe(ARIBA_MESSAGES.apiKeyMissing);
    expect(aribaErrorText(fixtures.ARIBA_BEING_EDITED_ANSWER)).toBe('Forbidden');
    expect(aribaErrorText('<html>')).toBeUndefined();
  });

  it('reads every window of the rate-limit headers', () => {
    const headers = new Headers({ ...fixtures.ARIBA_QUOTA_HEADERS, 'ratelimit-reset': '17' });
    expect(readQuotaHeaders((name) => headers.get(name))).toEqual({
      windows: { second: { limit: 20, remaining: 19 }, minute: { limit: 400, remaining: 371 }, hour: { limit: 12000, remaining: 11620 }, day: { limit: 40000, remaining: 39210 } },
      resetSeconds: 17,
    });
    expect(readQuotaHeaders(() => null)).toEqual({ windows: {}, resetSeconds: undefined });
  });

  it('knows the OAuth host of each data centre’s API host', () => {
    expect(aribaOAuthOriginFor('https://eu.openapi.ariba.com/')).toBe('https://api-eu.ariba.com/');
    expect(aribaOAuthOriginFor('https://mn1.openapi.ariba.com/api')).toBe('https://api.mn1.ariba.com/');
    expect(aribaOAuthOriginFor('http://127.0.0.1:4010/ariba/')).toBeUndefined();
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
