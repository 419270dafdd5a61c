import type { EndpointSpec } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/index.ts';
import type { Caller } from './caller.ts';

/**
 * The one tenancy rule: an endpoint acts on the host's tenant unless it names one (contracts'
 * `tenant`); a named tenant is reached by super administrators always, by everyone else only when
 * it is their own. Otherwise the endpoint's refusal, by default 404 as if the tenant did not exist.
 */
export function resolveTenant(endpoint: EndpointSpec, request: FastifyRequest, hostTenant: string, caller: Caller | null): string {
  const named = endpoint.tenant;
  if (!named || !caller) return hostTenant;
  const part: unknown = request[named.in];
  const value = typeof part === 'object' && part !== null ? (part as Record<string, unknown>)[named.key] : undefined;
  if (typeof value !== 'string') return hostTenant;
  if (!caller.isSuperAdmin && value !== caller.tenantId) throw new AppError(named.refusal.status, named.refusal.message);
  return value;
}
