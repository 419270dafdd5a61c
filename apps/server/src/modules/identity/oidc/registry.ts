import { tenantFromHost, type Language } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { pickLanguage } from '../pages/messages.ts';
import type { TenantStates } from '../../../ports.ts';
import { createProvider, type ProviderDeps } from './provider.ts';

/** A bound on cached providers: any Host header naming a real tenant creates one. */
const MAX_PROVIDERS = 64;
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export interface OriginProvider {
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
  tenantId: string;
  language: Language;
}

/** The tenant's language, or null when no such tenant exists. */
export async function tenantLanguage(tenants: TenantStates, tenantId: string): Promise<Language | null> {
  const state = await tenants.signInState(tenantId);
  return state ? (pickLanguage(state.language) ?? 'en') : null;
}

/**
 * One provider per request origin, made on first use and kept: each origin has its own issuer
 * and cookies, so a session of `acme.localhost` never serves `beta.localhost`.
 */
export function createProviderRegistry(
  tenants: TenantStates,
  defaultTenant: string,
  deps: Omit<ProviderDeps, 'tenantId' | 'languageOf'>,
) {
  const cache = new Map<string, Omit<OriginProvider, 'language'>>();
  const languageOf = async (tenantId: string) => (await tenantLanguage(tenants, tenantId)) ?? 'en';

  return {
    /** The provider of the request's origin, or null when the host names no known tenant. */
    async forRequest(request: FastifyRequest): Promise<OriginProvider | null> {
      const host = request.host.toLowerCase();
      if (!HOST.test(host)) return null;
      const tenantId = tenantFromHost(host, defaultTenant);
      const language = await tenantLanguage(tenants, tenantId);
      if (!language) return null;
      const origin = `${request.protocol}://${host}`;
      let entry = cache.get(origin);
      if (entry) {
        cache.delete(origin); // re-inserted below: the map's order is least recently used first
      } else {
        const provider = createProvider(origin, { ...deps, tenantId, languageOf });
        entry = { provider, handle: provider.callback(), tenantId };
        const oldest = cache.size >= MAX_PROVIDERS ? cache.keys().next().value : undefined;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(origin, entry);
      return { ...entry, language };
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
