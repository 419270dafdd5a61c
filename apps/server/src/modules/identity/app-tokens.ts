import { API_AUDIENCE, CLAIMS, parseRolesClaim } from '@connector/contracts';
import type { JWTPayload } from 'jose';
import type { Client, ResourceServer } from 'oidc-provider';
import type { Caller } from '../../http/caller.ts';
import { unauthorized } from '../../errors/index.ts';
import type { AppClientRecord, AppClientStore } from './app-clients.ts';

/** Claims of an application's access token beyond those of a user's (decision 001). */
export const APP_CLAIMS = {
  appId: 'custom:appId',
  /** Which generation of the credentials minted the token: rotation ends the older ones. */
  credentials: 'custom:credentialsId',
} as const;

/** An application's access token lives an hour; rotation ends it sooner (see `verifyAppToken`). */
export const APP_TOKEN_TTL = 60 * 60;

/** The application behind a client of the provider, or undefined for the console. */
export function appOfClient(client: Client | undefined): AppClientRecord | undefined {
  if (!client) return undefined;
  const { tenantId, appId, roles, credentialsId } = client.metadata();
  if (typeof tenantId !== 'string' || typeof appId !== 'string' || typeof credentialsId !== 'string') return undefined;
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) return undefined;
  return { clientId: client.clientId, tenantId, appId, roles, credentialsId };
}

/** The API as an application sees it: its roles are the only scope values it may ask for. */
export function appResourceServer(app: AppClientRecord): ResourceServer {
  return { scope: app.roles.join(' '), audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: APP_TOKEN_TTL };
}

/**
 * Claims of a client-credentials token: the roles it was granted (the scope asked for, all of
 * the application's roles when it asked for none).
 */
export function appTokenClaims(app: AppClientRecord, scope: string | undefined): Record<string, unknown> {
  const granted = scope ? scope.split(' ').filter((s) => app.roles.includes(s)) : app.roles;
  return {
    [CLAIMS.tenant]: app.tenantId,
    [APP_CLAIMS.appId]: app.appId,
    [CLAIMS.roles]: granted,
    [APP_CLAIMS.credentials]: app.credentialsId,
  };
}

export const isAppToken = (payload: JWTPayload): boolean => APP_CLAIMS.appId in payload;

/**
 * The caller behind an application's token, already checked for signature, audience, type and
 * issuer. Its own tenant's host only (no application is a super administrator), and its client
 * must still hold the credentials that minted it, and the application and its tenant must be
 * enabled: read on every call, so a rotation or a disabling ends the tokens at once.
 */
export async function verifyAppToken(
  payload: JWTPayload,
  tenantId: string,
  hostTenant: string,
  deps: { clients: Pick<AppClientStore, 'find'>; applicationContext(tenantId: string, appId: string): Promise<{ language: string } | null> },
): Promise<Caller> {
  const appId = payload[APP_CLAIMS.appId];
  const credentialsId = payload[APP_CLAIMS.credentials];
  const clientId = payload.sub;
  if (typeof appId !== 'string' || typeof credentialsId !== 'string' || !clientId || payload.client_id !== clientId) {
    throw unauthorized();
  }
  if (tenantId !== hostTenant) throw unauthorized();
  const client = await deps.clients.find(tenantId, clientId);
  if (!client || client.appId !== appId || client.credentialsId !== credentialsId) throw unauthorized();
  // Read on every call too: disabling the application or its tenant ends its tokens at once.
  const context = await deps.applicationContext(tenantId, appId);
  if (!context) throw unauthorized();
  return {
    userId: `app:${appId}`,
    appId,
    tenantId,
    email: '',
    roles: parseRolesClaim(payload[CLAIMS.roles]).filter((r) => client.roles.includes(r)),
    language: context.language,
    isSuperAdmin: false,
  };
}
