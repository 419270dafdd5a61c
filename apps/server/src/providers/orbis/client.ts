import {
  ORBIS_PATHS,
  ORBIS_TOKEN_HEADER,
  OrbisContextResponse,
  OrbisDataResponse,
  OrbisMatchResponse,
  OrbisOwnEntityAnswer,
  type OrbisOwnEntityRequest,
  type OrbisDataField,
  type OrbisMatchCriteria,
  type OrbisMatchHit,
  type OrbisMatchOptions,
} from '@connector/contracts/providers/orbis';
import { createJsonClient } from '../http/json-client.ts';
import { fillPath, joinUrl } from '../http/paths.ts';
import type { ConnectionSettings } from '../http/settings.ts';

export interface OrbisSettings extends ConnectionSettings {
  apiToken: string;
}

export interface OrbisAdapter {
  /** Candidates best first; at most one carries `Hint: Selected`. */
  match(criteria: OrbisMatchCriteria, options?: Partial<OrbisMatchOptions>, signal?: AbortSignal): Promise<OrbisMatchResponse>;
  companyData(bvdIds: string[], fields: OrbisDataField[], signal?: AbortSignal): Promise<OrbisDataResponse>;
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

/** The hit Orbis itself picked as the clear best match, if any. */
export const selectedHit = (hits: OrbisMatchResponse): OrbisMatchHit | undefined =>
  hits.find((hit) => hit.Hint === 'Selected');

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
      json: { WHERE: [{ BvDID: bvdIds }], SELECT: fields },
      schema: OrbisDataResponse,
      idempotent: true,
      signal,
    });
  const contextToken = () =>
    client.request({ method: 'POST', path: ORBIS_PATHS.context, schema: OrbisContextResponse, idempotent: true });

  return {
    match: (criteria, options = {}, signal) =>
      client.request({
        method: 'POST',
        path: ORBIS_PATHS.match,
        json: { MATCH: { Criteria: criteria, Options: { ScoreLimit: 0, ExclusionFlags: [], ...options } } },
        schema: OrbisMatchResponse,
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
