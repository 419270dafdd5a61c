import type { Tenant } from '@connector/contracts';
import type { TenantRow } from './repository.ts';

/** The answer's picked fields: never the sealed secret. */
export function toTenant(row: TenantRow): Tenant {
  return {
    tenantId: row.tenantId,
    name: row.name,
    address: row.address,
    city: row.city,
    language: row.language,
    email: row.email,
    webSiteUrl: row.webSiteUrl,
    enabled: row.enabled,
    ssoEnabled: row.ssoEnabled,
    ssoMetadataUrl: row.ssoMetadataUrl,
    appClientId: row.appClientId,
    hasAppClientSecret: Boolean(row.appClientSecretEnc),
    ssoMapping: row.ssoMapping ?? null,
    frameAncestors: row.frameAncestors,
    auditRetentionDays: row.auditRetentionDays,
    idleTimeoutMinutes: row.idleTimeoutMinutes,
  };
}

/** What the audit trail sees of a tenant: the sealed secret only as a marker. */
export function auditSnapshot(row: TenantRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, appClientSecretEnc, ...rest } = row;
  return { ...rest, appClientSecret: appClientSecretEnc };
}
