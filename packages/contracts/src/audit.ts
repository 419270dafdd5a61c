import { z } from 'zod';
import { defineEndpoint, namedTenant } from './http.ts';
import { TENANT_ANSWERS } from './messages.ts';
import { TenantId } from './tenants.ts';

export const AUDIT_ENTITIES = ['tenant', 'role', 'user', 'application', 'supplier', 'mapping'] as const;

/**
 * Where a change came from, read from who made it (decision 027): a person, an application with
 * its credentials, the schedule (no actor), or a person's import or own-entity request.
 */
export const AUDIT_SOURCES = ['person', 'application', 'schedule', 'import', 'ownEntity'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** What a changed secret reads as in an event: the trail never holds one in clear. */
export const AUDIT_SECRET_MARK = '[secret]';

/** Rows per page of the tenant's audit log. */
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;

export const AUDIT_MESSAGES = {
  noEvents: 'No audit events were found for this record',
  instant: 'Give a date and time such as 2025-01-31T00:00:00Z',
  range: 'The end of the period must come after its start',
  cursor: 'This page of the audit log no longer exists: start from the first page',
  pageSize: `Rows per page must be one of ${AUDIT_PAGE_SIZES.join(', ')}`,
} as const;

export const AuditEvent = z.object({
  id: z.string(),
  tenantId: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  source: z.enum(AUDIT_SOURCES),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** Changed fields only; secrets appear as `"[secret]"`, never in clear. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

/** A page counts the matching events up to this many; past it the log says "more than" (decision 027). */
export const AUDIT_COUNT_LIMIT = 10_000;
/** The most events one export holds, newest first; a larger set is cut there and says so. */
export const AUDIT_EXPORT_ROW_LIMIT = 100_000;
export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** An optional text filter; blank is no filter. */
const FilterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const Instant = z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.instant }).optional();

/**
 * What narrows the tenant's audit log; every filter is optional. `actor` matches part of the
 * actor's e-mail or the whole actor id; `from` is inclusive and `to` exclusive. A super
 * administrator names the tenant (`tenantId`); everyone else reads their own.
 */
const AuditFilterFields = z.object({
  tenantId: TenantId.optional(),
  actor: FilterText(254),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: FilterText(64),
  entityId: FilterText(128),
  from: Instant,
  to: Instant,
});
export type AuditFilter = Omit<z.output<typeof AuditFilterFields>, 'tenantId'>;

const inOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => !from || !to || Date.parse(from) < Date.parse(to);
const RANGE = { path: ['to'], message: AUDIT_MESSAGES.range };

/** Where a page starts: the `nextCursor` of the page before; absent for the newest events. */
const PageCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, AUDIT_MESSAGES.cursor)
  .optional();

const PageSize = z.coerce
  .number()
  .int()
  .refine((size) => (AUDIT_PAGE_SIZES as readonly number[]).includes(size), AUDIT_MESSAGES.pageSize)
  .default(25);

export const AuditLogQuery = AuditFilterFields.extend({ cursor: PageCursor, pageSize: PageSize }).refine(inOrder, RANGE);
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogPage = z.object({
  rows: z.array(AuditEvent),
  /** Events matching the filter, counted up to AUDIT_COUNT_LIMIT. */
  total: z.number().int().min(0),
  /** More than `total` events match: the count stopped at its limit. */
  moreThanTotal: z.boolean(),
  /** The cursor of the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

export const AuditExportQuery = AuditFilterFields.extend({ format: z.enum(AUDIT_EXPORT_FORMATS) }).refine(inOrder, RANGE);
export type AuditExportQuery = z.input<typeof AuditExportQuery>;

/** The exported file, whole, in the answer: its bytes in base64. */
export const AuditExportFile = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  content: z.string(),
  /** Events in the file. */
  rows: z.number().int().min(0),
  /** More events match than AUDIT_EXPORT_ROW_LIMIT: the file holds the newest of them. */
  truncated: z.boolean(),
});
export type AuditExportFile = z.infer<typeof AuditExportFile>;

/** A page of one record's trail (the History of a record), newest first, by the same keyset as the log. */
export const AuditTrailQuery = z.object({ cursor: PageCursor, pageSize: PageSize });
export type AuditTrailQuery = z.input<typeof AuditTrailQuery>;

export const AuditTrailPage = z.object({
  rows: z.array(AuditEvent),
  /** The cursor of the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AuditTrailPage = z.infer<typeof AuditTrailPage>;

/**
 * A record's trail needs the permission to list records of its kind, checked by the module (it
 * depends on the record's kind), hence no permission here. The first page of a record with no
 * event in the caller's scope (another tenant's record) answers 404.
 */
export const listAuditEvents = defineEndpoint({
  id: 'listAuditEvents',
  method: 'GET',
  path: '/api/audit/{entity}/{entityId}',
  summary: 'A page of the audit trail of one record, newest first',
  access: 'user',
  permission: null,
  params: z.object({ entity: z.enum(AUDIT_ENTITIES), entityId: z.string().min(1).max(128) }),
  query: AuditTrailQuery,
  data: AuditTrailPage,
});

const auditLogTenant = namedTenant('query', 'tenantId', TENANT_ANSWERS.notFound);

export const listTenantAuditEvents = defineEndpoint({
  id: 'listTenantAuditEvents',
  method: 'GET',
  path: '/api/audit',
  summary: 'The tenant’s audit log, newest first, filtered and paged; a super administrator may name another tenant',
  access: 'user',
  permission: 'Connector.Audit.View',
  query: AuditLogQuery,
  tenant: auditLogTenant,
  data: AuditLogPage,
});

export const exportAuditEvents = defineEndpoint({
  id: 'exportAuditEvents',
  method: 'GET',
  path: '/api/audit/export',
  summary: 'The tenant’s audit log under a filter as a CSV or .xlsx file, newest first',
  access: 'user',
  permission: 'Connector.Audit.View',
  query: AuditExportQuery,
  tenant: auditLogTenant,
  data: AuditExportFile,
});
