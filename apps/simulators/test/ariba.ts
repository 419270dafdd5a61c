import {
  ARIBA_EXPORT_FIELDS,
  ARIBA_PATHS,
  type AribaQnaItem,
  type AribaVendorQuestionnaire,
  type VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { FastifyInstance, InjectOptions } from 'fastify';

const { clientId, clientSecret, apiKey, approver } = SIMULATOR_DEFAULTS.ariba;
const PREFIX = '/ariba';
export const APPROVER = { user: approver.user, passwordadapter: approver.passwordAdapter };

/** A path of `ARIBA_PATHS` with its parameters filled in, under the simulator's prefix. */
export function aribaPath(path: string, params: Record<string, string> = {}): string {
  return PREFIX + path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}

export const basicAuth = (id: string = clientId, secret: string = clientSecret) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** `POST /v2/oauth/token` with a form body. */
export const requestToken = (app: FastifyInstance, form: string, authorization = basicAuth()) =>
  app.inject({
    method: 'POST',
    url: aribaPath(ARIBA_PATHS.token),
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

/** A vendor record of `vendorDataRequests`, by its export columns. */
export type Vendor = Record<string, unknown> & { questionnaires?: (AribaVendorQuestionnaire & { matrixInfo?: { Status: string } })[] };
export const F = ARIBA_EXPORT_FIELDS;
export const idOf = (vendor: Vendor) => String(vendor[F.smVendorId]);

/** A page split into its vendors and the `count` and `nextToken` elements it ends with. */
export function splitPage(items: unknown[]): { vendors: Vendor[]; count?: number; nextToken?: number } {
  const isMeta = (item: unknown, key: string) => typeof item === 'object' && item !== null && key in item && Object.keys(item).length === 1;
  const count = items.find((item) => isMeta(item, 'count')) as { count: number } | undefined;
  const next = items.find((item) => isMeta(item, 'nextToken')) as { nextToken: number } | undefined;
  const vendors = items.filter((item) => !isMeta(item, 'count') && !isMeta(item, 'nextToken')) as Vendor[];
  return { vendors, ...(count ? { count: count.count } : {}), ...(next ? { nextToken: next.nextToken } : {}) };
}

export interface PageQuery {
  skip?: number;
  top?: number;
  count?: boolean;
  filter?: string;
}

/** A signed-in Ariba client of an in-process simulator: a token, then calls with the right headers. */
export async function aribaSession(app: FastifyInstance, realm = 'connector-T') {
  const token = (await requestToken(app, 'grant_type=client_credentials')).json<{ access_token: string }>().access_token;
  const headers = { authorization: `Bearer ${token}`, apikey: apiKey };
  /** A call with the session's headers and `realm` (and any other query) added. */
  const call = (method: InjectOptions['method'], url: string, options: { query?: Record<string, string>; payload?: unknown } = {}) =>
    app.inject({
      method,
      url,
      headers,
      query: { realm, ...options.query },
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
  const vendors = (body: VendorDataRequestBody, { skip = 0, top = 1000, count = false, filter }: PageQuery = {}) =>
    call('POST', aribaPath(ARIBA_PATHS.vendorDataRequests), {
      query: { $skip: String(skip), $top: String(top), $count: String(count), ...(filter === undefined ? {} : { $filter: filter }) },
      payload: body,
    });
  const page = async (body: VendorDataRequestBody, query: PageQuery = {}) => splitPage((await vendors(body, query)).json<unknown[]>());
  /** Every page of the request in turn, each asked with the token of the one before. */
  const walk = async (body: VendorDataRequestBody, top: number, between?: (page: number) => Promise<void>, filter?: string) => {
    const seen: Vendor[] = [];
    let skip: number | undefined = 0;
    for (let n = 0; skip !== undefined; n++) {
      const answer = await page(body, { skip, top, ...(filter === undefined ? {} : { filter }) });
      seen.push(...answer.vendors);
      skip = answer.nextToken;
      if (between && skip !== undefined) await between(n);
    }
    return seen;
  };
  const qnaPath = (path: string, smVendorId: string, workspaceId: string, questionnaireId: string) => aribaPath(path, { smVendorId, workspaceId, questionnaireId });
  const qna = (smVendorId: string, workspaceId: string, questionnaireId: string, query: Record<string, string> = {}) =>
    call('GET', qnaPath(ARIBA_PATHS.questionnaireQna, smVendorId, workspaceId, questionnaireId), { query });
  /** Every question of the questionnaire, page by page. */
  const allQna = async (smVendorId: string, workspaceId: string, questionnaireId: string) => {
    const items = (await qna(smVendorId, workspaceId, questionnaireId)).json<unknown[]>();
    return items.filter((item): item is AribaQnaItem => typeof item === 'object' && item !== null && 'externalSystemCorrelationId' in item);
  };
  const answers = (smVendorId: string, workspaceId: string, questionnaireId: string, payload: unknown) =>
    call('POST', qnaPath(ARIBA_PATHS.questionnaireAnswers, smVendorId, workspaceId, questionnaireId), { payload });
  /** An External Approval call to `url` (an `aribaPath`), as the configured approver unless `as` says otherwise. */
  const approval = (method: 'GET' | 'POST', url: string, payload?: unknown, as: Record<string, string> = APPROVER) => call(method, url, { query: as, payload });
  return { token, headers, call, vendors, page, walk, qna, allQna, answers, approval };
}

export type AribaSession = Awaited<ReturnType<typeof aribaSession>>;
