import type { Adapter } from 'oidc-provider';
import type { AccountStore } from '../../ports.ts';

/**
 * The provider's storage, with one addition: a grant that ends ends the access tokens minted under
 * it. The provider ends a grant when the user signs out (for every client of the session), when a
 * refresh token is revoked and when one is used twice; it then asks to revoke the grant's access
 * tokens too, which it never stored (they are signed JWTs), so that alone changed nothing.
 *
 * Access tokens carry the account's access epoch, not their grant, so this ends every access token
 * of the account: a sign-out holds at once, on every instance, through the facts cache's exact
 * invalidation (docs/decisions/010 and 014). The account's other sign-ins keep their refresh
 * tokens and get new access tokens with the next renewal.
 */
export function endingAccessTokens(adapterOf: (model: string) => Adapter, accounts: Pick<AccountStore, 'endAccessTokens'>): (model: string) => Adapter {
  return (model) => {
    const adapter = adapterOf(model);
    if (model !== 'Grant') return adapter;
    return {
      ...adapter,
      async destroy(id) {
        const grant = await adapter.find(id);
        await adapter.destroy(id);
        if (grant && typeof grant.accountId === 'string') await accounts.endAccessTokens(grant.accountId);
      },
    };
  };
}
