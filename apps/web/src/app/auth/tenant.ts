import { tenantFromHost } from '@connector/contracts';

/** Tenant of `localhost`, IP addresses and single-label hosts, as on the server. */
const DEFAULT_TENANT = 'default';

/**
 * The tenant the server named in `<meta name="connector-tenant">` when it served the page, else
 * the first label of the host (docs/decisions/001-identity-and-tenancy.md).
 */
export function currentTenantId(doc: Document, location: Pick<Location, 'host'>): string {
  const named = doc.querySelector<HTMLMetaElement>('meta[name="connector-tenant"]')?.content.trim();
  return named || tenantFromHost(location.host, DEFAULT_TENANT);
}
