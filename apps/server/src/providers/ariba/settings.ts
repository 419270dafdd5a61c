import { ARIBA_MESSAGES, aribaErrorText, type AribaExportColumns, type Quotas } from '@connector/contracts/providers/ariba';
import type { DescribeRejection } from '../http/json-client.ts';
import type { ConnectionSettings } from '../http/settings.ts';
import type { QuotaGates } from './quota.ts';

export interface AribaSettings extends ConnectionSettings {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  realm: string;
  /** Data centre of the realm: `us`, `au`, anything else is `eu`. Chooses the Supplier 360 page. */
  region?: string;
  /** Where the OAuth server lives when it is not the API host (the data centre's one for a known Ariba host). */
  oauthBaseUrl?: string;
  /** The Supplier 360 URL template; the default one when absent. */
  supplier360Template?: string | null;
  /** The application's Ariba Site URL, `{site}` of the template. */
  siteUrl?: string | null;
  /** The realm's export-column names of the vendor fields read; the standard ones when absent. */
  exportColumns?: Partial<AribaExportColumns>;
  /** The realm user the External Approval API acts as, and its password adapter. */
  approver?: { user: string; passwordAdapter: string };
  /** The API's quotas as configured; what Ariba's headers report wins for the windows they name. */
  quotas?: Quotas;
  /** Defaults to one set per process, shared by every adapter of the same application key. */
  quotaGates?: QuotaGates;
  /** Clock for token expiry. */
  now?: () => number;
}

const REALM_MISMATCH = /^Realm .{1,100} in the request does not match with realms in the token\.$/;
const DOCUMENTED: readonly string[] = [ARIBA_MESSAGES.apiKeyMissing, ARIBA_MESSAGES.apiKeyInvalid, ARIBA_MESSAGES.realmMissing];

/**
 * Ariba's 400s for a missing or wrong apiKey, a missing realm or a foreign one are documented texts
 * that tell an administrator exactly what to fix, so they are passed on; any other body is not.
 */
export const describeAribaRejection: DescribeRejection = (status, body) => {
  const message = aribaErrorText(body);
  if (status !== 400 || message === undefined) return undefined;
  if (DOCUMENTED.includes(message) || REALM_MISMATCH.test(message)) return { detail: message, refusal: true };
  return undefined;
};
