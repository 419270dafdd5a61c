import { z } from 'zod';
import type { Permission } from './permissions.ts';

/** One field that failed validation, named by its path in the request (`body.email`, `params.id`). */
export const FieldError = z.object({
  field: z.string().max(200),
  message: z.string().max(500),
});
export type FieldError = z.infer<typeof FieldError>;

/** Every error answer: `{ success: false, message, errors? }` with an honest HTTP status. */
export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Deepest nesting of arrays and objects a JSON request body may have; deeper answers 400
 * (docs/decisions/012-input-framing.md). No request of the API comes near it.
 */
export const JSON_DEPTH_MAX = 64;

/** Every successful answer: `{ success: true, message?, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: no token (sign-in settings, health);
 * - `user`: a signed-in user; `permission` null means every signed-in user.
 */
export type Access = 'public' | 'user';

/**
 * A tenant named by the request (`params.tenantId`, `body.tenantId`, ...). The server's router
 * admits it only when the caller may reach it (super administrators any tenant, everyone else
 * their own) and otherwise answers `refusal`; an absent optional field means the host's tenant.
 */
export interface NamedTenant {
  readonly in: 'params' | 'query' | 'body';
  readonly key: string;
  readonly refusal: { readonly status: 403 | 404; readonly message: string };
}

/** The tenant is the request's `in.key`; a tenant the caller may not reach answers 404 with `message`, as if absent. */
export function namedTenant(where: NamedTenant['in'], key: string, message: string, status: 403 | 404 = 404): NamedTenant {
  return { in: where, key, refusal: { status, message } };
}

export interface EndpointSpec {
  /** Stable operation id, also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path as the requirements write it, under `/api`, with `{param}` placeholders. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly access: Access;
  /** Permission the caller needs (any one of a list); null when any signed-in user may call it. */
  readonly permission: Permission | readonly Permission[] | null;
  /** Application calls carry `x-request-guid` and take part in the 504 protocol. */
  readonly application?: boolean;
  /**
   * An application call that only reads the database: it waits on no outside provider, so it
   * skips the 504 protocol and runs in the request's one transaction (its guid is still echoed).
   */
  readonly localRead?: boolean;
  /**
   * Where the tenant the endpoint acts on comes from: the request's host when absent, otherwise
   * a field of the request. The router resolves it once and hands it to the handler.
   */
  readonly tenant?: NamedTenant;
  /**
   * A larger request body than the server's default (1 MB), and what a larger one answers (413).
   * Such a route admits its caller (token, permission, the application and tenant its path names)
   * before reading its body, and an instance reads only a few such bodies at once (429 past them).
   */
  readonly bodyLimit?: { readonly bytes: number; readonly message: string };
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Schema of the `data` member of the success envelope. */
  readonly data: z.ZodType;
}

export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type EndpointParams<E extends EndpointSpec> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = Infer<E['query']>;
export type EndpointBody<E extends EndpointSpec> = Infer<E['body']>;
export type EndpointData<E extends EndpointSpec> = z.infer<E['data']>;

/** Fills `{name}` placeholders of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `/api/tenants/{id}` → `/api/tenants/:id` for the server router. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Header carrying the idempotency key of an application call (API-5). */
export const REQUEST_GUID_HEADER = 'x-request-guid';

/** Paging, sorting and search of list endpoints (server-side, so large tenants stay fast). */
export const ALL_ROWS = 0;
export function pageQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** Rows per page; 0 means all rows (the "All" option), capped by the server. */
    pageSize: z.coerce.number().int().min(0).max(1000).default(5),
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
}

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0) });
}
