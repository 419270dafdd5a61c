import { randomUUID } from 'node:crypto';
import { HTTP_MESSAGES, REQUEST_GUID_HEADER, type EndpointId, type EndpointSpec } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound, unauthorized } from '../errors/index.ts';

/**
 * What an application's token may call besides the application calls (`application: true`): the
 * outcome of its own timed-out calls, and the permissions of its own roles (docs/decisions/006).
 */
const OPEN_TO_APPLICATIONS: ReadonlySet<string> = new Set<EndpointId>(['getAsyncRequest', 'getRolePermissions']);

/**
 * An application acts for its own tenant and application only: administration endpoints answer
 * 403, and a call naming another application or tenant answers 404, as if it did not exist.
 */
export function keepToOwnApplication(endpoint: EndpointSpec, appId: string, tenantId: string, request: FastifyRequest): void {
  if (!endpoint.application && !OPEN_TO_APPLICATIONS.has(endpoint.id)) throw forbidden();
  for (const part of [request.params, request.query, request.body]) {
    if (typeof part !== 'object' || part === null || Array.isArray(part)) continue;
    const named = part as { appId?: unknown; tenantId?: unknown };
    if (named.appId !== undefined && named.appId !== appId) throw notFound();
    if (named.tenantId !== undefined && named.tenantId !== tenantId) throw notFound();
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's idempotency key; one is made up when absent, and sent back in the answer. */
export function requestGuid(request: FastifyRequest): string {
  const given = request.headers[REQUEST_GUID_HEADER];
  if (given === undefined) return randomUUID();
  if (typeof given !== 'string' || !GUID.test(given)) {
    throw badRequest(HTTP_MESSAGES.requestGuidNotUuid(REQUEST_GUID_HEADER), [
      { field: `headers.${REQUEST_GUID_HEADER}`, message: HTTP_MESSAGES.mustBeUuid },
    ]);
  }
  return given.toLowerCase();
}

export function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized();
  return match[1];
}
