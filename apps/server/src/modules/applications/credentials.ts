import { APP_CLIENT_ROLES, type AppClient } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notFound } from '../../http/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AppClients } from './app-clients.ts';
import type { ApplicationsService } from './service.ts';

export interface CredentialsDeps {
  db: Database;
  audit: AuditLog;
  applications: Pick<ApplicationsService, 'row'>;
  appClients: AppClients;
}

/**
 * App credentials. The path names the tenant: callers reach their host's tenant, super
 * administrators any tenant; anything else answers as unknown.
 */
export function createCredentialsService({ db, audit, applications, appClients }: CredentialsDeps) {
  async function target(caller: Caller, hostTenant: string, tenantId: string, appId: string): Promise<AppClients> {
    if (tenantId !== hostTenant && !caller.isSuperAdmin) throw notFound('Application was not found');
    await applications.row(tenantId, appId);
    return appClients;
  }

  return {
    async read(caller: Caller, hostTenant: string, ref: { tenantId: string; appId: string }, oauthUrl: string) {
      const clients = await target(caller, hostTenant, ref.tenantId, ref.appId);
      const client = await clients.read(ref);
      const appClient: AppClient | null = client ? { ...client, oauthUrl, clientSecret: null } : null;
      return { appClient };
    },

    async generate(caller: Caller, hostTenant: string, ref: { tenantId: string; appId: string }, oauthUrl: string) {
      const clients = await target(caller, hostTenant, ref.tenantId, ref.appId);
      const client = await clients.generate({ ...ref, roles: [...APP_CLIENT_ROLES] });
      // Recorded after the identity side rotated the client: the trail names the client, never its secret.
      await db.forTenant(ref.tenantId, (tx) =>
        audit.record(tx, {
          tenantId: ref.tenantId,
          actor: caller,
          action: 'generateCredentials',
          entity: 'application',
          entityId: ref.appId,
          after: { clientId: client.clientId, roles: client.roles },
        }),
      );
      return { appClient: { ...client, oauthUrl } };
    },

    async revealSecret(caller: Caller, hostTenant: string, ref: { tenantId: string; appId: string }) {
      const clients = await target(caller, hostTenant, ref.tenantId, ref.appId);
      return { clientSecret: await clients.revealSecret(ref) };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
