import { CLAIMS } from '@connector/contracts';
import type { Configuration } from 'oidc-provider';
import { ACCESS_EPOCH_CLAIM, accessEpochOf } from '../access-epoch.ts';
import { appOfClient, appTokenClaims } from '../app-tokens.ts';
import type { IdentityDirectory } from '../directory.ts';

/** The provider's account of a signed-in user of `tenantId`: none once disabled. */
export function accountFinder(directory: IdentityDirectory, tenantId: string): NonNullable<Configuration['findAccount']> {
  return async (_ctx, sub) => {
    const user = await directory.findById(tenantId, sub);
    if (!user?.enabled) return undefined;
    return {
      accountId: user.userId,
      claims: () => ({
        sub: user.userId,
        email: user.email,
        given_name: user.firstName,
        family_name: user.lastName,
        [CLAIMS.language]: user.language,
        [CLAIMS.tenant]: user.tenantId,
        [CLAIMS.roles]: user.roles,
      }),
    };
  };
}

/** What an access token carries beyond the protocol's claims: an application's, or a user's of `tenantId`. */
export function tokenClaims(directory: IdentityDirectory, tenantId: string): NonNullable<Configuration['extraTokenClaims']> {
  return async (ctx, token) => {
    if (token.kind === 'ClientCredentials') {
      const app = appOfClient(ctx?.oidc?.client ?? token.client);
      return app ? appTokenClaims(app, token.scope) : undefined;
    }
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const user = await directory.findById(tenantId, token.accountId);
    if (!user) return undefined;
    return {
      [CLAIMS.tenant]: user.tenantId,
      [CLAIMS.roles]: user.roles,
      [CLAIMS.language]: user.language,
      [ACCESS_EPOCH_CLAIM]: accessEpochOf(user),
    };
  };
}
