import type { CacheProvider, Profile, SAML } from '@node-saml/node-saml';
import type { IdpMetadata } from './metadata.ts';
import { samlReason, SsoRefusal, type Asserted } from './refusal.ts';
import { REQUEST_TTL_MS, type PendingRequest, type SsoStore } from './store.ts';

type SamlIdp = Extract<IdpMetadata, { protocol: 'saml' }>;

/** This server as the tenant's service provider: its entity id (the audience) and where answers are posted. */
export interface ServiceProvider {
  entityId: string;
  acsUrl: string;
}

/** Clocks of two servers differ a little; a minute either way is accepted. */
const CLOCK_SKEW_MS = 60_000;
/** An assertion whose conditions set no end is remembered (against replay) this long. */
const ASSERTION_MEMORY_MS = 60 * 60_000;

/**
 * node-saml with every check it offers on: the assertion signed by a certificate of the metadata,
 * its audience this service provider, its time window, and InResponseTo a request this server made
 * (kept in the database by `cache`, so any server instance may receive the answer).
 */
async function samlOf(idp: SamlIdp, sp: ServiceProvider, cache: CacheProvider): Promise<SAML> {
  // Loaded with the first SAML sign-in: a server whose tenants use none never holds it.
  const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    idpCert: idp.certificates,
    // The assertion must be signed; a signature over the whole Response is accepted, not required
    // (many providers sign the assertion only).
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Any NameID format: the e-mail comes from the attribute the tenant names.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    cacheProvider: cache,
  });
}

/** The IdP's sign-in URL with a deflated AuthnRequest; node-saml hands the request's id to `cache`, kept for the answer. */
export async function samlRedirect(idp: SamlIdp, sp: ServiceProvider, store: SsoStore, pending: PendingRequest): Promise<string> {
  const cache: CacheProvider = {
    async saveAsync(key, value) {
      await store.putRequest(key, { ...pending, instant: value }, new Date(Date.now() + REQUEST_TTL_MS));
      return { value, createdAt: Date.now() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  // RelayState carries the interaction uid back; the request it answers must name the same one.
  return (await samlOf(idp, sp, cache)).getAuthorizeUrlAsync(pending.uid, undefined, {});
}

const first = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one.trim() : undefined;
};

/** The attribute named `name`, then the usual places an e-mail is found when the tenant named none. */
function attributeOf(profile: Profile, name: string): string | undefined {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const named = first(attributes[name]) ?? first(profile[name]);
  if (named || name !== 'email') return named;
  const emailNameId = profile.nameIDFormat === 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
  return first(profile.email) ?? (emailNameId ? profile.nameID : undefined);
}

type ParsedAssertion = { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } };

/**
 * Checks a posted SAMLResponse and answers who it signs in. Refuses (`SsoRefusal`, the reason for
 * the log) what node-saml rejects, an answer to a request of another interaction or tenant, an
 * assertion of another issuer, and an assertion id seen before.
 */
export async function samlAnswer(
  idp: SamlIdp,
  sp: ServiceProvider,
  store: SsoStore,
  { tenantId, emailAttribute, form }: { tenantId: string; emailAttribute: string; form: { SAMLResponse: string; RelayState: string } },
): Promise<Asserted & { uid: string }> {
  let answered: PendingRequest | null = null;
  const cache: CacheProvider = {
    saveAsync: async () => null,
    getAsync: async (key) => (await store.peekRequest(key))?.instant ?? null,
    // node-saml removes the request once the answer checks out (and after a failure): it is taken here, once.
    async removeAsync(key) {
      const taken = key ? await store.takeRequest(key) : null;
      answered ??= taken;
      return taken?.instant ?? null;
    },
  };
  let profile: Profile | null;
  try {
    ({ profile } = await (await samlOf(idp, sp, cache)).validatePostResponseAsync(form));
  } catch (error) {
    const message = (error as Error).message;
    throw new SsoRefusal(samlReason(message), message);
  }
  if (!profile) throw new SsoRefusal('saml-invalid', 'no assertion');
  const request = answered as PendingRequest | null;
  if (!request || request.tenantId !== tenantId || request.uid !== form.RelayState) {
    throw new SsoRefusal('request-mismatch', 'the answer is not for a request of this interaction');
  }
  if (profile.issuer !== idp.entityId) throw new SsoRefusal('saml-invalid', `issuer ${profile.issuer ?? '(none)'} is not ${idp.entityId}`);
  const assertion = (profile.getAssertion?.() as ParsedAssertion | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertionId) throw new SsoRefusal('saml-invalid', 'assertion without an ID');
  const notOnOrAfter = Date.parse(assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  const until = new Date((Number.isNaN(notOnOrAfter) ? Date.now() + ASSERTION_MEMORY_MS : notOnOrAfter) + CLOCK_SKEW_MS);
  if (!(await store.firstUse(`saml:${idp.entityId}:${assertionId}`, until))) throw new SsoRefusal('replay', `assertion ${assertionId} was used before`);
  return {
    uid: request.uid,
    email: attributeOf(profile, emailAttribute),
    firstName: attributeOf(profile, 'givenName') ?? attributeOf(profile, 'firstName'),
    lastName: attributeOf(profile, 'sn') ?? attributeOf(profile, 'surname') ?? attributeOf(profile, 'lastName'),
  };
}
