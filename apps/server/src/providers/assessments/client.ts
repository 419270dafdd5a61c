import { ResultFields } from '@connector/contracts/providers/catalyst';
import type { z } from 'zod';
import type { ProviderName } from '../http/errors.ts';
import { createJsonClient, type JsonClient } from '../http/json-client.ts';
import { fillPath, joinUrl } from '../http/paths.ts';
import type { ConnectionSettings } from '../http/settings.ts';

/** A Catalyst product's request and answer shapes (its wire types, from contracts). */
export interface AssessmentSchemas {
  models: z.ZodType;
  startBody: z.ZodType;
  started: z.ZodType;
  assessment: z.ZodType;
  assessments: z.ZodType;
}

/**
 * What the two Catalyst risk products (Compliance Catalyst, Supply Chain Catalyst) share on the
 * wire: an `ApiToken` header, a list of models, starting an assessment, reading one or a
 * company's, an embeddable page, and the list of its result fields. Each product names its own
 * paths and schemas.
 */
export interface AssessmentProduct<S extends AssessmentSchemas> {
  provider: ProviderName;
  tokenHeader: string;
  paths: { models: string; assessments: string; assessment: string; companyAssessments: string; embed: string; fields: string };
  schemas: S;
}

export interface AssessmentSettings extends ConnectionSettings {
  apiKey: string;
}

/** The calls every Catalyst product answers, in its own wire types. */
export interface AssessmentCalls<S extends AssessmentSchemas> {
  models(): Promise<z.infer<S['models']>>;
  start(body: z.infer<S['startBody']>): Promise<z.infer<S['started']>>;
  assessment(id: string): Promise<z.infer<S['assessment']>>;
  /** Newest first. */
  companyAssessments(bvdId: string): Promise<z.infer<S['assessments']>>;
  /**
   * The page of one assessment for a frame. Frames send no headers, so the page takes a
   * short-lived BvD context (the one Orbis issues for its report) in the query.
   */
  embedUrl(id: string, context: string): string;
  /** The assessment's result fields (key and label), which a mapping sends to Ariba questions. */
  fields(signal?: AbortSignal): Promise<ResultFields>;
  connectionCheck(): Promise<void>;
}

/**
 * The shared calls a product's adapter offers as they are, in its wire types; each adapter names
 * its own way to start an assessment.
 */
export interface CommonAssessmentCalls<Model, Assessment> {
  models(): Promise<Model[]>;
  assessment(id: string): Promise<Assessment>;
  /** Newest first. */
  companyAssessments(bvdId: string): Promise<Assessment[]>;
  /** The page of one assessment for a frame, opened with a BvD context (see `AssessmentCalls`). */
  embedUrl(id: string, context: string): string;
  /** The assessment's result fields (key and label), which a mapping sends to Ariba questions. */
  fields(signal?: AbortSignal): Promise<ResultFields>;
  connectionCheck(): Promise<void>;
}

/**
 * The client of one Catalyst product: its common calls, and the JSON client (with the product's
 * credentials and resilience) for the calls only that product has.
 */
export function createAssessmentClient<S extends AssessmentSchemas>(
  product: AssessmentProduct<S>,
  settings: AssessmentSettings,
): { client: JsonClient; calls: AssessmentCalls<S> } {
  const { provider, paths, schemas } = product;
  const client = createJsonClient({ ...settings, provider, headers: { [product.tokenHeader]: settings.apiKey } });
  const models = () => client.request<S['models']>({ method: 'GET', path: paths.models, schema: schemas.models });
  return {
    client,
    calls: {
      models,
      start: (body) => client.request<S['started']>({ method: 'POST', path: paths.assessments, json: body, schema: schemas.started }),
      assessment: (id) =>
        client.request<S['assessment']>({
          method: 'GET',
          path: fillPath(paths.assessment, { id }),
          schema: schemas.assessment,
          notFound: `${provider} has no assessment ${id}`,
        }),
      companyAssessments: (bvdId) =>
        client.request<S['assessments']>({
          method: 'GET',
          path: fillPath(paths.companyAssessments, { bvdId }),
          schema: schemas.assessments,
          notFound: `${provider} does not know company ${bvdId}`,
        }),
      embedUrl(id, context) {
        const url = joinUrl(settings.baseUrl, fillPath(paths.embed, { id }));
        url.searchParams.set('context', context);
        return url.toString();
      },
      fields: (signal) => client.request({ method: 'GET', path: paths.fields, schema: ResultFields, signal }),
      async connectionCheck() {
        await models();
      },
    },
  };
}
