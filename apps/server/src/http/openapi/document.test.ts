import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, envelope, ErrorBody, type EndpointSpec } from '@connector/contracts';
import { lint, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase, type Database } from '../../../test/databases.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { isLongWork } from './responses.ts';
import { TAGS } from './tags.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { $ref?: string }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
  components: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
}

const REDOCLY_CONFIG = fileURLToPath(new URL('../../../../../redocly.yaml', import.meta.url));
/** Swagger UI's own pages: the document's home, not the API. */
const DOCS_UI = /^\/api\/docs(\/|$)/;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** `/api/tenants/:id` → `/api/tenants/{id}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operations(document: Document): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

const byId = new Map<string, EndpointSpec>(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint]));

function endpointOf(operation: Operation): EndpointSpec {
  const endpoint = byId.get(operation.operationId ?? '');
  if (!endpoint) throw new Error(`operation ${operation.operationId} is not in the catalogue`);
  return endpoint;
}

/** Each issue of a failed parse, named by endpoint and path, so one run lists every bad example. */
function issuesOf(id: string, parsed: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (parsed.error?.issues ?? []).map((issue) => `${id} ${issue.path.map(String).join('.')}: ${issue.message}`);
}

describe('the API document', () => {
  let db: Database;
  let app: FastifyInstance;
  let document: Document;
  /** Every route the whole server registers, seen by an onRoute hook on its root instance. */
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    // The server makes its Fastify instance itself; the instance announces itself on this channel
    // before any route is registered, so the hook sees them all.
    const collect = (message: unknown) => {
      const { fastify } = message as { fastify: FastifyInstance };
      fastify.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      });
    };
    subscribe('fastify.initialization', collect);
    try {
      db = await openMemoryDatabase();
      ({ app } = await buildTestApp(db));
    } finally {
      unsubscribe('fastify.initialization', collect);
    }
    document = app.swagger() as unknown as Document;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  describe('coverage', () => {
    it('documents every route registered under /api', () => {
      const documented = new Set(operations(document).map(({ path, method }) => `${method.toUpperCase()} ${path}`));
      const served = routes
        .filter(({ url }) => url.startsWith('/api/') && !DOCS_UI.test(url))
        // Fastify answers HEAD of every GET by itself; the document lists the GET.
        .filter(({ method, url }) => method !== 'HEAD' || !routes.some((other) => other.method === 'GET' && other.url === url))
        .map(({ method, url }) => `${method} ${documentPath(url)}`);
      expect(served.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
      expect(served.filter((route) => !documented.has(route))).toEqual([]);
    });

    it('holds no path outside /api, though the server serves some', () => {
      expect(routes.some(({ url }) => url.startsWith('/oidc'))).toBe(true);
      expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/') || DOCS_UI.test(path))).toEqual([]);
    });

    it('holds every endpoint of the catalogue once, in exactly one tag', () => {
      const ids = operations(document).map(({ operation }) => operation.operationId);
      expect([...ids].sort()).toEqual(Object.keys(endpoints).sort());
      const tagged = TAGS.flatMap((tag) => tag.endpoints);
      expect([...tagged].sort()).toEqual(Object.keys(endpoints).sort());
    });
  });

  describe('operations', () => {
    it('each has a camelCase operationId, a summary and one declared tag with a description', () => {
      const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
      for (const { operation } of operations(document)) {
        expect(operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(operation.summary, operation.operationId).toBeTruthy();
        expect(operation.tags, operation.operationId).toHaveLength(1);
        expect(declared.get(operation.tags?.[0] ?? ''), operation.operationId).toBeTruthy();
      }
    });

    it('each lists the error answers its catalogue entry can give', () => {
      for (const { operation } of operations(document)) {
        const endpoint = endpointOf(operation);
        const statuses = Object.keys(operation.responses);
        if (endpoint.access === 'user') expect(statuses, endpoint.id).toEqual(expect.arrayContaining(['401', '403', '404']));
        if (endpoint.body) expect(statuses, endpoint.id).toEqual(expect.arrayContaining(['400', '413', '415']));
        if (endpoint.params || endpoint.query) expect(statuses, endpoint.id).toContain('400');
        if (endpoint.bodyLimit) expect(statuses, endpoint.id).toContain('429');
        for (const status of statuses.filter((s) => s >= '400')) {
          expect(operation.responses[status]?.$ref, `${endpoint.id} ${status}`).toMatch(/^#\/components\/responses\//);
        }
      }
    });

    it('refers every application call under the 504 protocol to the one description of it', () => {
      const application = operations(document).filter(({ operation }) => endpointOf(operation).application);
      expect(application.length).toBeGreaterThan(20);
      for (const { path, operation } of application) {
        const endpoint = endpointOf(operation);
        expect(path).toMatch(/^\/api\/apps\/\{appId\}\//);
        expect(operation.parameters, endpoint.id).toContainEqual({ $ref: '#/components/parameters/RequestGuid' });
        if (isLongWork(endpoint)) expect(operation.responses['504'], endpoint.id).toEqual({ $ref: '#/components/responses/LongWork' });
        else expect(operation.responses['504'], endpoint.id).toBeUndefined();
      }
    });
  });

  describe('examples', () => {
    it('each operation has an example of its success answer, valid against the endpoint\'s schema', () => {
      const invalid = operations(document).flatMap(({ operation }) => {
        const endpoint = endpointOf(operation);
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
        const media = success?.content?.['application/json'];
        if (!media || !('example' in media)) return [`${endpoint.id}: no example`];
        return issuesOf(endpoint.id, envelope(endpoint.data).safeParse(media.example));
      });
      expect(invalid).toEqual([]);
    });

    it('each request body has an example valid against the endpoint\'s schema', () => {
      const withBody = operations(document).filter(({ operation }) => operation.requestBody);
      expect(withBody.length).toBeGreaterThan(10);
      const invalid = withBody.flatMap(({ operation }) => {
        const endpoint = endpointOf(operation);
        const media = operation.requestBody?.content['application/json'];
        if (!media || !('example' in media) || !endpoint.body) return [`${endpoint.id}: no example`];
        return issuesOf(endpoint.id, endpoint.body.safeParse(media.example));
      });
      expect(invalid).toEqual([]);
    });

    it('each error answer\'s example is in the error envelope', () => {
      for (const [name, response] of Object.entries(document.components.responses)) {
        expect(ErrorBody.strict().safeParse(response.content['application/json']?.example).success, name).toBe(true);
      }
    });
  });

  it('passes the OpenAPI linter (redocly.yaml) without an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-document-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const problems = await lint({ ref: file, config: await loadConfig({ configPath: REDOCLY_CONFIG }) });
      const errors = problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
