import { ErrorBody, HTTP_MESSAGES, REQUEST_GUID_HEADER, type EndpointId, type EndpointSpec } from '@connector/contracts';
import { z } from 'zod';

/** A component reference of the document. */
const ref = (kind: 'responses' | 'schemas' | 'parameters' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

const GUID_EXAMPLE = '3f6c1a52-8d4e-4b7a-9c21-5e0f7d9a1b34';

/** An answer in the one error envelope, with its example. */
function errorResponse(description: string, example: ErrorBody, headers?: Record<string, unknown>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: ref('schemas', 'ErrorBody'), example } },
  };
}

/**
 * The 504 protocol, described once (docs/decisions/007-long-work-and-retries.md) and referenced
 * by every application call.
 */
const LONG_WORK_DESCRIPTION = [
  'The call outlived the gateway deadline (25 s unless the server is configured otherwise). Its work goes on:',
  `ask \`GET /api/asyncRequest/{guid}\` with the guid of the \`${REQUEST_GUID_HEADER}\` header (the one the call sent, or the one this answer carries)`,
  'every 5 s until it answers `{ state: "done", status, body }`: `status` and `body` are what the call would have answered.',
  'Calling again with the same guid never runs the work twice: it answers the stored outcome, or 504 again while the work goes on.',
  'Outcomes are kept 24 hours, for the same user (or application) only.',
].join(' ');

const RETRY_AFTER = { description: 'Seconds to wait before asking again.', schema: { type: 'integer', minimum: 0 } };
const ECHOED_GUID = { description: 'The request guid of the call: the caller\'s, or one made up when it sent none.', schema: { type: 'string', format: 'uuid' } };

/** The document's shared answers, parameters and the error envelope's schema. */
export const COMPONENTS = {
  schemas: { ErrorBody: z.toJSONSchema(ErrorBody, { target: 'draft-2020-12' }) },
  parameters: {
    RequestGuid: {
      name: REQUEST_GUID_HEADER,
      in: 'header',
      required: false,
      description:
        'Idempotency key of an application call (a UUID). Send the same one on every retry of one logical call; when absent the server makes one up and sends it back in the same header.',
      schema: { type: 'string', format: 'uuid' },
      example: GUID_EXAMPLE,
    },
  },
  headers: { RetryAfter: RETRY_AFTER, RequestGuid: ECHOED_GUID },
  responses: {
    BadRequest: errorResponse('A field of the request is not valid: `errors` names each one by its path (`body.email`, `query.page`, `params.id`).', {
      success: false,
      message: HTTP_MESSAGES.invalidFields,
      errors: [{ field: 'body.name', message: 'Too big: expected string to have <=100 characters' }],
    }),
    Unauthorized: errorResponse('No bearer token, or one that does not verify (expired, revoked, for another tenant).', {
      success: false,
      message: HTTP_MESSAGES.signInRequired,
    }),
    Forbidden: errorResponse(
      'The caller\'s roles do not grant the permission this call needs; application tokens get it on every call that is not theirs.',
      { success: false, message: HTTP_MESSAGES.forbidden },
    ),
    NotFound: errorResponse(
      'The host names no tenant, or what the path names does not exist or belongs to a tenant or application the caller may not reach.',
      { success: false, message: HTTP_MESSAGES.notFound },
    ),
    Conflict: errorResponse('The request clashes with the current state (a name already taken, a changed version, a request guid used by another call).', {
      success: false,
      message: HTTP_MESSAGES.guidTaken,
    }),
    PayloadTooLarge: errorResponse('The request body is larger than this call accepts (1 MB unless it says otherwise).', {
      success: false,
      message: HTTP_MESSAGES.bodyTooLarge,
    }),
    UnsupportedMediaType: errorResponse('The request body is not `application/json`.', {
      success: false,
      message: HTTP_MESSAGES.unsupportedContentType,
    }),
    TooManyRequests: errorResponse(
      'Past a limit (the application\'s Orbis rate limits, or the server\'s reads of large bodies): ask again after `Retry-After` seconds.',
      { success: false, message: HTTP_MESSAGES.largeBodiesBusy },
      { 'retry-after': ref('headers', 'RetryAfter') },
    ),
    LongWork: errorResponse(LONG_WORK_DESCRIPTION, { success: false, message: HTTP_MESSAGES.stillWorking(GUID_EXAMPLE) }, {
      [REQUEST_GUID_HEADER]: ref('headers', 'RequestGuid'),
    }),
  },
} as const;

/** Writes that answer 409 besides the 504 protocol's guid clash (the `conflict(...)` of their modules). */
const CONFLICTING: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'createTenant',
  'createRole',
  'createUser',
  'updateUser',
  'createApp',
  'renameApp',
  'unlinkSupplier',
  'createMappingVersion',
  'updateMappingVersion',
  'activateMappingVersion',
  'updateMappingJob',
  'requestOwnEntity',
  'startSupplierBatch',
  'retrySupplierBatch',
]);

/** Calls that may reach Orbis past the application's rate limits (their 429 carries `Retry-After`). */
const RATE_LIMITED: ReadonlySet<EndpointId> = new Set<EndpointId>(['getOrbisContext', 'getOrbisCompany', 'getCatalystFrame', 'getSupplyChainFrame']);

/** Success statuses other than 200, as the handlers answer them (`new Answer(…, 201)`). */
const SUCCESS_STATUS: Partial<Record<EndpointId, 201 | 202>> = {
  createTenant: 201,
  createRole: 201,
  createUser: 201,
  createApp: 201,
  createMappingVersion: 201,
  requestOwnEntity: 201,
  startSupplierBatch: 201,
  startCatalystAssessment: 201,
  startSupplyChainAssessment: 201,
  runMappingWriteBack: 202,
};

export const successStatus = (endpoint: EndpointSpec): 200 | 201 | 202 => SUCCESS_STATUS[endpoint.id as EndpointId] ?? 200;

/** Under the 504 protocol: application calls that wait on outside providers. */
export const isLongWork = (endpoint: EndpointSpec): boolean => Boolean(endpoint.application && !endpoint.localRead);

/**
 * The error answers an endpoint can give, derived from its catalogue entry: input means 400,
 * a body 413 and 415, a signed-in endpoint 401, 403 (its permission, or an application token on
 * a call not open to it) and 404 (the host's tenant, and what its path names), and so on.
 */
export function errorResponses(endpoint: EndpointSpec): Record<string, { $ref: string }> {
  const signedIn = endpoint.access === 'user';
  const longWork = isLongWork(endpoint);
  const statuses: [boolean, string, string][] = [
    [Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.application), '400', 'BadRequest'],
    [signedIn, '401', 'Unauthorized'],
    [signedIn || endpoint.tenant?.refusal.status === 403, '403', 'Forbidden'],
    [signedIn || Boolean(endpoint.params || endpoint.tenant), '404', 'NotFound'],
    [longWork || CONFLICTING.has(endpoint.id as EndpointId), '409', 'Conflict'],
    [Boolean(endpoint.body), '413', 'PayloadTooLarge'],
    [Boolean(endpoint.body), '415', 'UnsupportedMediaType'],
    [Boolean(endpoint.bodyLimit) || RATE_LIMITED.has(endpoint.id as EndpointId), '429', 'TooManyRequests'],
    [longWork, '504', 'LongWork'],
  ];
  return Object.fromEntries(statuses.filter(([applies]) => applies).map(([, status, name]) => [status, ref('responses', name)]));
}

export const requestGuidParameter = () => ref('parameters', 'RequestGuid');
