import { APP_CLIENT_ROLES, type AppClient } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AppClients } from '../../ports.ts';
import type { ApplicationsService } from './service.ts';

export interface CredentialsDeps {
  db: Database;
  audit: AuditLog;
  applications: Pick<ApplicationsService, 'row'>;
  appClients: AppClients;
}

type AppRef = { tenantId: string; appId: string };

/**
 * App credentials. The request names the tenant; the router has already refused one the caller
 * may not reach, so an unknown application is all that is left to answer as unknown.
 */
export function createCredentialsService({ db, audit, applications, appClients }: CredentialsDeps) {
  async function target(ref: AppRef): Promise<AppClients> {
    await applications.row(ref.tenantId, ref.appId);
    return appClients;
  }

  return {
    async read(ref: AppRef, oauthUrl: string) {
      const clients = await target(ref);
      const client = await clients.read(ref);
      const appClient: AppClient | null = client ? { ...client, oauthUrl, clientSecret: null } : null;
      return { appClient };
    },

    async generate(caller: Caller, ref: AppRef, oauthUrl: string) {
      const clients = await target(ref);
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

    async revealSecret(ref: AppRef) {
      const clients = await target(ref);
      return { clientSecret: await clients.revealSecret(ref) };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
