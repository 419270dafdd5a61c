import {
  CATALYST_PATHS,
  CATALYST_TOKEN_HEADER,
  CatalystAssessment,
  CatalystAssessments,
  CatalystModels,
  CatalystStartResponse,
  type CatalystModel,
  type CatalystStartBody,
} from '@connector/contracts/providers/catalyst';
import { createJsonClient } from '../http/json-client.ts';
import { fillPath, joinUrl } from '../http/paths.ts';
import type { ConnectionSettings } from '../http/settings.ts';

export interface CatalystSettings extends ConnectionSettings {
  apiKey: string;
}

export interface CatalystAdapter {
  models(): Promise<CatalystModel[]>;
  /** Starts an assessment; answers its `CF_RA_Id`. */
  startAssessment(body: CatalystStartBody): Promise<string>;
  assessment(id: string): Promise<CatalystAssessment>;
  /** Newest first. */
  companyAssessments(bvdId: string): Promise<CatalystAssessments>;
  /**
   * The page of one assessment for a frame. Frames send no headers, so the page takes a
   * short-lived BvD context (the one Orbis issues for its report) in the query.
   */
  embedUrl(id: string, context: string): string;
  connectionCheck(): Promise<void>;
}

export function createCatalystAdapter(settings: CatalystSettings): CatalystAdapter {
  const client = createJsonClient({
    ...settings,
    provider: 'Compliance Catalyst',
    headers: { [CATALYST_TOKEN_HEADER]: settings.apiKey },
  });
  const models = () => client.request({ method: 'GET', path: CATALYST_PATHS.models, schema: CatalystModels });

  return {
    models,
    async startAssessment(body) {
      const answer = await client.request({
        method: 'POST',
        path: CATALYST_PATHS.assessments,
        json: body,
        schema: CatalystStartResponse,
      });
      return answer.SelectionId.CF_RA_Id;
    },
    assessment: (id) =>
      client.request({
        method: 'GET',
        path: fillPath(CATALYST_PATHS.assessment, { id }),
        schema: CatalystAssessment,
        notFound: `Compliance Catalyst has no assessment ${id}`,
      }),
    companyAssessments: (bvdId) =>
      client.request({
        method: 'GET',
        path: fillPath(CATALYST_PATHS.companyAssessments, { bvdId }),
        schema: CatalystAssessments,
        notFound: `Compliance Catalyst does not know company ${bvdId}`,
      }),
    embedUrl(id, context) {
      const url = joinUrl(settings.baseUrl, fillPath(CATALYST_PATHS.embed, { id }));
      url.searchParams.set('context', context);
      return url.toString();
    },
    async connectionCheck() {
      await models();
    },
  };
}
