import { ORBIS_MATCH_SELECT } from '@connector/contracts/providers/orbis';
import {
  ORBIS_DATA_ANSWER,
  ORBIS_DATA_CALL,
  ORBIS_DATA_RECORD_OF_OTHER_KINDS,
  ORBIS_MATCH_ANSWER,
  ORBIS_MATCH_CALL,
} from '@connector/contracts/providers/fixtures/orbis';
import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { createOrbisAdapter, selectedHit } from './client.ts';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** An Orbis that answers every call with `answer` (no content for undefined), and the calls it got. */
function orbisAnswering(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', url: new URL(url instanceof Request ? url.url : url), headers: init?.headers as Record<string, string>, body });
    return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer, { status });
  };
  const adapter = createOrbisAdapter({ baseUrl: 'https://orbis.example/v1/orbis/', apiToken: 'token-1', fetch, breakers: new BreakerRegistry(), retry: { maxAttempts: 0 } });
  return { adapter, sent };
}

describe('the Orbis adapter against the published shapes', () => {
  it('asks a match as public clients do: POST, ApiToken, PostCode, the options given, and the fields it reads', async () => {
    const { adapter, sent } = orbisAnswering(ORBIS_MATCH_ANSWER);
    await adapter.match(ORBIS_MATCH_CALL.MATCH.Criteria, { ScoreLimit: 0.7, ExclusionFlags: ['ExcludeBranchLocations'] });
    expect(sent[0]).toMatchObject({ method: 'POST', headers: expect.objectContaining({ ApiToken: 'token-1' }), body: ORBIS_MATCH_CALL });
    expect(sent[0]?.url.pathname).toBe('/v1/orbis/Companies/match');
    expect(ORBIS_MATCH_CALL.SELECT).toEqual(ORBIS_MATCH_SELECT);
    await adapter.match({ Name: 'Harbour Lights' });
    expect(sent[1]?.body).toEqual({ MATCH: { Criteria: { Name: 'Harbour Lights' } }, SELECT: ORBIS_MATCH_SELECT });
  });

  it('reads the hits: Postcode as PostCode, lists joined, blanks null, and a hit without a BvD ID dropped', async () => {
    const hits = await orbisAnswering(ORBIS_MATCH_ANSWER).adapter.match({ Name: 'Harbour Lights' });
    expect(hits.map((hit) => hit.BvDId)).toEqual(['DE2150123456', 'DE2150654321']);
    expect(hits[0]).toMatchObject({ PostCode: '20457', National_Id: 'HRB 123456', Score: 0.97, Hint: 'Selected' });
    expect(hits[1]).toMatchObject({
      Address: null,
      PostCode: null,
      LegalForm: null,
      National_Id: 'HRB 654321; DE811907981',
      NationalIdLabel: 'Trade register number; European VAT number',
    });
    expect(selectedHit(hits)?.BvDId).toBe('DE2150123456');
  });

  it('reads hits whose fields are missing, spelt PostCode, or out of order', async () => {
    const answer = [
      { BvDId: 'GB1', Score: 0.5 },
      { BvDId: 'GB2', Score: 0.9, PostCode: 'LS1 4AP', Name: '  ', Hint: 'Unselected' },
      { Score: 0.99, Name: 'No id' },
      { BvDId: '', Score: 0.95 },
    ];
    const hits = await orbisAnswering(answer).adapter.match({ Name: 'x' });
    expect(hits).toEqual([
      expect.objectContaining({ BvDId: 'GB2', PostCode: 'LS1 4AP', Name: null, Hint: 'Unselected' }),
      expect.objectContaining({ BvDId: 'GB1', Name: null, City: null, National_Id: null, Hint: null, Score: 0.5 }),
    ]);
    expect(selectedHit(hits)).toBeUndefined();
  });

  it('reads an answer without content as no hits and no records', async () => {
    const { adapter } = orbisAnswering(undefined);
    expect(await adapter.match({ Name: 'x' })).toEqual([]);
    expect((await adapter.companyData(['GB1'], ['BVDID'])).Data).toEqual([]);
  });

  it('refuses a hit without a score as an answer it cannot read', async () => {
    await expect(orbisAnswering([{ BvDId: 'GB1' }]).adapter.match({ Name: 'x' })).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('asks company data by POST and hands every value on as text or null', async () => {
    const { adapter, sent } = orbisAnswering(ORBIS_DATA_ANSWER);
    const answer = await adapter.companyData(ORBIS_DATA_CALL.WHERE[0]?.BvDID ?? [], ORBIS_DATA_CALL.SELECT as never[]);
    expect(sent[0]).toMatchObject({ method: 'POST', body: ORBIS_DATA_CALL });
    expect(sent[0]?.url.pathname).toBe('/v1/orbis/Companies/data');
    expect(answer.SearchSummary).toMatchObject({ TotalRecordsFound: 2, RecordsReturned: 2 });
    expect(answer.Data[0]).toMatchObject({ NATIONAL_ID: 'HRB 123456', EMAIL: 'info@harbour-lights.example', STATE: null, PREVIOUS_NAME: null });
    expect(answer.Data[1]).toMatchObject({ NATIONAL_ID: 'HRB 654321; DE811907981', NACE2_PRIMARY_CODE: '5210; 4941', EMAIL: null });
  });

  it('writes numbers and yes/no as text, and a list of nothing as null', async () => {
    const summary = { TotalRecordsFound: 1, Offset: 0, RecordsReturned: 1, Sort: { DESC: ['EMPL'] } };
    const answer = await orbisAnswering({ SearchSummary: summary, Data: [ORBIS_DATA_RECORD_OF_OTHER_KINDS] }).adapter.companyData(['DE2150123456'], ['BVDID']);
    expect(answer.Data).toEqual([
      { BVDID: 'DE2150123456', EMPL: '57', OPRE: '12345.5', GRID_MATCH_INDICATOR: 'false', PHONE_NUMBER: '+49 40 1234567', FAX_NUMBER: null },
    ]);
  });

  it('reads a data answer that found nothing and left out Data', async () => {
    const answer = await orbisAnswering({ SearchSummary: { TotalRecordsFound: 0, Offset: 0, RecordsReturned: 0 } }).adapter.companyData(['XX'], ['BVDID']);
    expect(answer.Data).toEqual([]);
  });
});
