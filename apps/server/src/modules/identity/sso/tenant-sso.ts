import { randomBytes } from 'node:crypto';
import { NAME_MAX } from '@connector/contracts';
import type { SecretBox } from '../../../crypto/secret-box.ts';
import type { Database } from '../../../db/client.ts';
import type { DirectoryUser, IdentityDirectory } from '../directory.ts';
import { OIDC_PATH } from '../oidc/provider.ts';
import { createIdentityRepository } from '../repository.ts';
import { readIdpMetadata, SsoMetadataError, type IdpMetadata } from './metadata.ts';
import { oidcAnswer, oidcRedirect, type RelyingParty } from './oidc.ts';
import { SsoRefusal, type Asserted } from './refusal.ts';
import { samlAnswer, samlRedirect, type ServiceProvider } from './saml.ts';
import { createSsoStore, REQUEST_TTL_MS } from './store.ts';

/** A tenant's single sign-on settings, as the tenants module keeps them (the secret opened). */
export interface SsoSettings {
  /** Whether the tenant itself is enabled: a disabled tenant's people sign in nowhere. */
  enabled: boolean;
  ssoEnabled: boolean;
  metadataUrl: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** The SAML attribute or OpenID claim holding the e-mail (`ssoMapping.Email`); null: `email`. */
  emailAttribute: string | null;
  /** The tenant's language, given to the people single sign-on creates. */
  language: string;
}

/** What single sign-on asks of the tenants module (wired in `src/services.ts`). */
export interface SsoTenants {
  /** Null when no such tenant exists. Read afresh on every sign-in, so a change applies to the next one. */
  ssoSettings(tenantId: string): Promise<SsoSettings | null>;
  /** The tenants a mail domain belongs to: those whose contact e-mail is at that domain (docs/decisions/034). */
  tenantsOfDomain(domain: string): Promise<string[]>;
}

export interface TenantSsoDeps {
  db: Database;
  secrets: SecretBox;
  directory: IdentityDirectory;
  tenants: SsoTenants;
  /** The outbound fetch of the deployment's host policy (`PROVIDER_HOSTS`). */
  fetch: typeof fetch;
  /** The role a person single sign-on creates is given. */
  defaultRole: string;
}

export const SAML_ACS_PATH = `${OIDC_PATH}/sso/saml/acs`;
export const OIDC_CALLBACK_PATH = `${OIDC_PATH}/sso/oidc/callback`;
/** This server's SAML entity id at an origin, unless the tenant names one (`appClientId`). */
export const samlEntityId = (origin: string) => `${origin}${OIDC_PATH}/sso/saml`;

/** A metadata document is read again after this long, or at once when its URL changes. */
const METADATA_TTL_MS = 5 * 60_000;
const MAX_CACHED = 256;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Tenant single sign-on (docs/decisions/034): the company's SAML 2.0 or OpenID Connect provider
 * signs its people in instead of a password. Protocol checks are the libraries' (node-saml,
 * openid-client); this decides who the answer is, and keeps what outlives one request in the
 * database (`store.ts`).
 */
