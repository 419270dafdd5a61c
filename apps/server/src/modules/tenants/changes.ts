/** Creating and changing a tenant: each writes the row and its audit entry in one transaction. */
import { TENANT_ANSWERS, TENANT_RETENTION_MESSAGES, TENANT_SSO_MESSAGES, type CreateTenantBody, type Tenant, type UpdateTenantBody } from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import { auditSnapshot, toTenant } from './mapping.ts';
import type { TenantPatch, TenantRow, TenantsRepository } from './repository.ts';

export interface TenantChangesDeps {
  db: Database;
  repository: TenantsRepository;
  audit: AuditLog;
  secrets: SecretBox;
  /** Gives a new tenant what its users need (standard roles); runs in the creating transaction. */
  provisionTenant(tx: Tx, tenantId: string): Promise<void>;
  /** Reads an SSO metadata URL as sign-in will (identity's single sign-on): the protocol it describes, or why it cannot serve. */
  checkSsoMetadata(url: string): Promise<{ protocol: 'saml' | 'oidc' } | { problem: SsoMetadataProblem }>;
}

export type SsoMetadataProblem = 'unreachable' | 'malformed' | 'insecure';

const SSO_METADATA_MESSAGES: Record<SsoMetadataProblem, string> = {
  unreachable: TENANT_SSO_MESSAGES.metadataUnreachable,
  malformed: TENANT_SSO_MESSAGES.metadataMalformed,
  insecure: TENANT_SSO_MESSAGES.metadataInsecure,
};

/**
 * Single sign-on is saved only with metadata sign-in can use: the document is fetched (through the
 * outbound host policy) before the transaction, so a refusal writes nothing.
 */
async function checkSsoSettings(deps: TenantChangesDeps, body: UpdateTenantBody): Promise<void> {
  if (!body.ssoEnabled) return;
  const fail = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }]);
  if (!body.ssoMetadataUrl) throw fail('ssoMetadataUrl', TENANT_SSO_MESSAGES.metadataRequired);
  const checked = await deps.checkSsoMetadata(body.ssoMetadataUrl);
  if ('problem' in checked) throw fail('ssoMetadataUrl', SSO_METADATA_MESSAGES[checked.problem]);
  // An OpenID provider knows the console only as its client (SAML names this server by URL).
  if (checked.protocol === 'oidc' && !body.appClientId) throw fail('appClientId', TENANT_SSO_MESSAGES.clientIdRequired);
}

/** The tenant by id, or the 404 of an unknown one. */
export async function loadTenant(repository: TenantsRepository, tx: Tx, tenantId: string): Promise<TenantRow> {
  const row = await repository.findById(tx, tenantId);
  if (!row) throw notFound(TENANT_ANSWERS.notFound);
  return row;
}

function patchOf(secrets: SecretBox, body: UpdateTenantBody): TenantPatch {
  const { appClientSecret, ssoMetadataUrl, appClientId, ssoMapping, ...rest } = body;
  return {
    ...rest,
    ssoMetadataUrl: ssoMetadataUrl || null,
    appClientId: appClientId || null,
    ssoMapping: ssoMapping ?? null,
    ...(appClientSecret ? { appClientSecretEnc: secrets.seal(appClientSecret) } : {}),
  };
}

/**
 * How long the tenant's audit events are kept is the platform's to decide (decision 027): a tenant's
 * own administrator shortening it would erase the record of what they did.
 */
function checkRetentionChange(caller: Caller, before: TenantRow, body: UpdateTenantBody): void {
  const changed = body.auditRetentionDays !== undefined && body.auditRetentionDays !== before.auditRetentionDays;
  if (changed && !caller.isSuperAdmin) throw forbidden(TENANT_RETENTION_MESSAGES.superAdminOnly);
}

export function createTenantChanges(deps: TenantChangesDeps) {
  const { db, repository, audit, secrets } = deps;

  return {
    async create(caller: Caller, body: CreateTenantBody): Promise<Tenant> {
      if (!caller.isSuperAdmin) throw forbidden(TENANT_ANSWERS.createOnlyBySuperAdmin);
      const { tenantId, ...fields } = body;
      await checkSsoSettings(deps, fields);
      return db.forTenant(tenantId, async (tx) => {
        const created = await repository.insertIfMissing(tx, { tenantId, ...patchOf(secrets, fields), name: fields.name });
        if (!created) {
          const message = TENANT_ANSWERS.idTaken(tenantId);
          throw conflict(message, [{ field: 'body.tenantId', message }]);
        }
        await deps.provisionTenant(tx, tenantId);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'create',
          entity: 'tenant',
          entityId: tenantId,
          after: auditSnapshot(created),
          secretFields: ['appClientSecret'],
        });
        return toTenant(created);
      });
    },

    async update(caller: Caller, tenantId: string, body: UpdateTenantBody): Promise<Tenant> {
      await checkSsoSettings(deps, body);
      return db.forTenant(tenantId, async (tx) => {
        const before = await loadTenant(repository, tx, tenantId);
        checkRetentionChange(caller, before, body);
        const after = (await repository.update(tx, tenantId, patchOf(secrets, body))) as TenantRow;
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'update',
          entity: 'tenant',
          entityId: tenantId,
          before: auditSnapshot(before),
          after: auditSnapshot(after),
          secretFields: ['appClientSecret'],
        });
        return toTenant(after);
      });
    },
  };
}
