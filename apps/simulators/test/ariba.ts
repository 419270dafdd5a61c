import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { VendorDataPage, VendorDataRequestBody } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';

const { clientId, clientSecret, apiKey } = SIMULATOR_DEFAULTS.ariba;
export const ARIBA_API = '/ariba/api/supplierdatapagination/v4/prod';
export const ARIBA_APPROVAL = '/ariba/api/sourcing-approval/v2/prod';

/** A signed-in Ariba client of an in-process simulator: a token, then calls with the right headers. */
export async function aribaSession(app: FastifyInstance, realm = 'connector-T') {
  const response = await app.inject({
    method: 'POST',
    url: '/ariba/v2/oauth/token',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  const token = response.json<{ access_token: string }>().access_token;
  const headers = { authorization: `Bearer ${token}`, apikey: apiKey };
  const vendors = (body: VendorDataRequestBody, query: { skip?: number; top?: number; count?: boolean } = {}) =>
    app.inject({
      method: 'POST',
      url: `${ARIBA_API}/vendorDataRequests?realm=${realm}&$skip=${query.skip ?? 0}&$top=${query.top ?? 1000}&$count=${query.count ?? false}`,
      headers,
      payload: body,
    });
  /** Every page of the request in turn, each asked with the token of the one before. */
  const walk = async (body: VendorDataRequestBody, top: number, between?: (page: number) => Promise<void>) => {
    const seen: VendorDataPage['vendors'] = [];
    let skip: number | null = 0;
    for (let page = 0; skip !== null; page++) {
      const answer: VendorDataPage = (await vendors(body, { skip, top })).json<VendorDataPage>();
      seen.push(...answer.vendors);
      skip = answer.pageToken;
      if (between && skip !== null) await between(page);
    }
    return seen;
  };
  const approval = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `${ARIBA_APPROVAL}${path}?realm=${realm}`, headers, ...(payload ? { payload } : {}) });
  return { headers, vendors, walk, approval };
}