export function createTenantSso({ db, secrets, directory, tenants, fetch: fetcher, defaultRole }: TenantSsoDeps) {
  const store = createSsoStore(db, createIdentityRepository(), secrets);
  const cache = new Map<string, { metadata: IdpMetadata; readAt: number }>();

  /** Fetches and remembers a metadata document (the one read longest ago dropped first). */
  async function fresh(url: string): Promise<IdpMetadata> {
    const metadata = await readIdpMetadata(fetcher, url);
    cache.delete(url);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(url, { metadata, readAt: Date.now() });
    return metadata;
  }

  async function metadataOf(url: string): Promise<IdpMetadata> {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.readAt < METADATA_TTL_MS) return cached.metadata;
    try {
      return await fresh(url);
    } catch (error) {
      throw new SsoRefusal('metadata', (error as Error).message);
    }
  }

  /** The tenant's settings when single sign-on is on for it; the refusal of a tenant without. */
  async function settingsOf(tenantId: string): Promise<SsoSettings & { metadataUrl: string }> {
    const settings = await tenants.ssoSettings(tenantId);
    if (!settings?.ssoEnabled || !settings.metadataUrl) throw new SsoRefusal('not-configured', 'single sign-on is not enabled for the tenant');
    return settings as SsoSettings & { metadataUrl: string };
  }

  const serviceProvider = (origin: string, settings: SsoSettings): ServiceProvider => ({
    entityId: settings.clientId || samlEntityId(origin),
    acsUrl: `${origin}${SAML_ACS_PATH}`,
  });

  function relyingParty(origin: string, settings: SsoSettings): RelyingParty {
    if (!settings.clientId) throw new SsoRefusal('not-configured', 'an OpenID Connect provider needs appClientId');
    return { clientId: settings.clientId, clientSecret: settings.clientSecret, redirectUri: `${origin}${OIDC_CALLBACK_PATH}` };
  }

  /** Creates the person on a first sign-in; a second sign-in racing the first finds the account it made. */
  async function createPerson(tenantId: string, settings: SsoSettings, email: string, asserted: Asserted): Promise<DirectoryUser | null> {
    const local = email.slice(0, email.lastIndexOf('@'));
    try {
      const created = await directory.createUser({
        tenantId,
        email,
        firstName: (asserted.firstName || local).slice(0, NAME_MAX),
        lastName: (asserted.lastName ?? '').slice(0, NAME_MAX),
        roles: [defaultRole],
        language: settings.language,
        country: '',
        locale: '',
        // Never told to anyone: the tenant's people sign in through their provider only.
        password: randomBytes(32).toString('base64url'),
      });
      return directory.findById(tenantId, created.userId);
    } catch (error) {
      const raced = await directory.findByEmail(tenantId, email);
      if (!raced) throw error;
      return raced;
    }
  }

  /** The account the provider's answer names, found or created in the tenant. */
  async function personOf(tenantId: string, settings: SsoSettings, asserted: Asserted): Promise<DirectoryUser> {
    if (!settings.enabled) throw new SsoRefusal('account-disabled', 'the tenant is disabled');
    const email = asserted.email?.toLowerCase() ?? '';
    if (email.length > 254 || !EMAIL.test(email)) throw new SsoRefusal('no-email', `no e-mail in ${settings.emailAttribute || 'email'}`);
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const owners = await tenants.tenantsOfDomain(domain);
    if (owners.length > 0 && !owners.includes(tenantId)) throw new SsoRefusal('foreign-domain', `${domain} is the domain of tenant ${owners.join(', ')}`);
    const user = (await directory.findByEmail(tenantId, email)) ?? (await createPerson(tenantId, settings, email, asserted));
    if (!user?.enabled) throw new SsoRefusal('account-disabled', `${email} may not sign in`);
    return user;
  }

  /** Records who signed in for the interaction, which takes it when the browser comes back. */
  async function signedIn(tenantId: string, settings: SsoSettings, answer: Asserted & { uid: string }): Promise<string> {
    const user = await personOf(tenantId, settings, answer);
    await store.putSignIn(answer.uid, { tenantId, accountId: user.userId }, new Date(Date.now() + REQUEST_TTL_MS));
    return answer.uid;
  }

  return {
    /** Whether the tenant signs in through its provider, so passwords are refused. */
    async activeFor(tenantId: string): Promise<boolean> {
      const settings = await tenants.ssoSettings(tenantId);
      return !!settings?.ssoEnabled && !!settings.metadataUrl;
    },

    /** Where to send the browser to sign interaction `uid` in at the tenant's provider. */
    async begin({ origin, tenantId, uid }: { origin: string; tenantId: string; uid: string }): Promise<string> {
      const settings = await settingsOf(tenantId);
      const metadata = await metadataOf(settings.metadataUrl);
      const pending = { tenantId, uid };
      if (metadata.protocol === 'saml') return samlRedirect(metadata, serviceProvider(origin, settings), store, pending);
      return oidcRedirect(metadata, relyingParty(origin, settings), fetcher, store, pending);
    },

    /** Checks a SAMLResponse posted to the ACS; the uid of the interaction it signed in. */
    async completeSaml({ origin, tenantId, form }: { origin: string; tenantId: string; form: { SAMLResponse: string; RelayState: string } }) {
      const settings = await settingsOf(tenantId);
      const metadata = await metadataOf(settings.metadataUrl);
      if (metadata.protocol !== 'saml') throw new SsoRefusal('not-configured', 'the tenant does not use SAML');
      const emailAttribute = settings.emailAttribute || 'email';
      return signedIn(tenantId, settings, await samlAnswer(metadata, serviceProvider(origin, settings), store, { tenantId, emailAttribute, form }));
    },

    /** Completes an OpenID Connect callback; the uid of the interaction it signed in. */
    async completeOidc({ origin, tenantId, callbackUrl }: { origin: string; tenantId: string; callbackUrl: URL }) {
      const state = callbackUrl.searchParams.get('state');
      const request = state ? await store.takeRequest(state) : null;
      if (!request) throw new SsoRefusal('replay', 'no pending request for this state');
      const settings = await settingsOf(tenantId);
      const metadata = await metadataOf(settings.metadataUrl);
      if (metadata.protocol !== 'oidc') throw new SsoRefusal('not-configured', 'the tenant does not use OpenID Connect');
      const emailClaim = settings.emailAttribute || 'email';
      return signedIn(tenantId, settings, await oidcAnswer(metadata, relyingParty(origin, settings), fetcher, { tenantId, emailClaim, callbackUrl, request }));
    },

    /** The account signed in for interaction `uid` of the tenant, once; null otherwise. */
    async takeSignIn(tenantId: string, uid: string): Promise<string | null> {
      const signIn = await store.takeSignIn(uid);
      return signIn?.tenantId === tenantId ? signIn.accountId : null;
    },

    /**
     * The save-time check of a tenant's metadata URL: the protocol it describes, or why it cannot
     * serve (unreachable, neither kind of metadata, or not https). A document that reads is
     * remembered for sign-ins.
     */
    async checkMetadata(url: string): Promise<{ protocol: IdpMetadata['protocol'] } | { problem: SsoMetadataError['reason'] }> {
      try {
        return { protocol: (await fresh(url)).protocol };
      } catch (error) {
        return { problem: error instanceof SsoMetadataError ? error.reason : 'unreachable' };
      }
    },
  };
}

export type TenantSso = ReturnType<typeof createTenantSso>;
