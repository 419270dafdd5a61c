import {
  ARIBA_PAGE_LIMIT,
  ARIBA_PATHS,
  VendorDataPage,
  type AribaVendor,
  type VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import { ProviderError } from '../http/errors.ts';
import type { AribaCall } from './call.ts';

export interface PageOptions {
  /** Vendors per page, at most Ariba's limit of 1000. */
  pageSize?: number;
  /** Stop with an error rather than walk more pages than this. */
  maxPages?: number;
  signal?: AbortSignal;
}

export const DEFAULT_MAX_PAGES = 1_000;

/** One page of the Supplier Data API with Pagination; `skip` is the previous page's token. */
export function vendorPage(
  call: AribaCall,
  body: VendorDataRequestBody,
  { skip = 0, top = ARIBA_PAGE_LIMIT, count = false, signal }: { skip?: number; top?: number; count?: boolean; signal?: AbortSignal },
): Promise<VendorDataPage> {
  return call({
    method: 'POST',
    path: ARIBA_PATHS.vendorDataRequests,
    query: { $skip: skip, $top: Math.min(top, ARIBA_PAGE_LIMIT), $count: count },
    json: body,
    schema: VendorDataPage,
    idempotent: true,
    signal,
  });
}

/**
 * Every page in turn, each asked with the `$skip` token of the one before. Bounded by
 * `maxPages`, and a token that does not move forward ends the walk with an error instead of a loop.
 */
export async function* vendorPages(
  call: AribaCall,
  body: VendorDataRequestBody,
  { pageSize = ARIBA_PAGE_LIMIT, maxPages = DEFAULT_MAX_PAGES, signal }: PageOptions = {},
): AsyncGenerator<VendorDataPage, void, undefined> {
  let skip = 0;
  for (let pages = 0; ; pages += 1) {
    if (pages >= maxPages) {
      throw new ProviderError('Ariba', 'bad-response', `Ariba returned more than ${maxPages} pages of vendors`);
    }
    const page = await vendorPage(call, body, { skip, top: pageSize, count: pages === 0, signal });
    yield page;
    if (page.pageToken === null) return;
    if (page.pageToken <= skip) {
      throw new ProviderError('Ariba', 'bad-response', 'Ariba sent a page token that does not move forward');
    }
    skip = page.pageToken;
  }
}

/** All vendors matching `body`, every page collected. */
export async function listAllVendors(
  call: AribaCall,
  body: VendorDataRequestBody,
  options: PageOptions = {},
): Promise<AribaVendor[]> {
  const vendors: AribaVendor[] = [];
  for await (const page of vendorPages(call, body, options)) vendors.push(...page.vendors);
  return vendors;
}
