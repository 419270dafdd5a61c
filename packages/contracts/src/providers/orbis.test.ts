import { describe, expect, it } from 'vitest';
import { ORBIS_DATA_ANSWER, ORBIS_DATA_CALL, ORBIS_DATA_RECORD_OF_OTHER_KINDS, ORBIS_MATCH_ANSWER, ORBIS_MATCH_CALL } from './fixtures/orbis.ts';
import {
  ORBIS_MATCH_SELECT,
  OrbisDataRequest,
  OrbisDataResponse,
  OrbisDataWireRecord,
  OrbisMatchRequest,
  OrbisMatchResponse,
  orbisMatchKey,
  orbisText,
  toOrbisDataRecord,
} from './orbis.ts';

describe('Orbis wire types', () => {
  it('take the published calls and answers', () => {
    expect(OrbisMatchRequest.parse(ORBIS_MATCH_CALL).SELECT).toEqual(ORBIS_MATCH_SELECT);
    expect(OrbisMatchResponse.parse(ORBIS_MATCH_ANSWER)).toHaveLength(3);
    expect(OrbisDataRequest.parse(ORBIS_DATA_CALL).WHERE[0]?.BvDID).toHaveLength(2);
    expect(OrbisDataResponse.parse(ORBIS_DATA_ANSWER).Data).toHaveLength(2);
    expect(OrbisDataWireRecord.parse(ORBIS_DATA_RECORD_OF_OTHER_KINDS)).toEqual(ORBIS_DATA_RECORD_OF_OTHER_KINDS);
  });

  it('refuse a SELECT naming a match field Orbis does not have, saying which', () => {
    const parsed = OrbisMatchRequest.safeParse({ MATCH: { Criteria: { Name: 'A' } }, SELECT: ['Match.BvDId', 'Match.PostCode'] });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Unknown match field Match.PostCode']);
  });

  it('key a hit by the field without Match.', () => {
    expect(ORBIS_MATCH_SELECT.map(orbisMatchKey)).toContain('Postcode');
    expect(orbisMatchKey('Match.National_Id')).toBe('National_Id');
  });
});

describe('an Orbis value as text', () => {
  it('joins a list, keeps one element as it is, and makes a list of nothing null', () => {
    expect(orbisText(['HRB 1', 'DE81'])).toBe('HRB 1; DE81');
    expect(orbisText(['HRB 1'])).toBe('HRB 1');
    expect(orbisText(['', null, '  '])).toBeNull();
    expect(orbisText([])).toBeNull();
  });

  it('writes numbers and yes/no as text, keeps a text and null', () => {
    expect([orbisText(57), orbisText(0.5), orbisText(false), orbisText('  x '), orbisText(null), orbisText(undefined)]).toEqual(['57', '0.5', 'false', '  x ', null, null]);
    expect(toOrbisDataRecord({ A: [1, 2], B: true, C: null })).toEqual({ A: '1; 2', B: 'true', C: null });
  });
});
