import {
  ORBIS_MATCH_SELECT,
  ORBIS_PATHS,
  ORBIS_TOKEN_HEADER,
  OrbisContextResponse,
  OrbisDataResponse,
  OrbisMatchResponse,
  OrbisOwnEntityAnswer,
  toOrbisDataRecord,
  type OrbisDataField,
  type OrbisDataRequest,
  type OrbisDataRecord,
  type OrbisMatchCriteria,
  type OrbisMatchOptions,
  type OrbisMatchRequest,
  type OrbisOwnEntityRequest,
  type OrbisSearchSummary,
} from '@connector/contracts/providers/orbis';
import { createJsonClient } from '../http/json-client.ts';
import { fillPath, joinUrl } from '../http/paths.ts';
import type { ConnectionSettings } from '../http/settings.ts';
import { toOrbisHits, type OrbisHit } from './hits.ts';

export { selectedHit, type OrbisHit } from './hits.ts';

export interface OrbisSettings extends ConnectionSettings {
  apiToken: string;
}

export interface OrbisAdapter {
  /** Candidates best first, only those with a BvD ID; at most one carries `Hint: Selected`. */
  match(criteria: OrbisMatchCriteria, options?: Partial<OrbisMatchOptions>, signal?: AbortSignal): Promise<OrbisHit[]>;
  /** The records of the companies Orbis knows among `bvdIds`, each value as text or null. */
  companyData(bvdIds: string[], fields: OrbisDataField[], signal?: AbortSignal): Promise<OrbisCompanyData>;
  /** The short-lived value the embedded company report requires. */
  contextToken(): Promise<OrbisContextResponse>;
  reportUrl(bvdId: string, context: string): string;
  /** A fresh context and the report URL built with it. */
  openReport(bvdId: string): Promise<string>;
  /** The smallest authenticated data call. */
  connectionCheck(): Promise<void>;
  /** Asks Orbis to add a company it does not know; repeating it with the same REFERENCE asks once. */
  requestOwnEntity(request: OrbisOwnEntityRequest, signal?: AbortSignal): Promise<OrbisOwnEntityAnswer>;
  /** Where an own-entity request stands: pending, or created with the new company's BvD ID. */
  ownEntityStatus(requestId: string, signal?: AbortSignal): Promise<OrbisOwnEntityAnswer>;
}

/** A data answer as the adapter hands it on: every record's values as text or null (`orbisText`). */
export interface OrbisCompanyData {
  SearchSummary: OrbisSearchSummary;
  Data: OrbisDataRecord[];
}

// Clients read an answer without content (204) as nothing found, so the answers may be empty.
const MatchAnswer = OrbisMatchResponse.nullish().transform(toOrbisHits);
const NOTHING_FOUND: OrbisSearchSummary = { TotalRecordsFound: 0, Offset: 0, RecordsReturned: 0 };
/**
 * Lists become their elements joined by '; ', numbers and yes/no their text (`orbisText`), so
 * the company views, mappings and risk push read every field as they read a text.
 */
const DataAnswer = OrbisDataResponse.nullish().transform(
  (answer): OrbisCompanyData => ({ SearchSummary: answer?.SearchSummary ?? NOTHING_FOUND, Data: (answer?.Data ?? []).map(toOrbisDataRecord) }),
);

/** A match query as public clients send it: Options only with what the caller set, and the fields the console reads. */
function matchQuery(criteria: OrbisMatchCriteria, options: Partial<OrbisMatchOptions> = {}): OrbisMatchRequest {
  const Options = {
    ...(options.ScoreLimit === undefined ? {} : { ScoreLimit: options.ScoreLimit }),
    ...(options.ExclusionFlags?.length ? { ExclusionFlags: options.ExclusionFlags } : {}),
  };
  return { MATCH: { Criteria: criteria, ...(Object.keys(Options).length > 0 ? { Options } : {}) }, SELECT: [...ORBIS_MATCH_SELECT] };
}

export function createOrbisAdapter(settings: OrbisSettings): OrbisAdapter {
  const client = createJsonClient({ ...settings, provider: 'Orbis', headers: { [ORBIS_TOKEN_HEADER]: settings.apiToken } });
  const reportUrl = (bvdId: string, context: string) => {
    const url = joinUrl(settings.baseUrl, fillPath(ORBIS_PATHS.report, { bvdId }));
    url.searchParams.set('context', context);
    return url.toString();
  };
  const companyData = (bvdIds: string[], fields: OrbisDataField[], signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: ORBIS_PATHS.data,
      json: { WHERE: [{ BvDID: bvdIds }], SELECT: fields } satisfies OrbisDataRequest,
      schema: DataAnswer,
      idempotent: true,
      signal,
    });
  const contextToken = () =>
    client.request({ method: 'POST', path: ORBIS_PATHS.context, schema: OrbisContextResponse, idempotent: true });

  return {
    match: (criteria, options, signal) =>
      client.request({
        method: 'POST',
        path: ORBIS_PATHS.match,
        json: matchQuery(criteria, options),
        schema: MatchAnswer,
        idempotent: true,
        signal,
      }),
    companyData,
    contextToken,
    reportUrl,
    async openReport(bvdId) {
      const { Context } = await contextToken();
      return reportUrl(bvdId, Context);
    },
    async connectionCheck() {
      // An id no company has: Orbis answers an empty Data list, which costs no credit.
      await companyData(['CONNECTION-CHECK'], ['BVDID']);
    },
    requestOwnEntity: (request, signal) =>
      client.request({
        method: 'POST',
        path: ORBIS_PATHS.ownEntity,
        json: request,
        schema: OrbisOwnEntityAnswer,
        // Orbis answers a repeated REFERENCE with the request it first made.
        idempotent: request.REFERENCE !== undefined,
        signal,
      }),
    ownEntityStatus: (requestId, signal) =>
      client.request({
        method: 'GET',
        path: fillPath(ORBIS_PATHS.ownEntityStatus, { requestId }),
        schema: OrbisOwnEntityAnswer,
        notFound: 'Orbis does not know this own entity request',
        signal,
      }),
  };
}
