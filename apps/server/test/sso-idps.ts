/**
 * Company identity providers for the single sign-on tests, each a real HTTP server on a loopback
 * port: a SAML 2.0 IdP (metadata with its certificate; AuthnRequests answered with a Response whose
 * assertion xml-crypto signs) and an OpenID provider (oidc-provider). Plus a cookie-keeping fetch
 * for the browser's visits to them.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { SignedXml } from 'xml-crypto';

const run = promisify(execFile);

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A loopback port nothing listens on: a metadata URL that cannot be reached. */
export async function closedPort(): Promise<number> {
  const { server, port } = await listen(() => undefined);
  await close(server);
  return port;
}

/** A throwaway RSA key and self-signed certificate, as an IdP holds for signing. */
async function signingKey(): Promise<{ key: string; certificate: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'saml-idp-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-subj', '/CN=test-idp', '-days', '2']);
    return { key: await readFile(key, 'utf8'), certificate: await readFile(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const base64Body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const escapeXml = (value: string) => value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const id = () => `_${randomBytes(16).toString('hex')}`;

/** How the SAML IdP answers the next AuthnRequest; each test sets what it needs. */
export interface SamlAnswerOptions {
  email: string;
  /** The audience the assertion names; the requesting SP's issuer by default. */
  audience?: string;
  /** Milliseconds from now to the assertion's end; negative for an expired assertion. */
  validForMs?: number;
  /** A fixed assertion id (a second assertion reusing an id). */
  assertionId?: string;
  /** Changes the e-mail after signing, as an attacker editing the document would. */
  tamperedEmail?: string;
}

export interface SamlIdp {
  origin: string;
  port: number;
  entityId: string;
  metadataUrl: string;
  /** A page that is not metadata (an HTML document). */
  notMetadataUrl: string;
  next: SamlAnswerOptions;
  close(): Promise<void>;
}

/** The AuthnRequest's id, issuer and ACS URL, read from the deflated, base64 query value. */
function readAuthnRequest(encoded: string) {
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
  const issuer = /<(?:saml:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
  return { requestId: attribute('ID'), acsUrl: attribute('AssertionConsumerServiceURL'), issuer };
}

function samlResponse(idp: { entityId: string; key: string }, request: ReturnType<typeof readAuthnRequest>, options: SamlAnswerOptions): string {
  const now = Date.now();
  const instant = new Date(now).toISOString();
  const notBefore = new Date(now - 60_000).toISOString();
  const until = new Date(now + (options.validForMs ?? 5 * 60_000)).toISOString();
  const assertionId = options.assertionId ?? id();
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${escapeXml(idp.entityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${id()}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${request.requestId}" NotOnOrAfter="${until}" Recipient="${escapeXml(request.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${id()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>` +
    `<saml:Attribute Name="mail"><saml:AttributeValue>${escapeXml(options.email)}</saml:AttributeValue></saml:Attribute>` +
    `<saml:Attribute Name="givenName"><saml:AttributeValue>Ana</saml:AttributeValue></saml:Attribute>` +
    `<saml:Attribute Name="sn"><saml:AttributeValue>Saml</saml:AttributeValue></saml:Attribute>` +
    `</saml:AttributeStatement></saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" ` +
    `IssueInstant="${instant}" Destination="${escapeXml(request.acsUrl)}" InResponseTo="${request.requestId}">` +
    `<saml:Issuer>${escapeXml(idp.entityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `${assertion}</samlp:Response>`;
  const signer = new SignedXml({
    privateKey: idp.key,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(response, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  const signed = signer.getSignedXml();
  return options.tamperedEmail ? signed.replace(escapeXml(options.email), escapeXml(options.tamperedEmail)) : signed;
}

/** The auto-posting form an IdP answers with (HTTP-POST binding). */
const postForm = (action: string, fields: Record<string, string>) =>
  `<!DOCTYPE html><html><body><form method="post" action="${escapeXml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeXml(value)}">`)
    .join('')}</form></body></html>`;

export async function startSamlIdp(): Promise<SamlIdp> {
  const { key, certificate } = await signingKey();
  let entityId = '';
  const state: { next: SamlAnswerOptions } = { next: { email: 'nobody@example.test' } };
  const { server, origin, port } = await listen((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      response.end(
        `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">` +
          `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
          `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${base64Body(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
          `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${origin}/sso"/>` +
          `</md:IDPSSODescriptor></md:EntityDescriptor>`,
      );
    } else if (url.pathname === '/sso') {
      const authnRequest = readAuthnRequest(url.searchParams.get('SAMLRequest') ?? '');
      const samlResponseXml = samlResponse({ entityId, key }, authnRequest, state.next);
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        postForm(authnRequest.acsUrl, {
          SAMLResponse: Buffer.from(samlResponseXml).toString('base64'),
          RelayState: url.searchParams.get('RelayState') ?? '',
        }),
      );
    } else if (url.pathname === '/not-metadata') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><p>Welcome</p></body></html>');
    } else {
      response.writeHead(404).end();
    }
  });
  entityId = `${origin}/entity`;
  return {
    origin,
    port,
    entityId,
    metadataUrl: `${origin}/metadata`,
    notMetadataUrl: `${origin}/not-metadata`,
    get next() {
      return state.next;
    },
    set next(options) {
      state.next = options;
    },
    close: () => close(server),
  };
}

export interface OidcIdp {
  origin: string;
  port: number;
  discoveryUrl: string;
  /** The e-mail the next sign-in at this provider is for. */
  nextEmail: string;
  close(): Promise<void>;
}

/**
 * An OpenID provider with one confidential client; its sign-in page signs `nextEmail` in at once and
 * consent is given without a screen, as a company's provider does for a user already signed in.
 */
export async function startOidcIdp(client: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<OidcIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-idp', alg: 'RS256', use: 'sig' };
  const state = { nextEmail: 'nobody@example.test' };
  // No request comes before the provider below exists: no one knows the port until this returns.
  const { server, origin, port } = await listen((request, response) => {
    if (/^\/interaction\/[^/?]+/.test(request.url ?? '')) {
      void provider.interactionFinished(request, response, { login: { accountId: state.nextEmail } }, { mergeWithLastSubmission: false });
    } else {
      void provider.callback()(request, response);
    }
  });
  const provider = new Provider(origin, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true, given_name: 'Olga', family_name: 'Oidc' }),
    }),
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    origin,
    port,
    discoveryUrl: `${origin}/.well-known/openid-configuration`,
    get nextEmail() {
      return state.nextEmail;
    },
    set nextEmail(email) {
      state.nextEmail = email;
    },
    close: () => close(server),
  };
}

/** The browser's visits to a provider's origin: cookies kept per origin, redirects followed while they stay there. */
export class ProviderVisits {
  private cookies = new Map<string, Map<string, string>>();

  async get(url: string): Promise<Response> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      const jar = this.cookies.get(current.origin) ?? new Map<string, string>();
      this.cookies.set(current.origin, jar);
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(current, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, current);
      if (next.origin !== current.origin) return response;
      await response.body?.cancel();
      current = next;
    }
    throw new Error('too many redirects');
  }
}

/** The fields of the auto-posting form a SAML IdP answered with. */
export function postedForm(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name = '', value = '']) => [name, unescape(value)]));
  return { action, fields };
}
