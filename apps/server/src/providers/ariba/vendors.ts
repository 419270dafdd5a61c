import {
  ARIBA_EXPORT_FIELDS,
  ARIBA_PAGE_LIMIT,
  ARIBA_PATHS,
  AribaCount,
  AribaNextToken,
  AribaPagedAnswer,
  AribaVendorRecord,
  updatedDatesFilter,
  type AribaExportColumns,
  type AribaExportField,
  type UpdatedDates,
  type VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import { ProviderError } from '../http/errors.ts';
import type { AribaCall } from './call.ts';

/** A questionnaire of a vendor: where its answers are read and written. */
export interface VendorQuestionnaire {
  questionnaireId: string;
  title: string | null;
  workspaceId: string | null;
  workspaceType: string | null;
}

/** A vendor as the connector reads it from a realm's export columns. */
export interface AribaVendor {
  smVendorId: string;
  erpVendorId: string | null;
  supplierName: string;
  addressLine1: string | null;
  city: string | null;
  regionCode: string | null;
  postalCode: string | null;
  countryCode: string | null;
  taxId: string | null;
  /** Any status the realm answers, kept as it came. */
  registrationStatus: string | null;
  qualificationStatus: string | null;
  lastUpdated: Date | null;
  /** Present when the request asked `withQuestionnaire`. */
  questionnaires: VendorQuestionnaire[];
}

export interface VendorPage {
  vendors: AribaVendor[];
  /** The `$skip` of the next page; null on the last. */
  nextToken: number | null;
  /** Vendors matching the request, when `count` asked for it. */
  count?: number;
}

export interface VendorRequest extends VendorDataRequestBody {
  /** Only vendors updated within these bounds (`$filter`). */
  updated?: UpdatedDates;
}

export interface PageOptions {
  /** Vendors per page, at most Ariba's limit of 1000. */
  pageSize?: number;
  /** Stop with an error rather than walk more pages than this. */
  maxPages?: number;
  signal?: AbortSignal;
}

export const DEFAULT_MAX_PAGES = 1_000;

/** An export value as text: numbers as written, empty text as none. */
function text(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Ariba dates come as ISO text or epoch milliseconds. */
function date(value: unknown): Date | null {
  const parsed = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

/** Reads one vendor record through the application's export-column names. */
export function readVendor(record: AribaVendorRecord, columns: AribaExportColumns): AribaVendor {
  const value = (field: AribaExportField) => record[columns[field]];
  const smVendorId = text(value('smVendorId'));
  if (!smVendorId) {
    throw new ProviderError('Ariba', 'bad-response', `Ariba sent a vendor without the column "${columns.smVendorId}"; check the Ariba export fields of the application`);
  }
  return {
    smVendorId,
    erpVendorId: text(value('erpVendorId')),
    supplierName: text(value('supplierName')) ?? smVendorId,
    addressLine1: text(value('addressLine1')),
    city: text(value('city')),
    regionCode: text(value('regionCode')),
    postalCode: text(value('postalCode')),
    countryCode: text(value('countryCode'))?.toUpperCase() ?? null,
    taxId: text(value('taxId')),
    registrationStatus: text(value('registrationStatus')),
    qualificationStatus: text(value('qualificationStatus')),
    lastUpdated: date(value('lastUpdated')),
    questionnaires: (record.questionnaires ?? []).map((q) => ({
      questionnaireId: q.questionnaireId,
      title: q.questionnaireTitle?.trim() || null,
      workspaceId: q.workspaceId?.trim() || null,
      workspaceType: q.workspaceType?.trim() || null,
    })),
  };
}

/**
 * A page as Ariba answers it: a JSON array of records, the `{ "nextToken": N }` that ends it while
 * more pages follow, and the `{ "count": N }` a counted request adds. Anything else is a record.
 */
export function splitPage<T>(elements: readonly unknown[], read: (element: unknown) => T): { items: T[]; nextToken: number | null; count?: number } {
  const items: T[] = [];
  let nextToken: number | null = null;
  let count: number | undefined;
  for (const element of elements) {
    const token = AribaNextToken.safeParse(element);
    const counted = AribaCount.safeParse(element);
    if (token.success) nextToken = token.data.nextToken;
    else if (counted.success) count = counted.data.count;
    else items.push(read(element));
  }
  return { items, nextToken, ...(count === undefined ? {} : { count }) };
}

const readRecord = (columns: AribaExportColumns) => (element: unknown) => {
  const record = AribaVendorRecord.safeParse(element);
  if (!record.success) throw new ProviderError('Ariba', 'bad-response', 'Ariba sent a vendor page that could not be read', { cause: record.error });
  return readVendor(record.data, columns);
};

/** One page of the Supplier Data API with Pagination; `skip` is the previous page's `nextToken`. */
export async function vendorPage(
  call: AribaCall,
  columns: AribaExportColumns,
  { updated, ...body }: VendorRequest,
  { skip = 0, top = ARIBA_PAGE_LIMIT, count = false, signal }: { skip?: number; top?: number; count?: boolean; signal?: AbortSignal },
): Promise<VendorPage> {
  const filter = updated ? updatedDatesFilter(updated) : undefined;
  const elements = await call({
    method: 'POST',
    path: ARIBA_PATHS.vendorDataRequests,
    query: { $skip: skip, $top: Math.min(top, ARIBA_PAGE_LIMIT), $count: count, $filter: filter },
    json: { outputFormat: 'JSON', ...body },
    schema: AribaPagedAnswer,
    idempotent: true,
    signal,
  });
  const { items, nextToken, count: total } = splitPage(elements, readRecord(columns));
  return { vendors: items, nextToken, ...(total === undefined ? {} : { count: total }) };
}

/**
 * Every page in turn, each asked with the `nextToken` of the one before. Bounded by `maxPages`,
 * and a token that does not move forward ends the walk with an error instead of a loop.
 */
export async function* vendorPages(
  call: AribaCall,
  columns: AribaExportColumns,
  request: VendorRequest,
  { pageSize = ARIBA_PAGE_LIMIT, maxPages = DEFAULT_MAX_PAGES, signal }: PageOptions = {},
): AsyncGenerator<VendorPage, void, undefined> {
  let skip = 0;
  for (let pages = 0; ; pages += 1) {
    if (pages >= maxPages) {
      throw new ProviderError('Ariba', 'bad-response', `Ariba returned more than ${maxPages} pages of vendors`);
    }
    const page = await vendorPage(call, columns, request, { skip, top: pageSize, count: pages === 0, signal });
    yield page;
    if (page.nextToken === null) return;
    if (page.nextToken <= skip) {
      throw new ProviderError('Ariba', 'bad-response', 'Ariba sent a page token that does not move forward');
    }
    skip = page.nextToken;
  }
}

/** All vendors matching the request, every page collected. */
export async function listAllVendors(call: AribaCall, columns: AribaExportColumns, request: VendorRequest, options: PageOptions = {}): Promise<AribaVendor[]> {
  const vendors: AribaVendor[] = [];
  for await (const page of vendorPages(call, columns, request, options)) vendors.push(...page.vendors);
  return vendors;
}

/** The application's export-column names over the standard ones; an empty name keeps the standard one. */
export function exportColumns(custom: Partial<AribaExportColumns> = {}): AribaExportColumns {
  const columns = { ...ARIBA_EXPORT_FIELDS } as AribaExportColumns;
  for (const field of Object.keys(ARIBA_EXPORT_FIELDS) as AribaExportField[]) {
    const name = custom[field]?.trim();
    if (name) columns[field] = name;
  }
  return columns;
}
