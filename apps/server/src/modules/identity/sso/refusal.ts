/** Why a single sign-on signed no one in: written to the log, never shown beyond "Single sign-on failed". */
export type RefusalReason =
  | 'not-configured'
  | 'metadata'
  | 'bad-signature'
  | 'expired'
  | 'wrong-audience'
  | 'replay'
  | 'request-mismatch'
  | 'saml-invalid'
  | 'oidc-invalid'
  | 'no-email'
  | 'unverified-email'
  | 'foreign-domain'
  | 'account-disabled';

export class SsoRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'SsoRefusal';
  }
}

/** What a provider's answer says of the person, before the e-mail is checked. */
export interface Asserted {
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
}

/** node-saml says why in its error's words; the log gets the reason as a fixed label too. */
export function samlReason(message: string): RefusalReason {
  if (/signature/i.test(message)) return 'bad-signature';
  // A subject confirmation is "valid" by its time window alone: none valid means none current.
  if (/expired|NotBefore|NotOnOrAfter|max age|No valid subject confirmation/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'wrong-audience';
  if (/InResponseTo/i.test(message)) return 'replay';
  return 'saml-invalid';
}
