import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { endpoints, REQUEST_GUID_HEADER, type EndpointSpec } from '@connector/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { exampleOf } from './examples.ts';
import { COMPONENTS, errorResponses, isLongWork, requestGuidParameter, successStatus } from './responses.ts';
import { TAGS, tagOf } from './tags.ts';

/** Where the API lives; everything else the server answers (sign-in pages, the console) is not in the document. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

const BY_ID: ReadonlyMap<string, EndpointSpec> = new Map(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint]));

const BEARER_DESCRIPTION = [
  'A JWT access token of the tenant\'s own origin, sent as `Authorization: Bearer <token>`.',
  '**Applications** use their credentials (Applications → App client in the console, or `POST /api/tenants/appClient`):',
  'the OAuth 2.0 client-credentials flow at `{tenant origin}/oidc/token`,',
  'e.g. `curl -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials https://{tenant origin}/oidc/token`,',
  'optionally with `scope` = some of the application\'s role ids. The token lasts one hour and opens the application calls',
  '(those taking `x-request-guid`), `GET /api/asyncRequest/{guid}` and `POST /api/roles/permissions` only.',
  '**People** sign in through the console (authorization code with PKCE), which holds their token.',
].join(' ');

const DESCRIPTION = [
  'The API of the Connector Console: every call answers `{ success: true, message?, data }`, or',
  '`{ success: false, message, errors? }` (the error envelope, `errors` naming invalid fields) with an honest HTTP status.',
  'Each tenant has its own origin (`https://{tenant}.<domain>`): the host names the tenant, and a token is valid on its own tenant\'s origin only.',
  `Application calls take part in the 504 protocol: send an \`${REQUEST_GUID_HEADER}\` and, on 504, ask \`GET /api/asyncRequest/{guid}\`.`,
].join(' ');

/** The options of `@fastify/swagger`: the document holds the `/api` operations, described from the catalogue. */
export function apiDocumentOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Connector Console API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/', description: 'The tenant\'s own origin' }],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: BEARER_DESCRIPTION } } },
    },
    transform: (input) => (isApiPath(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
    transformObject: (documentObject) => describe((documentObject as { openapiObject: OpenApiDocument }).openapiObject),
  };
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> } & Record<string, unknown>>;
}
interface MediaType {
  schema?: unknown;
  example?: unknown;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** The generated document with each operation completed from its catalogue entry. */
function describe(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const endpoint = operation.operationId ? BY_ID.get(operation.operationId) : undefined;
      // An operation the catalogue does not know stays as generated: the document's tests name it.
      if (endpoint) describeOperation(operation, endpoint);
    }
  }
  const components = document.components ?? {};
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...(components.schemas as object), ...COMPONENTS.schemas },
      parameters: COMPONENTS.parameters,
      headers: COMPONENTS.headers,
      responses: COMPONENTS.responses,
    },
  };
}

function describeOperation(operation: Operation, endpoint: EndpointSpec): void {
  const tag = tagOf(endpoint.id);
  if (tag) operation.tags = [tag];
  operation.security = endpoint.access === 'user' ? [{ bearer: [] }] : [];
  operation.description = accessNote(endpoint);
  if (endpoint.application) operation.parameters = [...(operation.parameters ?? []), requestGuidParameter()];
  const body = operation.requestBody?.content?.['application/json'];
  if (body) withExample(body);
  const success = operation.responses?.['200'] ?? operation.responses?.['201'];
  const status = successStatus(endpoint);
  operation.responses = {
    [status]: {
      description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'Success',
      ...(endpoint.application ? { headers: { [REQUEST_GUID_HEADER]: { $ref: '#/components/headers/RequestGuid' } } } : {}),
      content: { 'application/json': withExample({ schema: success?.content?.['application/json']?.schema }) },
    },
    ...errorResponses(endpoint),
  };
}

/** Who may call, in a sentence: the integrator's first question. */
function accessNote(endpoint: EndpointSpec): string {
  if (endpoint.access === 'public') return 'No sign-in.';
  const permissions = endpoint.permission === null ? [] : [endpoint.permission].flat();
  const who = permissions.length ? `Needs permission ${permissions.map((p) => `\`${p}\``).join(' or ')}.` : 'Any signed-in caller.';
  const app = !endpoint.application
    ? ''
    : isLongWork(endpoint)
      ? ' An application call (open to application tokens) under the 504 protocol: see its 504 answer.'
      : ' An application call (open to application tokens) that only reads: it answers at once, never 504.';
  return `${who}${app}`;
}

/** The media type with an example made from its schema; none when its schema defeats the generator (the tests name it). */
function withExample(media: MediaType): MediaType {
  try {
    media.example = exampleOf(media.schema);
  } catch {
    delete media.example;
  }
  return media;
}
