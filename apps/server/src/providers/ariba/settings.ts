import { ARIBA_MESSAGES, AribaError } from '@connector/contracts/providers/ariba';
import type { DescribeRejection } from '../http/json-client.ts';
import type { ConnectionSettings } from '../http/settings.ts';

export interface AribaSettings extends ConnectionSettings {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  realm: string;
  /** Data centre of the realm: `us`, `au`, anything else is `eu`. Chooses the Supplier 360 page. */
  region?: string;
  /** Where the OAuth server lives when it is not the API host. */
  oauthBaseUrl?: string;
  /** Where the Supplier 360 pages live when it is not the API host. */
  pagesBaseUrl?: string;
  /** Clock for token expiry. */
  now?: () => number;
}

const REALM_MISMATCH = /^Realm .{1,100} in the request does not match with realms in the token\.$/;

/**
 * Ariba's 400s for a missing apiKey or a foreign realm are documented texts that tell an
 * administrator exactly what to fix, so they are passed on; any other body is not.
 */
export const describeAribaRejection: DescribeRejection = (status, body) => {
  const parsed = AribaError.safeParse(body);
  if (status !== 400 || !parsed.success) return undefined;
  const { message } = parsed.data;
  if (message === ARIBA_MESSAGES.apiKeyMissing || REALM_MISMATCH.test(message)) {
    return { detail: message, refusal: true };
  }
  return undefined;
};
