import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { createTenantsRepository, type TenantsRepository } from './repository.ts';

/**
 * What tenant single sign-on (identity module) reads of tenants: a tenant's SSO settings with the
 * client secret opened, and which tenants a mail domain belongs to. Read from the database on
 * every call, so a saved change applies to the next sign-in.
 */
export function createTenantSsoSettings(db: Database, secrets: SecretBox, repository: TenantsRepository = createTenantsRepository()) {
  return {
    async ssoSettings(tenantId: string) {
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId));
      if (!row) return null;
      return {
        enabled: row.enabled,
        ssoEnabled: row.ssoEnabled,
        metadataUrl: row.ssoMetadataUrl,
        clientId: row.appClientId,
        clientSecret: row.appClientSecretEnc ? secrets.open(row.appClientSecretEnc) : null,
        emailAttribute: row.ssoMapping?.Email || null,
        language: row.language,
      };
    },
    /** A domain belongs to the tenants whose contact e-mail is at it (docs/decisions/034). */
    tenantsOfDomain: (domain: string) => db.allTenants((tx) => repository.withEmailDomain(tx, domain.toLowerCase())),
  };
}
