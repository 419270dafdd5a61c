/** A company's identity provider as its metadata document describes it. */
export type IdpMetadata =
  | {
      protocol: 'saml';
      /** The IdP's entity id: the issuer its assertions must name. */
      entityId: string;
      /** Where AuthnRequests go (HTTP-Redirect binding). */
      ssoUrl: string;
      /** Signing certificates, PEM. */
      certificates: string[];
    }
  | {
      protocol: 'oidc';
      /** The discovery document as published; openid-client reads the endpoints from it. */
      discovery: OidcDiscovery;
    };

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  [name: string]: unknown;
}

/** Why a metadata URL cannot serve: nothing answered it, or what answered is no metadata we read. */
export class SsoMetadataError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'malformed' | 'insecure',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'SsoMetadataError';
  }
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const MAX_BYTES = 512 * 1024;
const TIMEOUT_MS = 10_000;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Metadata tells which keys to trust, so it is read over https; plain http only on a loopback
 * address, where a test or a developer runs the provider on the same machine.
 */
export function secureEnough(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The document behind `url`, fetched through the outbound policy; at most `MAX_BYTES`. */
async function download(fetcher: typeof fetch, url: URL): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SsoMetadataError('unreachable', (error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SsoMetadataError('unreachable', `status ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) {
    await response.body?.cancel();
    throw new SsoMetadataError('malformed', 'document too large');
  }
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new SsoMetadataError('malformed', 'document too large');
  return text;
}

/** OpenID Connect discovery: JSON naming the issuer and the endpoints code + PKCE needs. */
function readDiscovery(text: string): IdpMetadata {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new SsoMetadataError('malformed', 'invalid JSON');
  }
  const d = document as Partial<OidcDiscovery> | null;
  if (!d || typeof d !== 'object' || !isHttpUrl(d.issuer) || !isHttpUrl(d.authorization_endpoint) || !isHttpUrl(d.token_endpoint) || !isHttpUrl(d.jwks_uri)) {
    throw new SsoMetadataError('malformed', 'not an OpenID Connect discovery document');
  }
  return { protocol: 'oidc', discovery: d as OidcDiscovery };
}

type XmlNode = { $?: Record<string, string>; _?: string; [child: string]: unknown };

const children = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const list = node?.[name];
  return Array.isArray(list) ? (list as XmlNode[]) : [];
};
const textOf = (node: unknown): string => (typeof node === 'string' ? node : typeof (node as XmlNode)?._ === 'string' ? ((node as XmlNode)._ as string) : '');

/** A base64 DER certificate as PEM, 64 characters a line. */
function certificatePem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`;
}

/** SAML 2.0 metadata: an EntityDescriptor with an IDPSSODescriptor, its redirect endpoint and signing keys. */
async function readSamlMetadata(text: string): Promise<IdpMetadata> {
  let document: Record<string, XmlNode>;
  try {
    // xml2js (sax) expands no external entities; prefixes are dropped so `md:` and unprefixed documents read alike.
    // Loaded with the first SAML document read: a server whose tenants use none never holds it.
    const { parseStringPromise, processors } = await import('xml2js');
    document = await parseStringPromise(text, { tagNameProcessors: [processors.stripPrefix] });
  } catch {
    throw new SsoMetadataError('malformed', 'invalid XML');
  }
  const entity = document.EntityDescriptor;
  const idp = children(entity, 'IDPSSODescriptor')[0];
  const entityId = entity?.$?.entityID;
  if (!entity || !idp || !entityId) throw new SsoMetadataError('malformed', 'no EntityDescriptor with an IDPSSODescriptor');
  const ssoUrl = children(idp, 'SingleSignOnService').find((s) => s.$?.Binding === REDIRECT_BINDING)?.$?.Location;
  if (!isHttpUrl(ssoUrl)) throw new SsoMetadataError('malformed', 'no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = children(idp, 'KeyDescriptor')
    .filter((key) => (key.$?.use ?? 'signing') === 'signing')
    .flatMap((key) => children(key, 'KeyInfo').flatMap((info) => children(info, 'X509Data')).flatMap((data) => children(data, 'X509Certificate')))
    .map((certificate) => certificatePem(textOf(certificate)))
    .filter((pem): pem is string => pem !== null);
  if (certificates.length === 0) throw new SsoMetadataError('malformed', 'no signing certificate');
  return { protocol: 'saml', entityId, ssoUrl, certificates };
}

/**
 * Reads the metadata a tenant names and tells the protocol from the document itself: SAML 2.0
 * metadata (XML) or OpenID Connect discovery (JSON). Throws `SsoMetadataError` saying why not.
 */
export async function readIdpMetadata(fetcher: typeof fetch, address: string): Promise<IdpMetadata> {
  if (!URL.canParse(address)) throw new SsoMetadataError('malformed', 'not a URL');
  const url = new URL(address);
  if (!secureEnough(url)) throw new SsoMetadataError('insecure', 'metadata must be read over https');
  const text = (await download(fetcher, url)).trim();
  if (text.startsWith('{')) return readDiscovery(text);
  if (text.startsWith('<')) return readSamlMetadata(text);
  throw new SsoMetadataError('malformed', 'neither SAML metadata nor OpenID Connect discovery');
}
